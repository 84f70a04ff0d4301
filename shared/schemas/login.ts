import { Type, type Static } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { text } from './fields.js';

const message = validationMessages.login.required;

export const loginSchema = Type.Object(
  { username: text(1, 64, message), password: text(1, 1024, message) },
  { additionalProperties: false, errorMessage: { required: { username: message, password: message } } },
);
export type LoginInput = Static<typeof loginSchema>;
export const loginValidator = compile(loginSchema, { untrimmed: ['password'] });
