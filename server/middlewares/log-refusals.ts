import type { Middleware } from 'koa';
import type { AppState } from '../http/context.js';
import type { Logger } from '../logger.js';

/**
 * A security event for every admin call a role may not make (the route's `needs` check refused
 * it): who, from where, which permission and which route; nothing of what was asked for.
 */
export function logRefusals(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const permission = ctx.state.refused;
      const user = ctx.state.user;
      if (permission && user) {
        logger.warn(
          {
            event: 'admin.refused',
            permission,
            method: ctx.method,
            path: ctx.path,
            userId: user.id,
            role: user.role,
            ip: ctx.ip,
          },
          `refused ${permission}`,
        );
      }
      throw error;
    }
  };
}
