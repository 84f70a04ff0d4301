import type { Middleware } from 'koa';
import type { AppState } from '../http/context.js';
import type { Logger } from '../logger.js';

const ACTIONS: Record<string, string> = { POST: 'create', PATCH: 'update', PUT: 'update', DELETE: 'delete' };
const ADMIN_PREFIX = '/api/admin/';
/** Logged by their own routes (with more detail). */
const OWN_LOG = new Set(['login', 'logout']);

/**
 * Every successful admin write leaves a security event: who (user and address) did what to which
 * entry. Only ids are logged, never the data written, so applicants' details stay out of the log.
 * Runs behind requireAdmin, so `ctx.state.user` is the signed-in user.
 */
export function logAdminWrites(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    const action = ctx.state.adminWrite?.action ?? ACTIONS[ctx.method];
    const user = ctx.state.user;
    if (!action || !user || ctx.status >= 400 || !ctx.path.startsWith(ADMIN_PREFIX)) return;
    const [entity = '', pathId] = ctx.path.slice(ADMIN_PREFIX.length).split('/');
    if (OWN_LOG.has(entity)) return;
    const body = ctx.body as { id?: unknown; url?: unknown } | undefined;
    // The path names the entry; a create names it in its answer (an upload by its stored address);
    // a bulk action names its ids itself.
    const pathEntry = pathId !== undefined && /^\d+$/.test(pathId) ? Number(pathId) : pathId;
    const id = ctx.state.adminWrite?.id ?? pathEntry ?? body?.id ?? body?.url;
    logger.info(
      { event: 'admin.write', action, entity, id, username: user.username, userId: user.id, ip: ctx.ip },
      `${action} ${entity}`,
    );
  };
}
