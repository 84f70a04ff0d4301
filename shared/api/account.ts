import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type {
  AdminUser,
  Passkey,
  PasskeyList,
  PasskeyRegistered,
  PasswordChanged,
  RecoveryCodes,
  TotpConfirmed,
  TotpEnrolment,
} from '../api-types.js';
import { passkeyRegistrationValidator } from '../schemas/passkey.js';
import {
  accountAlertsValidator,
  accountUpdateValidator,
  passkeyNameValidator,
  passwordChangeValidator,
  stepUpValidator,
  totpConfirmValidator,
} from '../schemas/staff.js';
import { empty, endpoint, json } from './endpoint.js';

/**
 * „Mein Konto“: the signed-in person's profile, alerts, password and second factors. Adding a
 * factor is `enrolment`: also open to a sign-in whose only step left is enrolling one (without the
 * password typed again, which a signed-in session gives to step up).
 */
export const account = {
  totp: {
    start: endpoint({
      method: 'POST',
      path: '/api/admin/account/totp',
      access: 'enrolment',
      summary: 'Starts setting up (or replacing) the authenticator app: its key and QR code',
      body: stepUpValidator,
      answer: json<TotpEnrolment>(),
      errors: [400, 401, 403, 429],
    }),
    confirm: endpoint({
      method: 'POST',
      path: '/api/admin/account/totp/confirm',
      access: 'enrolment',
      summary: "Confirms the app's set-up with a code (the recovery codes when it is the first factor)",
      body: totpConfirmValidator,
      answer: json<TotpConfirmed>(),
      errors: [400, 401, 409, 429],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/admin/account/totp',
      access: 'account',
      summary: 'Removes the authenticator app (password typed again)',
      body: stepUpValidator,
      answer: empty(),
      status: 204,
      errors: [400, 403, 409, 429],
    }),
  },
  passkeys: {
    options: endpoint({
      method: 'POST',
      path: '/api/admin/account/passkeys/options',
      access: 'enrolment',
      summary: 'The WebAuthn options of a new passkey (password typed again when signed in)',
      body: stepUpValidator,
      answer: json<PublicKeyCredentialCreationOptionsJSON>(),
      errors: [400, 401, 403, 409, 429],
    }),
    register: endpoint({
      method: 'POST',
      path: '/api/admin/account/passkeys',
      access: 'enrolment',
      summary: 'Registers a passkey (the recovery codes when it is the first factor)',
      body: passkeyRegistrationValidator,
      answer: json<PasskeyRegistered>(),
      status: 201,
      errors: [400, 401, 409],
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/admin/account/passkeys',
      access: 'account',
      summary: 'My passkeys, and whether passkeys work at this address',
      answer: json<PasskeyList>(),
    }),
    rename: endpoint({
      method: 'PATCH',
      path: '/api/admin/account/passkeys/:id',
      access: 'account',
      summary: 'Renames one of my passkeys',
      body: passkeyNameValidator,
      answer: json<Passkey>(),
      errors: [400, 404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/admin/account/passkeys/:id',
      access: 'account',
      summary: 'Removes one of my passkeys (password typed again)',
      body: stepUpValidator,
      answer: empty(),
      status: 204,
      errors: [400, 403, 404, 409, 429],
    }),
  },
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/admin/account/recovery-codes',
    access: 'account',
    summary: 'New recovery codes; the earlier ones stop working (password typed again)',
    body: stepUpValidator,
    answer: json<RecoveryCodes>(),
    errors: [400, 403, 409, 429],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/account',
    access: 'account',
    summary: 'Changes my name, and starts a change of address (confirmed by a mailed link)',
    body: accountUpdateValidator,
    answer: json<AdminUser>(),
    errors: [400, 409, 429],
  }),
  emailResend: endpoint({
    method: 'POST',
    path: '/api/admin/account/email/resend',
    access: 'account',
    summary: 'Mails the link to the address waiting again (the earlier link stops working)',
    answer: json<AdminUser>(),
    errors: [409],
  }),
  emailCancel: endpoint({
    method: 'DELETE',
    path: '/api/admin/account/email',
    access: 'account',
    summary: 'Withdraws the address waiting; the one in use stays',
    answer: json<AdminUser>(),
    errors: [409],
  }),
  alerts: endpoint({
    method: 'PATCH',
    path: '/api/admin/account/alerts',
    access: 'account',
    summary: 'The e-mails I want',
    body: accountAlertsValidator,
    answer: json<AdminUser>(),
    errors: [400],
  }),
  password: endpoint({
    method: 'POST',
    path: '/api/admin/account/password',
    access: 'account',
    summary: 'A new password (the current one typed); by default the other sessions end',
    body: passwordChangeValidator,
    answer: json<PasswordChanged>(),
    errors: [400, 429],
  }),
};
