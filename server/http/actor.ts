import type { Actor } from '../services/activity-log.js';
import type { AppContext } from './context.js';

/**
 * The signed-in staff member who makes a change, for the activity log: their id, their name at
 * the time (the row keeps it when the account is renamed or deleted) and their address (ctx.ip,
 * which honours TRUST_PROXY). Every admin write route runs behind requireAdmin.
 */
export function actorOf(ctx: AppContext): Actor {
  const user = ctx.state.user;
  if (!user) throw new Error('an admin write without a signed-in user');
  return { id: user.id, name: user.displayName || user.username, ip: ctx.ip || null };
}
