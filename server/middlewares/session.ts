import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { createSessionStore } from '../auth/session-store.js';

export const SESSION_COOKIE = 'agency.sid';

/**
 * Admin sessions: an HttpOnly, SameSite=Strict, signed cookie holding only a random id; the data
 * lives in the database. `rolling` renews the idle timeout on each request (the store's expiry,
 * on the app's clock); the absolute lifetime is enforced by requireAdmin from `signedInAt`.
 */
export function adminSession(app: Koa, knex: Knex, config: Config, clock: Clock): Koa.Middleware {
  // `path` and the other cookie attributes are passed through to ctx.cookies.set.
  const options: Record<string, unknown> = {
    key: SESSION_COOKIE,
    store: createSessionStore(knex, config.sessionIdleMs, clock),
    maxAge: config.sessionIdleMs,
    rolling: true,
    renew: false,
    httpOnly: true,
    signed: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/api/admin',
    overwrite: true,
  };
  const middleware = session(options as Parameters<typeof session>[0], app) as unknown as Koa.Middleware;
  return async (ctx, next) => {
    // Behind a TLS-terminating proxy the hop to Node is plain http; PUBLIC_URL says the site is https.
    if (config.cookieSecure) ctx.cookies.secure = true;
    await middleware(ctx, next);
  };
}

/** koa-session sets `ctx.session`; its package ships no typing for that, so it is declared here. */
export interface AdminSession {
  userId?: number;
  signedInAt?: number;
  /**
   * Between the password and the full sign-in: whose password was right, and the one step this
   * session may still take (the second factor, or enrolling one). It sees no data meanwhile.
   */
  pending?: { userId: number; step: 'second-factor' | 'enrol'; since: number };
  /**
   * The TOTP set-up under way (a first key or a replacement), until a code from the app confirms
   * it or it is 10 minutes old. Read and written only through readTotpSetup/writeTotpSetup.
   */
  totpSetup?: { secret: string; since: number };
  /** The WebAuthn challenge of the passkey ceremony under way. */
  challenge?: string;
  /** The session's id in the store (its hash names it in the sessions list). */
  readonly externalKey?: string;
  regenerate(): Promise<void>;
}

declare module 'koa' {
  interface BaseContext {
    session: AdminSession | null;
  }
}
