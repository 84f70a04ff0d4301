import type { Middleware } from 'koa';
import type { Clock } from '../clock.js';
import { unauthorized } from '../errors.js';
import type { AppState } from '../http/context.js';
import type { UserService } from '../services/users.js';

/**
 * Every /api/admin route but login: a session younger than its absolute lifetime, of a user that
 * still exists, else 401 JSON. (The idle timeout is the session store's expiry.)
 */
export function requireAdmin(
  users: Pick<UserService, 'findById'>,
  absoluteLifetimeMs: number,
  clock: Clock,
): Middleware<AppState> {
  return async (ctx, next) => {
    const session = ctx.session;
    const userId = session?.userId;
    const signedInAt = session?.signedInAt;
    if (typeof userId !== 'number' || typeof signedInAt !== 'number') throw unauthorized();
    const user = clock() - signedInAt < absoluteLifetimeMs ? await users.findById(userId) : undefined;
    // A disabled account's sessions were ended; this catches one that raced the disabling.
    if (!user || user.disabledAt) {
      ctx.session = null;
      throw unauthorized();
    }
    ctx.state.user = user;
    await next();
  };
}
