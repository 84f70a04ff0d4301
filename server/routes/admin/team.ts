import { team } from '@shared/api/team.js';
import { can } from '@shared/roles.js';
import { staffMessages } from '@shared/staff-texts.js';
import type { AdminUser } from '@db/models/index.js';
import { errorMessages } from '@shared/messages.js';
import { forbidden, HttpError, tooManyRequests } from '@server/errors.js';
import type { AppContext, AppState } from '@server/http/context.js';
import { route, type Route } from '@server/http/endpoints.js';
import { actorOf } from '@server/http/actor.js';
import type { Logger } from '@server/logger.js';
import type { LoginThrottle } from '@server/auth/login-throttle.js';
import type { UserService } from '@server/services/users.js';
import { currentSessionId } from './account.js';
import type { StaffLinks } from '@server/services/staff-links.js';
import type { TeamService } from '@server/services/team.js';
import type { EmailChanges } from '@server/services/email-changes.js';
import { mayGrant } from '@server/services/account-rules.js';

export interface TeamRouteDeps {
  team: TeamService;
  links: StaffLinks;
  emailChanges: EmailChanges;
  logger: Logger;
  /** Whether mail can be sent (SMTP configured): otherwise the inviter gets the link once. */
  mailOn: boolean;
  siteOrigin: () => string;
  /** To check the acting person's password (making someone owner). */
  users: Pick<UserService, 'checkPassword'>;
  throttle: LoginThrottle;
}

/** The team screen (owners and administration): accounts, roles, invitations. */
export function adminTeamRoutes({
  team: teamService,
  links,
  emailChanges,
  logger,
  mailOn,
  siteOrigin,
  users,
  throttle,
}: TeamRouteDeps): Route[] {
  /**
   * The acting person's password, typed again to make someone owner: missing or wrong is 403
   * (the step is refused, not the input), and every try counts against the login throttle.
   */
  async function confirmOwnerPassword(ctx: AppContext, actor: AdminUser, password: string | undefined) {
    const refuse = (message: string) => new HttpError(403, message, { password: message });
    if (!password) throw refuse(staffMessages.ownerPasswordNeeded);
    const attempt = await throttle.begin(actor.username, ctx.ip);
    if (!attempt.allowed) throw tooManyRequests(errorMessages.tooManyLogins, attempt.retryAfterMs / 1000);
    if (!(await users.checkPassword(actor, password))) {
      logger.warn({ event: 'team.owner-password-wrong', userId: actor.id, ip: ctx.ip }, 'password wrong');
      throw refuse(staffMessages.passwordWrong);
    }
    await attempt.refund();
  }
  const event = (name: string, ctx: { ip: string; state: AppState }, details: object = {}) =>
    logger.info(
      { event: `team.${name}`, userId: ctx.state.user!.id, ip: ctx.ip, ...details },
      `team: ${name}`,
    );

  return [
    route(team.list, () => teamService.list()),

    route(team.invitations.list, () => links.invitations.list()),
    route(team.invitations.create, async (ctx, { body: input }) => {
      const inviter = ctx.state.user!;
      // The rule the invitation is checked against again when it is accepted.
      if (!mayGrant(inviter.role, input.role)) throw forbidden(staffMessages.ownersOnly);
      const { invitation, link } = await links.invitations.create(inviter, input, {
        mail: mailOn,
        siteOrigin: siteOrigin(),
        actor: actorOf(ctx),
      });
      event('invited', ctx, { invitationId: invitation.id, role: input.role, mailed: mailOn });
      return { invitation, mailed: mailOn, link };
    }),
    route(team.invitations.revoke, async (ctx, { params }) => {
      const revoked = await links.invitations.revoke(ctx.state.user!, params.id, actorOf(ctx));
      event('invitation-revoked', ctx, { invitationId: revoked.id });
    }),

    route(team.update, async (ctx, { params: { id }, body }) => {
      const { password, ...input } = body;
      const actor = ctx.state.user!;
      // Making someone owner is done on purpose: the acting owner types their password.
      if (input.role === 'owner') {
        if (!can(actor.role, 'team.owners')) throw forbidden(staffMessages.ownersOnly);
        await confirmOwnerPassword(ctx, actor, password);
      }
      const change = await teamService.update(actor, id, input, actorOf(ctx));
      event('updated', ctx, {
        targetId: id,
        role: change.after?.role,
        active: !change.after?.disabledAt,
        ended: change.endedSessions,
      });
      return teamService.member(change.after!);
    }),
    route(team.remove, async (ctx, { params: { id } }) => {
      const change = await teamService.remove(ctx.state.user!, id, actorOf(ctx));
      event('deleted', ctx, { targetId: id, ended: change.endedSessions });
    }),
    route(team.endSessions, async (ctx, { params: { id } }) => {
      // On one's own row the session asking stays: the others end.
      const change = await teamService.endSessions(ctx.state.user!, id, actorOf(ctx), currentSessionId(ctx));
      event('sessions-ended', ctx, { targetId: id, ended: change.endedSessions });
      return { ended: change.endedSessions };
    }),
    route(team.passwordReset, async (ctx, { params: { id } }) => {
      const user = await teamService.resetTarget(ctx.state.user!, id);
      const issued = await links.passwordResets.issue(user, {
        mail: mailOn,
        siteOrigin: siteOrigin(),
        actor: actorOf(ctx),
      });
      event('password-reset-issued', ctx, { targetId: id, mailed: issued.mailed });
      return issued;
    }),
    /**
     * A colleague's (or one's own) address. With mail settings the new address is confirmed by its
     * owner like one given on „Mein Konto“ (the link goes to it, the address in use is told), so no
     * typo and no stranger's address takes effect; without, it takes effect at once: the only way
     * to change an address then. Answers the member (`pendingEmail` while a link waits).
     */
    route(team.email, async (ctx, { params: { id }, body: { email } }) => {
      const user = await teamService.emailTarget(ctx.state.user!, id);
      if (mailOn) await emailChanges.start(user, email, actorOf(ctx));
      const changed = mailOn ? user : await emailChanges.setDirectly(user, email, actorOf(ctx));
      event('email-set', ctx, { targetId: id, confirmation: mailOn });
      return teamService.member(changed);
    }),
    route(team.resetSecondFactor, async (ctx, { params: { id } }) => {
      const change = await teamService.resetSecondFactor(id, actorOf(ctx));
      event('second-factor-reset', ctx, { targetId: id, ended: change.endedSessions });
      return { ended: change.endedSessions };
    }),
  ];
}
