import Router from '@koa/router';
import { errorMessages } from '../../../shared/messages.js';
import { loginValidator } from '../../../shared/schemas/login.js';
import type { LoginThrottle } from '../../auth/login-throttle.js';
import { unauthorized } from '../../errors.js';
import type { AppState } from '../../http/context.js';
import { readBody } from '../../http/input.js';
import { presentUser } from '../../presenters/admin.js';
import { verifyCredentials } from '../../services/users.js';

/** POST /api/admin/login: the one admin route without a session. */
export function adminLoginRoutes(throttle: LoginThrottle): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/login', async (ctx) => {
    const { username, password } = readBody(ctx, loginValidator);
    await throttle.assertAllowed(username, ctx.ip);
    const user = await verifyCredentials(username, password);
    if (!user) {
      await throttle.recordFailure(username, ctx.ip);
      throw unauthorized(errorMessages.loginFailed);
    }
    await throttle.recordSuccess(username, ctx.ip);
    ctx.session!.userId = user.id;
    ctx.session!.signedInAt = Date.now();
    // A new session id on login: an id planted before login is worthless afterwards.
    await ctx.session!.regenerate();
    ctx.body = presentUser(user);
  });
  return router;
}

/** The current user and logout (behind requireAdmin). */
export function adminSessionRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/user', (ctx) => {
    ctx.body = presentUser(ctx.state.user!);
  });
  router.post('/logout', (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });
  return router;
}
