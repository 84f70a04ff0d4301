// fresh 0.5 (Koa's `ctx.fresh`) ships no types.
declare module 'fresh' {
  import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

  /** Whether the client's copy (If-None-Match, If-Modified-Since) is the response's. */
  export default function fresh(reqHeaders: IncomingHttpHeaders, resHeaders: OutgoingHttpHeaders): boolean;
}
