import { sessions } from '@shared/api/sessions.js';
import { staffMessages } from '@shared/staff-texts.js';
import { notFound } from '@server/errors.js';
import { route, type Route } from '@server/http/endpoints.js';
import { actorOf } from '@server/http/actor.js';
import type { Logger } from '@server/logger.js';
import type { StaffSessions } from '@server/services/staff-sessions.js';
import { currentSessionId } from './account.js';

/** "Angemeldete Geräte": the signed-in person's sessions; end one, or all but this one. */
export function adminSessionListRoutes(staffSessions: StaffSessions, logger: Logger): Route[] {
  return [
    route(sessions.list, (ctx) => staffSessions.list(ctx.state.user!.id, currentSessionId(ctx))),
    // All but this one.
    route(sessions.endOthers, async (ctx) => {
      const user = ctx.state.user!;
      const ended = await staffSessions.endOthers(user.id, currentSessionId(ctx), actorOf(ctx));
      logger.info(
        { event: 'sessions.ended-others', userId: user.id, ip: ctx.ip, ended },
        'other sessions ended',
      );
      return { ended };
    }),
    route(sessions.end, async (ctx, { params }) => {
      const user = ctx.state.user!;
      const id = params.sessionId;
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(id) || !(await staffSessions.end(user.id, id, actorOf(ctx)))) {
        throw notFound(staffMessages.sessionNotFound);
      }
      if (id === currentSessionId(ctx)) ctx.session = null;
      logger.info({ event: 'sessions.ended', userId: user.id, ip: ctx.ip }, 'session ended');
    }),
  ];
}
