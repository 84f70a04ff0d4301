import type { InvitationPreview, LoginStep, PasswordResetRequested } from '../api-types.js';
import {
  invitationAcceptValidator,
  passwordResetConfirmValidator,
  passwordResetValidator,
  tokenValidator,
} from '../schemas/staff.js';
import { empty, endpoint, json } from './endpoint.js';

/**
 * The links mailed to staff, which need no session: invitations, password resets, a new e-mail
 * address. Matched exactly, as the sign-in's paths.
 */
export const links = {
  invitationCheck: endpoint({
    method: 'POST',
    path: '/api/admin/invitations/check',
    access: 'sign-in',
    summary: 'Whom an invitation link is for, before its form',
    body: tokenValidator,
    answer: json<InvitationPreview>(),
    errors: [400, 404, 410],
  }),
  invitationAccept: endpoint({
    method: 'POST',
    path: '/api/admin/invitations/accept',
    access: 'sign-in',
    summary: 'Accepts an invitation: the new account, then the sign-in step as after a password',
    body: invitationAcceptValidator,
    answer: json<LoginStep>(),
    errors: [400, 404, 409, 410],
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/admin/password-reset',
    access: 'sign-in',
    summary: 'Asks for a reset link by e-mail (the same answer for any address; throttled)',
    body: passwordResetValidator,
    answer: json<PasswordResetRequested>(),
    status: 202,
    errors: [400, 429],
  }),
  passwordResetCheck: endpoint({
    method: 'POST',
    path: '/api/admin/password-reset/check',
    access: 'sign-in',
    summary: 'Whether a reset link still works, before its form',
    body: tokenValidator,
    answer: empty(),
    status: 204,
    errors: [400, 404, 410],
  }),
  emailConfirm: endpoint({
    method: 'POST',
    path: '/api/admin/account/email/confirm',
    access: 'sign-in',
    summary: 'Confirms a new e-mail address by the token of its link',
    body: tokenValidator,
    answer: empty(),
    status: 204,
    errors: [400, 404, 409, 410],
  }),
  passwordResetConfirm: endpoint({
    method: 'POST',
    path: '/api/admin/password-reset/confirm',
    access: 'sign-in',
    summary: 'Sets the new password of a reset link',
    body: passwordResetConfirmValidator,
    answer: empty(),
    status: 204,
    errors: [400, 404, 410],
  }),
};
