import http from 'node:http';
import type { Config } from '../config.js';

/**
 * The HTTP server with timeouts against slow clients: the headers must arrive within
 * REQUEST_TIMEOUT_SECONDS; the body then has the same time again (an image upload
 * UPLOAD_TIMEOUT_SECONDS), which the body parser enforces with a 408. Node's own limit on a whole
 * request sits above both as the last line; a connection silent for twice the request timeout is
 * closed.
 */
export function createHttpServer(handler: http.RequestListener, config: Config): http.Server {
  const server = http.createServer(
    {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs + config.uploadTimeoutMs + 5_000,
      // How often Node checks the two limits above (its default, 30 s, would let them overrun).
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    handler,
  );
  server.setTimeout(2 * Math.max(config.requestTimeoutMs, 30_000));
  return server;
}
