import type { Middleware } from 'koa';
import { can, type Permission } from '@shared/roles.js';
import { errorMessages } from '@shared/messages.js';
import { forbidden } from '../errors.js';
import type { AppState } from './context.js';

const PERMISSION = Symbol('permission');

/** A route's permission check, carrying the permission it checks (for the route list). */
export type PermissionCheck = Middleware<AppState> & { [PERMISSION]: Permission };

/**
 * The permission a route needs, declared where the route is declared, before its handler:
 * `router.get('/', needs('messages.read'), handler)`. Runs behind requireAdmin: a person whose
 * role lacks it gets a 403 with a German message (logged by logRefusals).
 */
export function needs(permission: Permission): PermissionCheck {
  const check: Middleware<AppState> = async (ctx, next) => {
    const user = ctx.state.user;
    if (!user || !can(user.role, permission)) {
      ctx.state.refused = permission;
      throw forbidden(errorMessages.forbidden);
    }
    await next();
  };
  return Object.assign(check, { [PERMISSION]: permission });
}

/** The permission a route declares: its first middleware's, if that is a `needs` check. */
export function declaredPermission(layer: { stack: unknown[] }): Permission | undefined {
  const first = layer.stack[0] as Partial<PermissionCheck> | undefined;
  return first?.[PERMISSION];
}
