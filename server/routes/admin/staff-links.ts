import { links } from '@shared/api/links.js';
import { errorMessages } from '@shared/messages.js';
import { tooManyRequests } from '@server/errors.js';
import { route, type Route } from '@server/http/endpoints.js';
import type { StaffLinks } from '@server/services/staff-links.js';
import type { LoginDeps } from './auth.js';
import { afterPassword } from './sign-in.js';

/** The answer to a reset request, the same whether or not an account has the address. */
export const RESET_REQUESTED = {
  mailed:
    'Wenn ein aktives Konto diese E-Mail-Adresse hat, ist eine E-Mail mit einem Link unterwegs. Er gilt eine Stunde.',
  noMail:
    'Dieser Server verschickt keine E-Mails. Bitte wenden Sie sich an die Inhaber oder die Administration der Agentur: Sie können Ihr Passwort im Team-Bereich zurücksetzen und Ihnen den Link geben.',
} as const;

/**
 * The links of invitations, password resets and new e-mail addresses, which need no session:
 * check a link before its form, accept an invitation, request and confirm a reset, confirm an
 * address. Reset requests count against the
 * login throttle (by address and e-mail), so nobody mails a person a hundred times.
 */
export function adminLinkRoutes(staffLinks: StaffLinks, deps: LoginDeps, mailOn: boolean): Route[] {
  return [
    route(links.invitationCheck, (_ctx, { body }) => staffLinks.invitations.preview(body.token)),
    route(links.invitationAccept, async (ctx, input) => {
      const { token, username, password } = input.body;
      const user = await staffLinks.invitations.accept(token, username, password, ctx.ip || null);
      deps.logger.info(
        { event: 'team.invitation-accepted', userId: user.id, ip: ctx.ip },
        'invitation accepted',
      );
      // Like a sign-in with the new password: enrolment next when a factor is required.
      return afterPassword(ctx, user, deps);
    }),
    route(links.passwordReset, async (ctx, { body: { email } }) => {
      const attempt = await deps.throttle.begin(email.toLowerCase(), ctx.ip);
      if (!attempt.allowed) throw tooManyRequests(errorMessages.tooManyRequests, attempt.retryAfterMs / 1000);
      await staffLinks.passwordResets.request(email, { mail: mailOn });
      deps.logger.info({ event: 'password-reset.requested', ip: ctx.ip }, 'password reset requested');
      return { message: mailOn ? RESET_REQUESTED.mailed : RESET_REQUESTED.noMail };
    }),
    route(links.passwordResetCheck, async (_ctx, { body }) => {
      await staffLinks.passwordResets.check(body.token);
    }),
    // The link to a new e-mail address, opened anywhere (another device, no session): confirmed by
    // the page's button, never by opening the link (mail scanners open links too).
    route(links.emailConfirm, async (ctx, { body }) => {
      const user = await deps.emailChanges.confirm(body.token, ctx.ip || null);
      deps.logger.info({ event: 'account.email-confirmed', userId: user.id, ip: ctx.ip }, 'e-mail confirmed');
    }),
    route(links.passwordResetConfirm, async (ctx, input) => {
      const { token, password } = input.body;
      const user = await staffLinks.passwordResets.confirm(token, password, ctx.ip || null);
      deps.logger.info({ event: 'password-reset.done', userId: user.id, ip: ctx.ip }, 'password reset');
    }),
  ];
}
