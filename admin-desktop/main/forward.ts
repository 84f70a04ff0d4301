import type { FetchLike } from './health.js';

/** Request headers the renderer may pass on to the server; everything else is dropped. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
];

/** Response headers handed back to the renderer. Set-Cookie never is: the cookie stays in the main process's session. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'retry-after',
  'x-content-type-options',
  // The applications list's number of matching rows (shared/application-list.ts).
  'x-total-count',
];

/**
 * Forwards one renderer request (app://control-centre/api/...) to the configured server.
 *
 * - `sessionFetch` is the Electron session's own fetch (`session.fromPartition('persist:…').fetch`
 *   with credentials 'include'): the session cookie lives in that cookie store, is sent and
 *   updated there, and never appears in a response the renderer can read.
 * - The renderer's Origin (app://…), Cookie and fetch-metadata headers are not passed on. The
 *   request gets the server's own origin as Origin: it is made by this app's main process for
 *   that server, so the server's cross-site check (which refuses foreign origins) accepts it
 *   unchanged, while a web page elsewhere still cannot make the staff's session act.
 */
export async function forwardToServer(
  request: Request,
  serverAddress: string,
  sessionFetch: FetchLike,
): Promise<Response> {
  const incoming = new URL(request.url);
  const server = new URL(serverAddress);
  const basePath = server.pathname.replace(/\/+$/, '');
  const target = `${server.origin}${basePath}${incoming.pathname}${incoming.search}`;

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('origin', server.origin);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const upstream = await sessionFetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    credentials: 'include',
    // A redirect would leave the configured server; hand it back instead of following it.
    redirect: 'manual',
  });

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  const bodyless = upstream.status === 204 || upstream.status === 304 || request.method === 'HEAD';
  return new Response(bodyless ? null : await upstream.arrayBuffer(), {
    status: upstream.status === 0 ? 502 : upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
