import Router from '@koa/router';
import type { AdminUser } from '@db/models/index.js';
import { errorMessages } from '@shared/messages.js';
import { loginValidator } from '@shared/schemas/login.js';
import type { LoginThrottle } from '@server/auth/login-throttle.js';
import type { Clock } from '@server/clock.js';
import type { PasswordCheckQueue } from '@server/auth/password-checks.js';
import { notFound, tooManyRequests, unauthorized } from '@server/errors.js';
import type { AppState } from '@server/http/context.js';
import { readBody } from '@server/http/input.js';
import type { Logger } from '@server/logger.js';
import { presentUser } from '@server/presenters/admin.js';
import { needs } from '@server/http/permissions.js';

/** Seconds a login turned away by the full password-check queue is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

export interface LoginDeps {
  throttle: LoginThrottle;
  passwordChecks: PasswordCheckQueue;
  /** The user for these credentials, or null (the slow password hashing happens here). */
  verifyCredentials(username: string, password: string): Promise<AdminUser | null>;
  logger: Logger;
  /** The clock the session's absolute lifetime is measured with. */
  clock: Clock;
}

/**
 * POST /api/admin/login: the one admin route without a session. The throttle is asked before the
 * password is checked, and the check waits in a bounded queue, so neither guessing nor a burst of
 * logins gets to do expensive work. Every outcome is logged as a security event.
 */
export function adminLoginRoutes({ throttle, passwordChecks, verifyCredentials, logger, clock }: LoginDeps) {
  // Exactly /login (no trailing slash, no other case): every other path goes on to the guard.
  const router = new Router<AppState>({ strict: true, sensitive: true });
  router.post('/login', async (ctx) => {
    const { username, password } = readBody(ctx, loginValidator);
    const who = { username, ip: ctx.ip };
    const attempt = await throttle.begin(username, ctx.ip);
    if (!attempt.allowed) {
      logger.warn({ event: 'login.locked', ...who, scopes: attempt.scopes }, 'login refused: locked');
      throw tooManyRequests(errorMessages.tooManyLogins, attempt.retryAfterMs / 1000);
    }
    const checked = await passwordChecks.run(ctx.ip, () => verifyCredentials(username, password));
    if (!checked.ran) {
      await attempt.refund();
      logger.warn({ event: 'login.busy', ...who }, 'login refused: too many password checks waiting');
      throw tooManyRequests(errorMessages.loginBusy, BUSY_RETRY_SECONDS);
    }
    const user = checked.value;
    if (!user) {
      logger.warn({ event: 'login.failure', ...who }, 'login failed');
      throw unauthorized(errorMessages.loginFailed);
    }
    await attempt.refund();
    ctx.session!.userId = user.id;
    ctx.session!.signedInAt = clock();
    // A new session id on login: an id planted before login is worthless afterwards.
    await ctx.session!.regenerate();
    logger.info({ event: 'login.success', ...who, userId: user.id }, 'signed in');
    ctx.body = presentUser(user);
  });
  // The login path answers POST only; any other method finds nothing here (404), session or not.
  router.all('/login', () => {
    throw notFound();
  });
  return router;
}

/** The current user and logout (behind requireAdmin). */
export function adminSessionRoutes(logger: Logger): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/user', needs('account'), (ctx) => {
    ctx.body = presentUser(ctx.state.user!);
  });
  router.post('/logout', needs('account'), (ctx) => {
    const user = ctx.state.user!;
    ctx.session = null;
    logger.info({ event: 'logout', username: user.username, userId: user.id, ip: ctx.ip }, 'signed out');
    ctx.status = 204;
  });
  return router;
}
