import { describe, expect, it } from 'vitest';
import { loginValidator } from '@shared/schemas/login.js';
import type { FieldErrors } from '@shared/validation.js';
import { SPEC } from '@tests/helpers/messages.js';
import { errorsOf, valueOf, type Input } from '@tests/helpers/validators.js';

describe('loginValidator', () => {
  const both = { username: SPEC.login, password: SPEC.login };
  it.each<[string, Input, FieldErrors]>([
    ['an empty body', {}, both],
    ['two empty strings', { username: '', password: '' }, both],
    ['an empty username', { username: '', password: 'geheim' }, { username: SPEC.login }],
    ['a username of spaces only', { username: '   ', password: 'geheim' }, { username: SPEC.login }],
    ['a missing username', { password: 'geheim' }, { username: SPEC.login }],
    ['an empty password', { username: 'admin', password: '' }, { password: SPEC.login }],
    ['a missing password', { username: 'admin' }, { password: SPEC.login }],
    ['values that are not strings', { username: 5, password: true }, both],
  ])('refuses %s with "Bitte füllen Sie beide Felder aus."', (_label, input, errors) => {
    expect(errorsOf(loginValidator, input)).toEqual(errors);
  });

  it('trims the username but keeps the password exactly as typed', () => {
    expect(valueOf(loginValidator, { username: '  admin  ', password: '  geheim  ' })).toEqual({
      username: 'admin',
      password: '  geheim  ',
    });
  });

  it('removes unknown fields', () => {
    const input = { username: 'admin', password: 'x', remember: true };
    expect(valueOf(loginValidator, input)).toEqual({ username: 'admin', password: 'x' });
  });
});
