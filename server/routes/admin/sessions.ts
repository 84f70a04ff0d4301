import Router from '@koa/router';
import { staffMessages } from '@shared/staff-texts.js';
import { notFound } from '@server/errors.js';
import type { AppState } from '@server/http/context.js';
import { needs } from '@server/http/permissions.js';
import { actorOf } from '@server/http/actor.js';
import type { Logger } from '@server/logger.js';
import type { StaffSessions } from '@server/services/staff-sessions.js';
import { currentSessionId } from './account.js';

/** "Angemeldete Geräte": the signed-in person's sessions; end one, or all but this one. */
export function adminSessionListRoutes(sessions: StaffSessions, logger: Logger): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/sessions' });
  router.get('/', needs('account'), async (ctx) => {
    ctx.body = await sessions.list(ctx.state.user!.id, currentSessionId(ctx));
  });
  // All but this one.
  router.delete('/', needs('account'), async (ctx) => {
    const user = ctx.state.user!;
    const ended = await sessions.endOthers(user.id, currentSessionId(ctx), actorOf(ctx));
    logger.info(
      { event: 'sessions.ended-others', userId: user.id, ip: ctx.ip, ended },
      'other sessions ended',
    );
    ctx.body = { ended };
  });
  router.delete('/:id', needs('account'), async (ctx) => {
    const user = ctx.state.user!;
    const id = ctx.params.id!;
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(id) || !(await sessions.end(user.id, id, actorOf(ctx)))) {
      throw notFound(staffMessages.sessionNotFound);
    }
    if (id === currentSessionId(ctx)) ctx.session = null;
    logger.info({ event: 'sessions.ended', userId: user.id, ip: ctx.ip }, 'session ended');
    ctx.status = 204;
  });
  return router;
}
