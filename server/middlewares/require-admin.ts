import type { Middleware } from 'koa';
import { AdminUser } from '../../db/models/index.js';
import { unauthorized } from '../errors.js';
import type { AppState } from '../http/context.js';

/** Every /api/admin route but login: a live session of an existing user, else 401 JSON. */
export function requireAdmin(absoluteLifetimeMs: number): Middleware<AppState> {
  return async (ctx, next) => {
    const session = ctx.session;
    const userId = session?.userId;
    const signedInAt = session?.signedInAt;
    if (typeof userId !== 'number' || typeof signedInAt !== 'number') throw unauthorized();
    const user =
      Date.now() - signedInAt < absoluteLifetimeMs ? await AdminUser.query().findById(userId) : undefined;
    if (!user) {
      ctx.session = null;
      throw unauthorized();
    }
    ctx.state.user = user;
    await next();
  };
}
