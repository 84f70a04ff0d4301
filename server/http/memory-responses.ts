import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { isbot } from 'isbot';
import { ADDRESSED_PAGES, renderedPerRequest, type PageId } from '@public-site/app/pages/registry.js';
import { CONTENT_TYPE_NAMES, publicContentPath, type ContentTypeName } from '@shared/content-types.js';
import type { Logger } from '../logger.js';
import { logRequest } from '../middlewares/request-logger.js';
import type { PageRenderer } from '../render/page-renderer.js';
import type { PublishedContent } from '../services/published-content.js';
import { negotiate, REVALIDATE, type PreparedBody } from '../prepared-body.js';

export interface MemoryResponseDeps {
  koa: Koa;
  renderer: PageRenderer;
  published: PublishedContent;
  logger: Logger;
  /** Every response's security headers (http/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** The pages' own Content-Security-Policy. */
  pageCsp: string;
}

/**
 * The public pages and lists whose bytes are prepared, answered the way a static file server
 * answers a file: straight from memory, without Koa's middleware chain. The response is the one
 * the Koa route sends for the same request (headers, codings, ETag, 304), it is logged as every
 * request is; it counts nothing (page views come from the page's beacon). Everything else (another path or
 * method, a request with a body, bytes not prepared yet) returns false and goes to Koa, which
 * also prepares the bytes for the next request.
 */
export function memoryResponses({
  koa,
  renderer,
  published,
  logger,
  securityHeaders,
  pageCsp,
}: MemoryResponseDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Exact addresses only: other spellings (/Kontakt/) are Koa's, which answers them too.
  const pages = new Map<string, PageId>(ADDRESSED_PAGES.filter(([, page]) => !renderedPerRequest(page)));
  const lists = new Map<string, ContentTypeName>(
    CONTENT_TYPE_NAMES.map((name) => [publicContentPath(name), name]),
  );
  const pageHeaders = Object.entries({
    ...securityHeaders,
    'Content-Security-Policy': pageCsp,
    'Cache-Control': REVALIDATE,
    Vary: 'Accept-Encoding, User-Agent',
  });
  const listHeaders = Object.entries({
    ...securityHeaders,
    'Cache-Control': REVALIDATE,
    Vary: 'Accept-Encoding',
  });

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
      return false;
    const started = performance.now();
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const page = pages.get(path);
    const list = page === undefined ? lists.get(path) : undefined;
    if (page === undefined && list === undefined) return false;
    const userAgent = req.headers['user-agent'] ?? '';
    let body: PreparedBody | undefined;
    if (page !== undefined) body = renderer.peek({ page, isBot: isbot(userAgent) });
    else body = published.peek(list!);
    if (!body) return false;

    // Koa's request and response objects, for its exact reading of Accept-Encoding,
    // If-None-Match and the client address (behind TRUST_PROXY proxies).
    const ctx = koa.createContext(req, res);
    const { representation, etag, compressOnTheWay } = negotiate(
      body,
      (coding) => ctx.acceptsEncodings(coding) === coding,
    );
    if (compressOnTheWay) return false;

    for (const [name, value] of page !== undefined ? pageHeaders : listHeaders) res.setHeader(name, value);
    res.setHeader('ETag', etag);
    res.statusCode = 200;
    if (ctx.fresh) {
      res.statusCode = 304;
      res.end();
    } else {
      res.setHeader('Content-Type', body.type);
      if (representation.encoding) res.setHeader('Content-Encoding', representation.encoding);
      res.setHeader('Content-Length', representation.bytes.length);
      if (req.method === 'HEAD') res.end();
      else res.end(representation.bytes);
    }
    logRequest(logger, req.method, path, res.statusCode, started);
    return true;
  };
}
