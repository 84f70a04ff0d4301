import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CookieJar } from 'tough-cookie';
import { createAppRequestHandler } from '@desktop/main/app-protocol.js';
import type { FetchLike } from '@desktop/main/health.js';
import { registerIpcHandlers } from '@desktop/main/ipc.js';
import { APP_ORIGIN } from '@shared/desktop-api.js';

/**
 * The desktop app's main process without Electron, for browser tests: the SAME protocol handler,
 * forwarding and IPC handlers as admin-desktop/main, run in Node. Chromium loads the renderer from
 * this harness (standing in for app://control-centre); the Electron session's cookie store is
 * played by a tough-cookie jar, so the admin session cookie lives here and never in the browser.
 */
export interface DesktopHarness {
  url: string;
  jar: CookieJar;
  /** What the preload bridge would call over IPC. */
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  serverAddress(): string | null;
  close(): Promise<void>;
}

/** A fetch with a cookie store, like Electron's `session.fetch` with credentials 'include'. */
function jarFetch(jar: CookieJar): FetchLike {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    const cookie = await jar.getCookieString(input);
    if (init.credentials === 'include' && cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    if (init.credentials === 'include') {
      for (const setCookie of response.headers.getSetCookie()) await jar.setCookie(setCookie, input);
    }
    return response;
  };
}

export async function startDesktopHarness(
  port: number,
  rendererDir = path.resolve('out/renderer'),
): Promise<DesktopHarness> {
  const jar = new CookieJar();
  let address: string | null = null;
  const host = `127.0.0.1:${port}`;
  const handle = createAppRequestHandler({
    rendererDir,
    getServerAddress: () => address,
    sessionFetch: jarFetch(jar),
    readFile: async (file) => new Uint8Array(await fs.readFile(file)),
    host,
  });

  const ipc = new Map<
    string,
    (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown
  >();
  registerIpcHandlers(
    { handle: (channel, listener) => ipc.set(channel, listener) },
    {
      get: () => address,
      set: async (next) => {
        address = next;
      },
    },
    (input, init) => fetch(input, init),
  );

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${host}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    const response = await handle(request);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://${host}`,
    jar,
    // Frames of the app count as the app (app://control-centre in Electron).
    invoke: async (channel, ...args) =>
      ipc.get(channel)!({ senderFrame: { url: `${APP_ORIGIN}/admin` } }, ...args),
    serverAddress: () => address,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The preload bridge for a page of the harness: window.desktop calls the harness's IPC handlers. */
export const PRELOAD_BRIDGE = `
  window.desktop = {
    getServerAddress: () => window.__desktopInvoke('desktop:get-server-address'),
    setServerAddress: (address) => window.__desktopInvoke('desktop:set-server-address', String(address)),
    onOpenServerSettings: (listener) => {
      window.__openServerSettings = listener;
      return () => { window.__openServerSettings = undefined; };
    },
  };
`;
