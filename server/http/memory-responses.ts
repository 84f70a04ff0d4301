import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import accepts from 'accepts';
import fresh from 'fresh';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { PageId } from '@public-site/app/pages/registry.js';
import { CONTENT_TYPE_NAMES, publicContentPath, type ContentTypeName } from '@shared/content-types.js';
import type { Logger } from '../logger.js';
import { logRequest } from '../middlewares/request-logger.js';
import { FILE_PAGES, preparedPageHeaders } from '../render/page-files.js';
import type { PageRenderer } from '../render/page-renderer.js';
import type { PublishedContent } from '../services/published-content.js';
import { negotiate, REVALIDATE, type PreparedBody, type Representation } from '../prepared-body.js';

export interface MemoryResponseDeps {
  renderer: PageRenderer;
  published: PublishedContent;
  logger: Logger;
  /** Every response's security headers (server/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** The pages' own Content-Security-Policy. */
  pageCsp: string;
}

/** How many User-Agent and Accept-Encoding strings each memo keeps (see memoized). */
const MEMO_ENTRIES = 1000;

/** Longer keys are computed each time, not remembered (a header may be up to 16 KB). */
const MAX_KEY_LENGTH = 512;

/**
 * `compute(key)` remembered for the `max` keys used last. The keys of the request path
 * (User-Agent, Accept-Encoding) repeat a lot among real clients; a flood of distinct ones costs at
 * most `max` entries of at most 512 characters of memory and the computation each time, as
 * without the memo. (get and set rather than lru-cache's `memo`, which costs a few times more per
 * call.)
 */
export function memoized<V extends NonNullable<unknown>>(
  max: number,
  compute: (key: string) => V,
): (key: string) => V {
  const remembered = new LRUCache<string, V>({ max });
  return (key) => {
    if (key.length > MAX_KEY_LENGTH) return compute(key);
    let value = remembered.get(key);
    if (value === undefined) remembered.set(key, (value = compute(key)));
    return value;
  };
}

/** The codings a client takes, as Koa's `ctx.acceptsEncodings` reads its Accept-Encoding. */
interface Codings {
  br: boolean;
  gzip: boolean;
}

function codingsOf(acceptEncoding: string): Codings {
  // `accepts` reads only this header of the request it is given.
  const accept = accepts({ headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage);
  return { br: accept.encodings('br') === 'br', gzip: accept.encodings('gzip') === 'gzip' };
}

/** A representation's headers, flat (name, value, …) for `res.writeHead`: its 200 and its 304. */
interface HeaderLines {
  ok: OutgoingHttpHeader[];
  notModified: OutgoingHttpHeader[];
}

/**
 * The public pages and lists whose bytes are prepared, answered the way a static file server
 * answers a file: straight from memory, without Koa's middleware chain. The response is the one
 * the Koa route sends for the same request (headers, codings, ETag, 304), it is logged as every
 * request is; it counts nothing (page views come from the page's beacon). Everything else (another path or
 * method, a request with a body, bytes not prepared yet) returns false and goes to Koa, which
 * also prepares the bytes for the next request.
 *
 * What a request costs here is kept to what a file server pays: Accept-Encoding and If-None-Match
 * are read with the libraries Koa reads them with (`accepts`, `fresh`), without a Koa context;
 * the bot decision and the codings are remembered per header string; each representation's
 * headers are put together once and written in one go.
 */
export function memoryResponses({
  renderer,
  published,
  logger,
  securityHeaders,
  pageCsp,
}: MemoryResponseDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Exact addresses only: other spellings (/Kontakt/) are Koa's, which answers them too.
  const pages = new Map<string, PageId>(FILE_PAGES);
  const lists = new Map<string, ContentTypeName>(
    CONTENT_TYPE_NAMES.map((name) => [publicContentPath(name), name]),
  );
  // The same headers nginx sends with the pages' files (render/page-files.ts).
  const pageHeaders = Object.entries(preparedPageHeaders({ securityHeaders, pageCsp })).flat();
  const listHeaders = Object.entries({
    ...securityHeaders,
    'Cache-Control': REVALIDATE,
    Vary: 'Accept-Encoding',
  }).flat();
  const isBot = memoized(MEMO_ENTRIES, isbot);
  const codings = memoized(MEMO_ENTRIES, codingsOf);
  // Per representation (a body's plain, gzip or brotli bytes), gone with the body.
  const pageLines = new WeakMap<Representation, HeaderLines>();
  const listLines = new WeakMap<Representation, HeaderLines>();

  const headerLines = (body: PreparedBody, representation: Representation, isPage: boolean): HeaderLines => {
    const cache = isPage ? pageLines : listLines;
    const known = cache.get(representation);
    if (known) return known;
    const notModified = [...(isPage ? pageHeaders : listHeaders), 'ETag', representation.etag];
    const ok = [...notModified, 'Content-Type', body.type];
    if (representation.encoding) ok.push('Content-Encoding', representation.encoding);
    ok.push('Content-Length', String(representation.bytes.length));
    const lines = { ok, notModified };
    cache.set(representation, lines);
    return lines;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const headers = req.headers;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const started = performance.now();
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const page = pages.get(path);
    const list = page === undefined ? lists.get(path) : undefined;
    if (page === undefined && list === undefined) return false;
    let body: PreparedBody | undefined;
    if (page !== undefined) body = renderer.peek({ page, isBot: isBot(headers['user-agent'] ?? '') });
    else body = published.peek(list!);
    if (!body) return false;

    const accepted = codings(headers['accept-encoding'] ?? '');
    const { representation, etag, compressOnTheWay } = negotiate(body, (coding) => accepted[coding]);
    // Compressed on the way out, under a weak ETag, until the copies are made: Koa's to answer.
    if (compressOnTheWay) return false;

    const lines = headerLines(body, representation, page !== undefined);
    // As Koa's `ctx.fresh` for a 200 (the response has an ETag and no Last-Modified).
    if (fresh(headers, { etag })) {
      res.writeHead(304, lines.notModified);
      res.end();
    } else {
      res.writeHead(200, lines.ok);
      if (req.method === 'HEAD') res.end();
      else res.end(representation.bytes);
    }
    logRequest(logger, req.method, path, res.statusCode, started);
    return true;
  };
}
