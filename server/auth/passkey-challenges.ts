import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { isUniqueViolation } from '@db/dialect.js';
import type { Clock } from '../clock.js';

/** How long a sign-in challenge may be answered (the browser's prompt times out after 60 s). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** What the challenge is for: nothing else the server signs can pass as one. */
const PURPOSE = 'staff-passkey-sign-in';

/**
 * Challenges of passkey sign-ins without server-side state: each one carries who it is for (the
 * account of a sign-in at its second-factor step, or `any` for "Mit Passkey anmelden"), its expiry
 * and a random part, signed with a key derived from the session keys. An anonymous request for
 * options therefore stores nothing; an answered challenge is recorded (hashed) so it works once.
 */
export function createPasskeyChallenges({ knex, clock, key }: { knex: Knex; clock: Clock; key: string }) {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const subject = (userId: number | null) => (userId === null ? 'any' : String(userId));

  /** The parts of a challenge made here and still valid for `userId`, or null. */
  function parse(challenge: string, userId: number | null): { expiresAt: number } | null {
    let text: string;
    try {
      text = Buffer.from(challenge, 'base64url').toString('utf8');
    } catch {
      return null;
    }
    const parts = text.split('.');
    if (parts.length !== 5) return null;
    const [purpose, who, expires, , signature] = parts as [string, string, string, string, string];
    const expected = Buffer.from(mac(parts.slice(0, 4).join('.')));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(expires);
    if (purpose !== PURPOSE || who !== subject(userId) || !(clock() < expiresAt)) return null;
    return { expiresAt };
  }

  return {
    /** A new challenge for a sign-in of `userId` (null: any account's passkey), as raw bytes. */
    issue(userId: number | null): Uint8Array<ArrayBuffer> {
      const body = [
        PURPOSE,
        subject(userId),
        clock() + CHALLENGE_LIFETIME_MS,
        randomBytes(16).toString('base64url'),
      ].join('.');
      return Uint8Array.from(Buffer.from(`${body}.${mac(body)}`, 'utf8'));
    },
    /** Whether `challenge` (base64url, as the browser returns it) was made here for `userId` and is fresh. */
    valid: (challenge: string, userId: number | null): boolean => parse(challenge, userId) !== null,
    /**
     * Uses up a valid challenge: true for the first caller only, even when two arrive at once
     * (the primary key lets one insert win). False for an invalid or expired one.
     */
    async consume(challenge: string, userId: number | null): Promise<boolean> {
      const parsed = parse(challenge, userId);
      if (!parsed) return false;
      const challengeHash = createHash('sha256').update(challenge).digest('base64url');
      try {
        await knex('passkey_challenges').insert({ challengeHash, expiresAt: parsed.expiresAt });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}

export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>;

/** Forgets the answered challenges that have expired (they could not be answered again anyway). */
export async function purgeUsedChallenges(knex: Knex, now: number): Promise<number> {
  return knex('passkey_challenges').where('expiresAt', '<=', now).delete();
}
