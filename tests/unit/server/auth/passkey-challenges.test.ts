import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIFETIME_MS, createPasskeyChallenges } from '@server/auth/passkey-challenges.js';
import { manualClock } from '@tests/helpers/clock.js';

const clock = manualClock(Date.UTC(2026, 10, 28, 9, 0, 0));
// Issuing and checking touch no database (only using a challenge up does).
const challenges = (key = 'server-key') => createPasskeyChallenges({ knex: {} as Knex, clock, key });
/** The challenge as the browser sends it back: the option's bytes, base64url. */
const asSent = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('signed passkey sign-in challenges', () => {
  it('is valid for the sign-in it was made for, until it expires', () => {
    const signer = challenges();
    const anyone = asSent(signer.issue(null));
    const forSeven = asSent(signer.issue(7));
    expect(signer.valid(anyone, null)).toBe(true);
    expect(signer.valid(forSeven, 7)).toBe(true);
    // Another person's second-factor step, or a passwordless sign-in, is another sign-in.
    expect(signer.valid(forSeven, 8)).toBe(false);
    expect(signer.valid(forSeven, null)).toBe(false);
    expect(signer.valid(anyone, 7)).toBe(false);
    clock.advance(CHALLENGE_LIFETIME_MS - 1);
    expect(signer.valid(anyone, null)).toBe(true);
    clock.advance(1);
    expect(signer.valid(anyone, null)).toBe(false);
  });

  it('each one is new, and nothing made elsewhere or altered passes', () => {
    const signer = challenges();
    const first = asSent(signer.issue(null));
    expect(asSent(signer.issue(null))).not.toBe(first);
    expect(challenges('another-key').valid(first, null)).toBe(false);
    const text = Buffer.from(first, 'base64url').toString('utf8');
    // A later expiry with the old signature.
    const [purpose, who, expires, nonce, signature] = text.split('.');
    const later = [purpose, who, Number(expires) + 3_600_000, nonce, signature].join('.');
    expect(signer.valid(Buffer.from(later).toString('base64url'), null)).toBe(false);
    for (const junk of ['', 'x', '....', 'AAAA', '%%%']) expect(signer.valid(junk, null)).toBe(false);
  });
});
