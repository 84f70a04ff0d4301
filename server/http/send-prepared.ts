import type Koa from 'koa';
import { negotiate, REVALIDATE, type PreparedBody } from '../prepared-body.js';

/**
 * Sends a prepared body: the coding the client accepts, its ETag, `Vary: Accept-Encoding`,
 * `Cache-Control: no-cache`, and `304 Not Modified` when the client already has these bytes
 * (If-None-Match).
 */
export function sendPrepared(
  ctx: Koa.Context,
  body: PreparedBody,
  status = 200,
  { noStore = false }: { noStore?: boolean } = {},
): void {
  const { representation, etag, compressOnTheWay } = negotiate(
    body,
    (coding) => ctx.acceptsEncodings(coding) === coding,
  );
  ctx.vary('Accept-Encoding');
  // noStore: a page for one request only (a token page): `no-store`, no ETag, never a 304.
  ctx.set('Cache-Control', noStore ? 'no-store' : REVALIDATE);
  ctx.status = status;
  ctx.type = body.type;
  if (!noStore) ctx.etag = etag;
  if (!noStore && status === 200 && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (!compressOnTheWay) ctx.compress = false;
  if (representation.encoding) ctx.set('Content-Encoding', representation.encoding);
  ctx.body = representation.bytes;
}
