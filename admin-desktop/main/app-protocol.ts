import path from 'node:path';
import { ADMIN_CSP } from '@shared/admin-csp.js';
import { APP_HOST } from '@shared/desktop-api.js';
import type { FetchLike } from './health.js';
import { forwardToServer } from './forward.js';
import { desktopMessages as m } from './messages.js';

/** MIME types of the files the renderer build contains. */
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
};

export interface AppProtocolDeps {
  /** The folder of the built renderer (index.html + assets/). */
  rendererDir: string;
  /** The configured server address, or null before the first setup. */
  getServerAddress(): string | null;
  /** The Electron session's fetch (cookie store of the app's partition). */
  sessionFetch: FetchLike;
  readFile(file: string): Promise<Uint8Array<ArrayBuffer>>;
  /** The host the app is served from; app://control-centre in Electron (a test harness uses its own). */
  host?: string;
}

/**
 * Maps a URL path below /admin/ to a file inside the renderer folder, or null when it would
 * leave it (../, encoded slashes or backslashes, NUL) — the protocol never serves other files.
 */
export function resolveRendererFile(rendererDir: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.replace(/^\/admin\/?/, ''));
  } catch {
    return null;
  }
  if (relative.includes('\0') || relative.includes('\\')) return null;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}

function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * The handler of app://control-centre/ (registered with protocol.handle):
 * - /admin and every client route: the renderer's index.html (history fallback) with the CSP;
 * - /admin/assets/*: the built files;
 * - /api/*: forwarded to the configured server; GET /uploads/* and /static/* (pictures) too, and
 *   /assets/* (the public site's files, which the settings preview's pages load);
 * - / (where the browser version goes after logout): back to /admin.
 */
export function createAppRequestHandler(deps: AppProtocolDeps) {
  const serveIndex = async () =>
    new Response(await deps.readFile(path.join(deps.rendererDir, 'index.html')), {
      headers: {
        'content-type': MIME['.html']!,
        'content-security-policy': ADMIN_CSP,
        'cache-control': 'no-store',
      },
    });

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.host !== (deps.host ?? APP_HOST)) return textResponse(404, 'Nicht gefunden.');
    const { pathname } = url;

    if (
      pathname.startsWith('/api/') ||
      (/^\/(uploads|static|assets)\//.test(pathname) && request.method === 'GET')
    ) {
      const address = deps.getServerAddress();
      if (!address) {
        return new Response(JSON.stringify({ message: m.notConfigured }), {
          status: 503,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
      }
      try {
        return await forwardToServer(request, address, deps.sessionFetch);
      } catch {
        return new Response(JSON.stringify({ message: m.unreachable }), {
          status: 502,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
      }
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Nicht erlaubt.');
    if (pathname === '/') return Response.redirect(`${url.protocol}//${url.host}/admin`, 302);
    if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return textResponse(404, 'Nicht gefunden.');

    if (pathname.startsWith('/admin/assets/')) {
      const file = resolveRendererFile(deps.rendererDir, pathname);
      if (!file) return textResponse(404, 'Nicht gefunden.');
      try {
        const body = await deps.readFile(file);
        const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        return new Response(body, { headers: { 'content-type': type, 'cache-control': 'no-cache' } });
      } catch {
        return textResponse(404, 'Nicht gefunden.');
      }
    }
    return serveIndex();
  };
}
