import Router from '@koa/router';
import {
  invitationAcceptValidator,
  passwordResetConfirmValidator,
  passwordResetValidator,
  tokenValidator,
} from '@shared/schemas/staff.js';
import { errorMessages } from '@shared/messages.js';
import { tooManyRequests } from '@server/errors.js';
import type { AppState } from '@server/http/context.js';
import { readBody } from '@server/http/input.js';
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
export function adminLinkRoutes(links: StaffLinks, deps: LoginDeps, mailOn: boolean): Router<AppState> {
  const router = new Router<AppState>({ strict: true, sensitive: true });
  router.post('/invitations/check', async (ctx) => {
    const { token } = readBody(ctx, tokenValidator);
    ctx.body = await links.invitations.preview(token);
  });
  router.post('/invitations/accept', async (ctx) => {
    const { token, username, password } = readBody(ctx, invitationAcceptValidator);
    const user = await links.invitations.accept(token, username, password, ctx.ip || null);
    deps.logger.info(
      { event: 'team.invitation-accepted', userId: user.id, ip: ctx.ip },
      'invitation accepted',
    );
    // Like a sign-in with the new password: enrolment next when a factor is required.
    ctx.body = await afterPassword(ctx, user, deps);
  });
  router.post('/password-reset', async (ctx) => {
    const { email } = readBody(ctx, passwordResetValidator);
    const attempt = await deps.throttle.begin(email.toLowerCase(), ctx.ip);
    if (!attempt.allowed) throw tooManyRequests(errorMessages.tooManyRequests, attempt.retryAfterMs / 1000);
    await links.passwordResets.request(email, { mail: mailOn });
    deps.logger.info({ event: 'password-reset.requested', ip: ctx.ip }, 'password reset requested');
    ctx.status = 202;
    ctx.body = { message: mailOn ? RESET_REQUESTED.mailed : RESET_REQUESTED.noMail };
  });
  router.post('/password-reset/check', async (ctx) => {
    const { token } = readBody(ctx, tokenValidator);
    await links.passwordResets.check(token);
    ctx.status = 204;
  });
  // The link to a new e-mail address, opened anywhere (another device, no session): confirmed by
  // the page's button, never by opening the link (mail scanners open links too).
  router.post('/account/email/confirm', async (ctx) => {
    const { token } = readBody(ctx, tokenValidator);
    const user = await deps.emailChanges.confirm(token, ctx.ip || null);
    deps.logger.info({ event: 'account.email-confirmed', userId: user.id, ip: ctx.ip }, 'e-mail confirmed');
    ctx.status = 204;
  });
  router.post('/password-reset/confirm', async (ctx) => {
    const { token, password } = readBody(ctx, passwordResetConfirmValidator);
    const user = await links.passwordResets.confirm(token, password, ctx.ip || null);
    deps.logger.info({ event: 'password-reset.done', userId: user.id, ip: ctx.ip }, 'password reset');
    ctx.status = 204;
  });
  return router;
}
