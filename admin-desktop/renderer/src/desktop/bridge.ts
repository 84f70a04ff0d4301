import { useEffect, useState } from 'react';
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

/**
 * The agency's website: this origin's home page in the browser, the server the desktop app talks
 * to (opened in the system browser) in the desktop app; null until that address is known.
 */
export function useWebsiteUrl(): string | null {
  const api = desktopApi();
  const [address, setAddress] = useState<string | null>(api ? null : '/');
  useEffect(() => {
    if (!api) return;
    let current = true;
    void api.getServerAddress().then((stored) => {
      if (current) setAddress(stored ? new URL('/', stored).href : null);
    });
    return () => {
      current = false;
    };
  }, [api]);
  return address;
}
