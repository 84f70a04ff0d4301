import type { DesktopApi } from '@shared/desktop-api.js';

declare global {
  interface Window {
    /** Present only in the desktop app (exposed by admin-desktop/preload). */
    desktop?: DesktopApi;
  }
}

/** The desktop bridge, or null in the browser. */
export const desktopApi = (): DesktopApi | null => (typeof window !== 'undefined' && window.desktop) || null;

/** Where logout leads: the public home page in the browser, the login screen in the desktop app. */
export const afterLogoutUrl = () => (desktopApi() ? '/admin' : '/');
