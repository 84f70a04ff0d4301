import { APP_HOST, APP_ORIGIN, APP_SCHEME } from '@shared/desktop-api.js';

/** The persistent session partition: its cookie store holds the admin session cookie. */
export const SESSION_PARTITION = 'persist:control-centre';

/** The first page the window opens. */
export const START_URL = `${APP_ORIGIN}/admin`;

/**
 * BrowserWindow options after Electron's security checklist: isolated, sandboxed renderer without
 * Node, web security on, no <webview>, and the app's own partition.
 */
export function mainWindowOptions(preloadPath: string) {
  return {
    width: 1360,
    height: 880,
    minWidth: 380,
    minHeight: 560,
    show: false,
    backgroundColor: '#0b0a12',
    title: 'Kontrollzentrum',
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      partition: SESSION_PARTITION,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  } as const;
}

/** True for URLs of the app itself (app://control-centre/...). */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * A preview of unsaved settings (control centre → Einstellungen → Vorschau): the server's page,
 * shown through the app's own origin so the app's session cookie goes with it. It opens in a
 * window of its own; the system browser would have no session.
 */
export function isSettingsPreviewUrl(raw: string): boolean {
  if (!isAppUrl(raw)) return false;
  const { pathname, search } = new URL(raw);
  return search === '' && /^\/api\/admin\/settings\/preview\/[A-Za-z0-9_-]{32}(\/(impressum|kontakt))?$/.test(pathname);
}

/** The preview's window: sandboxed, without the app's preload bridge, in the app's session. */
export const PREVIEW_WINDOW_OPTIONS = {
  width: 1280,
  height: 860,
  title: 'Vorschau',
  autoHideMenuBar: true,
  webPreferences: {
    partition: SESSION_PARTITION,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    webSecurity: true,
    webviewTag: false,
  },
} as const;

/** Links that may open in the system browser: http(s) only, never file:, javascript: or custom schemes. */
export function isExternalWebUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The parts of webContents the navigation rules need (Electron's WebContents fits). */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void; url: string }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(
    handler: (details: { url: string }) =>
      | { action: 'deny' }
      | { action: 'allow'; overrideBrowserWindowOptions: typeof PREVIEW_WINDOW_OPTIONS },
  ): void;
}

/**
 * Navigation rules: the window only ever shows the app. Navigating elsewhere is refused; new
 * windows are refused and web links go to the system browser instead; no webviews.
 */
export function applyNavigationRules(contents: GuardedContents, openExternal: (url: string) => void): void {
  const guard = (event: { preventDefault(): void; url: string }) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    if (isExternalWebUrl(event.url)) openExternal(event.url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSettingsPreviewUrl(url)) return { action: 'allow', overrideBrowserWindowOptions: PREVIEW_WINDOW_OPTIONS };
    if (isExternalWebUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}

/** The parts of a Session the permission rules need. */
export interface GuardedSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void;
}

/** The control centre needs no camera, microphone, notifications, geolocation ...: every request is denied. */
export function denyAllPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/**
 * IPC is answered only for frames of the control centre itself (not for anything that got loaded
 * by mistake, nor for a page of the server such as the settings preview).
 */
export function isTrustedSender(frame: { url: string } | null | undefined): boolean {
  return !!frame && isAppUrl(frame.url) && /^\/admin(\/|$)/.test(new URL(frame.url).pathname);
}
