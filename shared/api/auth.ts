import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AdminUser, LoginStep, PasskeyAvailability } from '../api-types.js';
import { loginValidator } from '../schemas/login.js';
import { passkeyAuthenticationValidator } from '../schemas/passkey.js';
import { secondFactorValidator } from '../schemas/staff.js';
import { empty, endpoint, json } from './endpoint.js';

/**
 * Signing in and out: the password, then the second factor (a code, a recovery code or a
 * passkey), or a passkey alone; the signed-in person; the logout. The sign-in paths are matched
 * exactly (no trailing slash, no other case) and answer only their methods (404 otherwise).
 */
export const auth = {
  login: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    access: 'sign-in',
    summary: 'Checks the password (throttled): the user, or the step left (second factor, enrolment)',
    body: loginValidator,
    answer: json<LoginStep>(),
    errors: [400, 401, 403, 429],
  }),
  secondFactor: endpoint({
    method: 'POST',
    path: '/api/admin/login/second-factor',
    access: 'sign-in',
    summary: 'The second step of a sign-in: a code of the authenticator app or a recovery code',
    body: secondFactorValidator,
    answer: json<AdminUser>(),
    errors: [400, 401, 429],
  }),
  passkeyAvailability: endpoint({
    method: 'GET',
    path: '/api/admin/login/passkey',
    access: 'sign-in',
    summary: 'Whether passkeys work at this address (the login page offers them then)',
    answer: json<PasskeyAvailability>(),
  }),
  passkeyOptions: endpoint({
    method: 'POST',
    path: '/api/admin/login/passkey/options',
    access: 'sign-in',
    summary: "The WebAuthn options of a passkey sign-in (the pending account's passkeys, or any)",
    answer: json<PublicKeyCredentialRequestOptionsJSON>(),
    errors: [401],
  }),
  passkey: endpoint({
    method: 'POST',
    path: '/api/admin/login/passkey',
    access: 'sign-in',
    summary: 'Signs in with a passkey: the second factor, or without a password (throttled)',
    body: passkeyAuthenticationValidator,
    answer: json<AdminUser>(),
    errors: [400, 401, 403, 429],
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/user',
    access: 'account',
    summary: 'The signed-in person: role, permissions, second factors, alerts',
    answer: json<AdminUser>(),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    access: 'account',
    summary: 'Ends the session',
    answer: empty(),
    status: 204,
  }),
};
