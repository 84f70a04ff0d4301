import { Type, type Static } from '@sinclair/typebox';
import { LOGIN_LIMITS } from '../constants.js';
import { validationMessages, tooLongMessage } from '../messages.js';
import { compile } from '../validation.js';
import { text } from './fields.js';

const message = validationMessages.login.required;

export const loginSchema = Type.Object(
  {
    username: text(1, LOGIN_LIMITS.usernameMax, message),
    // Any characters: a password is only ever hashed, and the admin CLI accepts any.
    password: Type.String({
      minLength: 1,
      maxLength: LOGIN_LIMITS.passwordMax,
      errorMessage: {
        type: message,
        minLength: message,
        maxLength: tooLongMessage(LOGIN_LIMITS.passwordMax),
      },
    }),
  },
  { additionalProperties: false, errorMessage: { required: { username: message, password: message } } },
);
export type LoginInput = Static<typeof loginSchema>;
export const loginValidator = compile(loginSchema, { untrimmed: ['password'] });
