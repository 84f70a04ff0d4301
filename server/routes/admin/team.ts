import Router from '@koa/router';
import { can } from '@shared/roles.js';
import { invitationValidator, teamUpdateValidator } from '@shared/schemas/staff.js';
import { staffMessages } from '@shared/staff-texts.js';
import { forbidden } from '@server/errors.js';
import type { AppState } from '@server/http/context.js';
import { readBody, readId } from '@server/http/input.js';
import { needs } from '@server/http/permissions.js';
import { actorOf } from '@server/http/actor.js';
import type { Logger } from '@server/logger.js';
import type { InvitationCreated } from '@shared/api-types.js';
import type { StaffLinks } from '@server/services/staff-links.js';
import type { TeamService } from '@server/services/team.js';

export interface TeamRouteDeps {
  team: TeamService;
  links: StaffLinks;
  logger: Logger;
  /** Whether mail can be sent (SMTP configured): otherwise the inviter gets the link once. */
  mailOn: boolean;
  siteOrigin: () => string;
}

/** The team screen (owners and administration): accounts, roles, invitations. */
export function adminTeamRoutes({
  team,
  links,
  logger,
  mailOn,
  siteOrigin,
}: TeamRouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/team' });
  const event = (name: string, ctx: { ip: string; state: AppState }, details: object = {}) =>
    logger.info(
      { event: `team.${name}`, userId: ctx.state.user!.id, ip: ctx.ip, ...details },
      `team: ${name}`,
    );

  router.get('/', needs('team.read'), async (ctx) => {
    ctx.body = await team.list();
  });

  // Before '/:id' routes of the same length.
  router.get('/invitations', needs('team.read'), async (ctx) => {
    ctx.body = await links.invitations.list();
  });
  router.post('/invitations', needs('team.manage'), async (ctx) => {
    const input = readBody(ctx, invitationValidator);
    const inviter = ctx.state.user!;
    if (input.role === 'owner' && !can(inviter.role, 'team.owners'))
      throw forbidden(staffMessages.ownersOnly);
    const { invitation, link } = await links.invitations.create(inviter, input, {
      mail: mailOn,
      siteOrigin: siteOrigin(),
      actor: actorOf(ctx),
    });
    event('invited', ctx, { invitationId: invitation.id, role: input.role, mailed: mailOn });
    const body: InvitationCreated = { invitation, mailed: mailOn, link };
    ctx.status = 201;
    ctx.body = body;
  });
  router.delete('/invitations/:id', needs('team.manage'), async (ctx) => {
    const revoked = await links.invitations.revoke(readId(ctx), actorOf(ctx));
    event('invitation-revoked', ctx, { invitationId: revoked.id });
    ctx.status = 204;
  });

  router.patch('/:id', needs('team.manage'), async (ctx) => {
    const id = readId(ctx);
    const change = await team.update(ctx.state.user!, id, readBody(ctx, teamUpdateValidator), actorOf(ctx));
    event('updated', ctx, {
      targetId: id,
      role: change.after?.role,
      active: !change.after?.disabledAt,
      ended: change.endedSessions,
    });
    ctx.body = await team.member(change.after!);
  });
  router.delete('/:id', needs('team.manage'), async (ctx) => {
    const id = readId(ctx);
    const change = await team.remove(ctx.state.user!, id, actorOf(ctx));
    event('deleted', ctx, { targetId: id, ended: change.endedSessions });
    ctx.status = 204;
  });
  router.delete('/:id/sessions', needs('team.manage'), async (ctx) => {
    const id = readId(ctx);
    const change = await team.endSessions(ctx.state.user!, id, actorOf(ctx));
    event('sessions-ended', ctx, { targetId: id, ended: change.endedSessions });
    ctx.body = { ended: change.endedSessions };
  });
  router.post('/:id/reset-2fa', needs('team.owners'), async (ctx) => {
    const id = readId(ctx);
    const change = await team.resetSecondFactor(id, actorOf(ctx));
    event('second-factor-reset', ctx, { targetId: id, ended: change.endedSessions });
    ctx.body = { ended: change.endedSessions };
  });
  return router;
}
