/**
 * The desktop app's bridge between renderer and main process: the only API the preload script
 * exposes (as `window.desktop`). Present in the Electron client only; the browser has none.
 */
export interface SaveAddressResult {
  ok: boolean;
  /** The stored, normalised address when ok. */
  address?: string;
  /** German message for the form when not ok. */
  message?: string;
}

export interface DesktopApi {
  /** The server address this app talks to, or null before the first setup. */
  getServerAddress(): Promise<string | null>;
  /** Checks the address (format, then the server's health endpoint) and stores it when it answers. */
  setServerAddress(address: string): Promise<SaveAddressResult>;
  /** Called when the user picks the menu entry to change the server address. Returns an unsubscribe. */
  onOpenServerSettings(listener: () => void): () => void;
}

export const DESKTOP_CHANNELS = {
  getServerAddress: 'desktop:get-server-address',
  setServerAddress: 'desktop:set-server-address',
  openServerSettings: 'desktop:open-server-settings',
} as const;

/** The custom scheme and host the renderer is served from: app://control-centre/admin/... */
export const APP_SCHEME = 'app';
export const APP_HOST = 'control-centre';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
