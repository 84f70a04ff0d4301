import { Type, type Static } from '@sinclair/typebox';
import { LOGIN_LIMITS, STAFF_LIMITS } from '../constants.js';
import { ROLES } from '../roles.js';
import { staffMessages as m } from '../staff-texts.js';
import { tooLongMessage, validationMessages } from '../messages.js';
import { compile, type FieldErrors } from '../validation.js';
import { bool, oneOf, text } from './fields.js';

/** A password as typed (any characters: it is only ever hashed); the policy is checked apart. */
const password = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: LOGIN_LIMITS.passwordMax,
    errorMessage: { type: message, minLength: message, maxLength: tooLongMessage(LOGIN_LIMITS.passwordMax) },
  });
const untrimmed = { untrimmed: ['password', 'currentPassword', 'newPassword'] };

const code = Type.String({ minLength: 6, maxLength: 12, errorMessage: m.code });
const token = Type.String({
  minLength: 20,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
  errorMessage: m.token,
});
const email = text(3, STAFF_LIMITS.emailMax, m.email, { format: 'email', pattern: '^[^?&%]+$' });
const name = text(2, STAFF_LIMITS.nameMax, m.name);
const username = Type.String({
  pattern: `^[A-Za-z0-9._@-]{3,${LOGIN_LIMITS.usernameMax}}$`,
  errorMessage: m.username,
});
const role = oneOf(ROLES, m.role);

/** The second step of a sign-in: a TOTP code or a recovery code. */
export const secondFactorSchema = Type.Object(
  {
    code: Type.Optional(code),
    recoveryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32, errorMessage: m.recoveryCode })),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    maxProperties: 1,
    errorMessage: { minProperties: m.oneCode, maxProperties: m.oneCode },
  },
);
export const secondFactorValidator = compile(secondFactorSchema);
export type SecondFactorInput = Static<typeof secondFactorSchema>;

export const totpConfirmSchema = Type.Object(
  { code },
  { additionalProperties: false, errorMessage: { required: { code: m.code } } },
);
export const totpConfirmValidator = compile(totpConfirmSchema);

/** Steps that ask for the password again (new recovery codes, removing a factor). */
export const passwordConfirmSchema = Type.Object(
  { password: password(m.password) },
  { additionalProperties: false, errorMessage: { required: { password: m.password } } },
);
export const passwordConfirmValidator = compile(passwordConfirmSchema, untrimmed);

/**
 * The password that steps up a signed-in session before it changes a factor (set up, replace or
 * remove one, new recovery codes). Optional here: the enrolment step of a sign-in sends none, and
 * a missing one is refused like a wrong one (403), not as malformed input.
 */
export const stepUpSchema = Type.Object(
  {
    password: Type.Optional(
      Type.String({
        maxLength: LOGIN_LIMITS.passwordMax,
        errorMessage: { type: m.password, maxLength: tooLongMessage(LOGIN_LIMITS.passwordMax) },
      }),
    ),
  },
  { additionalProperties: false },
);
export const stepUpValidator = compile(stepUpSchema, untrimmed);

export const accountUpdateSchema = Type.Object(
  { displayName: Type.Optional(name), email: Type.Optional(email), password: password(m.password) },
  { additionalProperties: false, errorMessage: { required: { password: m.password } } },
);
export const accountUpdateValidator = compile(accountUpdateSchema, untrimmed);
export type AccountUpdateInput = Static<typeof accountUpdateSchema>;

/** PATCH /api/admin/account/alerts: the e-mails the signed-in person wants. */
export const accountAlertsSchema = Type.Object(
  { assigned: bool() },
  {
    additionalProperties: false,
    errorMessage: { required: { assigned: validationMessages.common.boolean } },
  },
);
export const accountAlertsValidator = compile(accountAlertsSchema);
export type AccountAlertsInput = Static<typeof accountAlertsSchema>;

export const passwordChangeSchema = Type.Object(
  {
    currentPassword: password(m.password),
    newPassword: password(m.newPassword),
    endOtherSessions: Type.Optional(bool()),
  },
  {
    additionalProperties: false,
    errorMessage: { required: { currentPassword: m.password, newPassword: m.newPassword } },
  },
);
export const passwordChangeValidator = compile(passwordChangeSchema, untrimmed);
export type PasswordChangeInput = Static<typeof passwordChangeSchema>;

/** `password`: the acting owner's, needed to make someone owner (checked by the route). */
export const teamUpdateSchema = Type.Object(
  {
    role: Type.Optional(role),
    active: Type.Optional(Type.Boolean({ errorMessage: m.active })),
    password: Type.Optional(password(m.password)),
  },
  { additionalProperties: false, minProperties: 1, errorMessage: { minProperties: m.teamChange } },
);
export const teamUpdateValidator = compile(teamUpdateSchema, {
  ...untrimmed,
  // A password alone changes nothing.
  refine: (value): FieldErrors =>
    value.role === undefined && value.active === undefined ? { role: m.teamChange } : {},
});
export type TeamUpdateInput = Static<typeof teamUpdateSchema>;

export const invitationSchema = Type.Object(
  { name, email, role },
  { additionalProperties: false, errorMessage: { required: { name: m.name, email: m.email, role: m.role } } },
);
export const invitationValidator = compile(invitationSchema);
export type InvitationInput = Static<typeof invitationSchema>;

export const tokenSchema = Type.Object(
  { token },
  { additionalProperties: false, errorMessage: { required: { token: m.token } } },
);
export const tokenValidator = compile(tokenSchema);

export const invitationAcceptSchema = Type.Object(
  { token, username, password: password(m.newPassword) },
  {
    additionalProperties: false,
    errorMessage: { required: { token: m.token, username: m.username, password: m.newPassword } },
  },
);
export const invitationAcceptValidator = compile(invitationAcceptSchema, untrimmed);
export type InvitationAcceptInput = Static<typeof invitationAcceptSchema>;

export const passwordResetSchema = Type.Object(
  { email },
  { additionalProperties: false, errorMessage: { required: { email: m.email } } },
);
export const passwordResetValidator = compile(passwordResetSchema);

/** POST /api/admin/team/:id/email: a colleague's new address, set on the team screen. */
export const teamEmailSchema = Type.Object(
  { email },
  { additionalProperties: false, errorMessage: { required: { email: m.email } } },
);
export const teamEmailValidator = compile(teamEmailSchema);
export type TeamEmailInput = Static<typeof teamEmailSchema>;

export const passwordResetConfirmSchema = Type.Object(
  { token, password: password(m.newPassword) },
  { additionalProperties: false, errorMessage: { required: { token: m.token, password: m.newPassword } } },
);
export const passwordResetConfirmValidator = compile(passwordResetConfirmSchema, untrimmed);

export const passkeyNameSchema = Type.Object(
  { name: text(1, STAFF_LIMITS.passkeyNameMax, m.passkeyName) },
  { additionalProperties: false, errorMessage: { required: { name: m.passkeyName } } },
);
export const passkeyNameValidator = compile(passkeyNameSchema);
