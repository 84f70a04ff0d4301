import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@server/auth/password-policy.js';
import { longPassword } from '@tests/helpers/passwords.js';

describe('passwordProblem (new admin passwords)', () => {
  it.each([
    ['1234567890', /too easy to guess: This is a frequently used password/],
    ['password12', /too easy to guess: This is a commonly used password/],
    ['passwort123', /too easy to guess/],
    [' '.repeat(10), /too easy to guess: Repeated characters/],
    ['qwertzuiop', /too easy to guess/],
    ['Agentur2026', /too easy to guess/],
  ])('refuses the common or guessable %j and says why', async (password, reason) => {
    expect(await passwordProblem(password, 'dana')).toMatch(reason);
  });

  it('refuses a password that contains the username, in any letter case', async () => {
    expect(await passwordProblem('Xq9!DANA-mond-fenster', 'dana')).toBe(
      'The password must not contain the username.',
    );
  });

  it('keeps the sign-in form’s length limits: at least 10, at most 1024 characters', async () => {
    expect(await passwordProblem('kurz-9zei', 'dana')).toBe('The password must have at least 10 characters.');
    expect(await passwordProblem(longPassword(1025), 'dana')).toMatch(/at most 1024 characters/);
    expect(await passwordProblem(longPassword(1024), 'dana')).toBeNull();
  });

  it('counts characters, not UTF-16 units: 1024 emoji fit', async () => {
    const emoji = ['🦊', '🌲', '🚲', '🎻', '🧭', '🍋'];
    const password = Array.from(
      { length: 1024 },
      (_, index) => emoji[(index * 7 + (index >> 3)) % emoji.length],
    ).join('');
    expect(await passwordProblem(password, 'dana')).toBeNull();
  });

  it('accepts a passphrase of unrelated words', async () => {
    expect(await passwordProblem('correct horse battery staple', 'dana')).toBeNull();
    expect(await passwordProblem('Wolke Fahrrad Geige Zitrone', 'dana')).toBeNull();
  });
});
