import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies below this size are sent as they are: compressing them saves less than its headers. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli quality 10: for the 75 KB landing page it takes about 35 ms and gives 11.6 KB; quality 11
 * takes about 135 ms for 1 % less.
 */
const BROTLI_QUALITY = 10;

export interface Representation {
  bytes: Buffer;
  /** Strong validator of exactly these bytes (each content coding has its own). */
  etag: string;
  encoding?: 'br' | 'gzip';
}

/**
 * A response body prepared once and sent many times, like a file of a static file server: its
 * bytes, a gzip (level 9) and a brotli copy, and a strong ETag for each. The copies are made on
 * libuv's thread pool, off the request path; until they are there, a response is compressed on
 * the way out as any other.
 */
export interface PreparedBody {
  type: string;
  identity: Representation;
  gzip?: Representation;
  br?: Representation;
  /** Settles when the compressed copies are there (or were not needed any more). */
  ready: Promise<void>;
}

/**
 * Compressed copies are made one body at a time: a brotli copy takes a core for tens of
 * milliseconds, and the thread pool (4 threads) also runs SQLite's queries, which must not queue
 * behind a pile of them. A body that is outdated before its turn (`signal`) is skipped.
 */
let compressionLane: Promise<unknown> = Promise.resolve();

function compressLater(body: PreparedBody, hash: string, signal: AbortSignal | undefined): Promise<void> {
  const bytes = body.identity.bytes;
  const job = compressionLane.then(async () => {
    if (signal?.aborted) return;
    body.gzip = {
      bytes: await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      etag: `"${hash}-gz"`,
      encoding: 'gzip',
    };
    if (signal?.aborted) return;
    body.br = {
      bytes: await brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      etag: `"${hash}-br"`,
      encoding: 'br',
    };
  });
  // Compressing bytes in memory does not fail in practice; if it did, responses stay as they are.
  const settled = job.catch(() => {});
  compressionLane = settled;
  return settled;
}

/**
 * Prepares `content` for sending; its compressed copies follow in the background (`ready`).
 * `signal` tells when the body is outdated before they were made.
 */
export function prepareBody(type: string, content: string | Buffer, signal?: AbortSignal): PreparedBody {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const body: PreparedBody = { type, identity: { bytes, etag: `"${hash}"` }, ready: Promise.resolve() };
  if (bytes.length >= COMPRESS_FROM_BYTES) body.ready = compressLater(body, hash, signal);
  return body;
}

/**
 * What to send of a prepared body, by our preference among the codings the client accepts (as a
 * static file server's: brotli, then gzip; browsers list gzip first, with the same weight).
 * `compressOnTheWay`: its copies are not made yet and the client takes compression, so the
 * compression middleware compresses the bytes on the way out, under a weak validator.
 */
export function negotiate(
  body: PreparedBody,
  accepts: (coding: 'br' | 'gzip') => boolean,
): { representation: Representation; etag: string; compressOnTheWay: boolean } {
  if (body.br && accepts('br'))
    return { representation: body.br, etag: body.br.etag, compressOnTheWay: false };
  if (body.gzip && accepts('gzip')) {
    return { representation: body.gzip, etag: body.gzip.etag, compressOnTheWay: false };
  }
  const compressOnTheWay =
    body.identity.bytes.length >= COMPRESS_FROM_BYTES && !body.gzip && (accepts('br') || accepts('gzip'));
  return {
    representation: body.identity,
    etag: compressOnTheWay ? `W/${body.identity.etag}` : body.identity.etag,
    compressOnTheWay,
  };
}

/**
 * Browsers keep a prepared body but ask again each time (a 304 while nothing changed), so an edit
 * shows on the next load.
 */
export const REVALIDATE = 'no-cache';
