import { describe, expect, it, vi } from 'vitest';
import {
  applyNavigationRules,
  denyAllPermissions,
  isAppUrl,
  isExternalWebUrl,
  isTrustedSender,
  mainWindowOptions,
  PREVIEW_WINDOW_OPTIONS,
  SESSION_PARTITION,
  START_URL,
  type GuardedContents,
} from '@desktop/main/security.js';

describe('window options', () => {
  it("follow Electron's security checklist", () => {
    const options = mainWindowOptions('/app/out/preload/index.cjs');
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(options.webPreferences.partition).toBe(SESSION_PARTITION);
    expect(SESSION_PARTITION.startsWith('persist:')).toBe(true);
    expect(START_URL).toBe('app://control-centre/admin');
  });
});

describe('URL rules', () => {
  it.each([
    ['app://control-centre/admin', true],
    ['app://control-centre/admin/faq?x=1', true],
    ['app://evil/admin', false],
    ['https://control-centre/admin', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ])('isAppUrl(%s) is %s', (url, expected) => expect(isAppUrl(url)).toBe(expected));

  it.each([
    ['https://www.tiktok.com/@agentur', true],
    ['http://example.com', true],
    ['file:///C:/Windows', false],
    ['javascript:alert(1)', false],
    ['smb://server/share', false],
    ['https://user:pw@example.com', false],
  ])('isExternalWebUrl(%s) is %s', (url, expected) => expect(isExternalWebUrl(url)).toBe(expected));
});

/** A webContents fake that records the listeners the rules register. */
function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void; url: string }) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents = {
    on: (event: string, listener: (event: { preventDefault(): void; url: string }) => void) =>
      listeners.set(event, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  } as unknown as GuardedContents;
  const fire = (name: string, url = '') => {
    const event = { url, preventDefault: vi.fn() };
    listeners.get(name)!(event);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }) };
}

describe('navigation rules', () => {
  it('keep the window on the app and send web links to the system browser', () => {
    const openExternal = vi.fn();
    const { contents, fire, open } = fakeContents();
    applyNavigationRules(contents, openExternal);

    expect(fire('will-navigate', 'app://control-centre/admin/faq')).toBe(false);
    expect(fire('will-navigate', 'https://evil.example/login')).toBe(true);
    expect(openExternal).toHaveBeenLastCalledWith('https://evil.example/login');
    expect(fire('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'javascript:alert(1)')).toBe(true);
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(fire('will-attach-webview')).toBe(true);

    expect(open('https://www.tiktok.com/@creator')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenLastCalledWith('https://www.tiktok.com/@creator');
    expect(open('app://control-centre/admin')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(2);

    // The settings preview opens in a window of its own, through the app's origin and session.
    const preview = `app://control-centre/api/admin/settings/preview/${'a'.repeat(32)}`;
    expect(open(preview)).toEqual({ action: 'allow', overrideBrowserWindowOptions: PREVIEW_WINDOW_OPTIONS });
    expect(open(`${preview}/kontakt`)).toMatchObject({ action: 'allow' });
    expect(PREVIEW_WINDOW_OPTIONS.webPreferences).not.toHaveProperty('preload');
    for (const other of [`${preview}/datenschutz`, `${preview}?x=1`, 'app://control-centre/api/admin/settings']) {
      expect(open(other), other).toEqual({ action: 'deny' });
    }
    expect(openExternal).toHaveBeenCalledTimes(2);
  });
});

describe('permissions and IPC senders', () => {
  it('deny every permission request and check', () => {
    let requestHandler:
      ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
    let checkHandler: ((...args: unknown[]) => boolean) | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (handler) => {
        requestHandler = handler;
      },
      setPermissionCheckHandler: (handler) => {
        checkHandler = handler;
      },
    });
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      requestHandler!({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    expect(checkHandler!({}, 'media')).toBe(false);
  });

  it('trust only frames of the app', () => {
    expect(isTrustedSender({ url: 'app://control-centre/admin/dashboard' })).toBe(true);
    expect(isTrustedSender({ url: 'app://control-centre/admin' })).toBe(true);
    // A server page shown in the app (the settings preview) gets no IPC.
    expect(isTrustedSender({ url: `app://control-centre/api/admin/settings/preview/${'a'.repeat(32)}` })).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example' })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
  });
});
