import { Type, type Static } from '@sinclair/typebox';
import { LOGIN_LIMITS } from '../constants.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { text } from './fields.js';

const message = validationMessages.login.required;

export const loginSchema = Type.Object(
  {
    username: text(1, LOGIN_LIMITS.usernameMax, message),
    password: text(1, LOGIN_LIMITS.passwordMax, message),
  },
  { additionalProperties: false, errorMessage: { required: { username: message, password: message } } },
);
export type LoginInput = Static<typeof loginSchema>;
export const loginValidator = compile(loginSchema, { untrimmed: ['password'] });
