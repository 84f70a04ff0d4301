import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The newsletter's secrets, all computed under one key outside the database (`newsletterKey`,
 * derived from the key that seals the TOTP secrets: stable across restarts and session-key
 * rotation, the same in every process). A copy of the database alone opens no link and reveals no
 * blocked address.
 */

/** An e-mail address as stored and compared: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A fresh random nonce for a link. */
export const newNonce = (): string => randomBytes(18).toString('base64url');

/** sha256 of a token (hex), to find its row without storing the token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The confirmation link's token: an HMAC of the subscription's nonce. */
export const confirmToken = (key: string, nonce: string): string =>
  createHmac('sha256', key).update(`newsletter-confirm:${nonce}`).digest('base64url');

/**
 * The unsubscribe link's token: `<id>.<HMAC(id, nonce)>`. It names its row, so the one-click POST
 * needs no lookup table, and it stops working when the subscription ends (the row is deleted) or
 * is made again (a new nonce).
 */
export const unsubscribeToken = (key: string, id: number, nonce: string): string =>
  `${id}.${createHmac('sha256', key).update(`newsletter-unsubscribe:${id}:${nonce}`).digest('base64url')}`;

/** The subscriber id an unsubscribe token names, if it is well-formed (its MAC is checked with the row). */
export function unsubscribeTokenId(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` is the unsubscribe token of subscriber `id` with `nonce` (constant time). */
export function isUnsubscribeToken(key: string, token: string, id: number, nonce: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, id, nonce));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const BLOCKLIST_TABLE = 'newsletter_blocklist';

/** The block list's entry for an address: HMAC-SHA256 (hex) of the normalised address. */
export const blockHash = (key: string, email: string): string =>
  createHmac('sha256', key)
    .update(`newsletter-block:${normalizeEmail(email)}`)
    .digest('hex');

/** Puts an address on the block list (within `db`'s transaction); a second time changes nothing. */
export async function blockAddress(db: Knex, key: string, email: string, at: Date): Promise<void> {
  await db(BLOCKLIST_TABLE)
    .insert({ emailHash: blockHash(key, email), blockedAt: at })
    .onConflict('email_hash')
    .ignore();
}

/** Whether an address is on the block list. */
export async function isBlocked(db: Knex, key: string, email: string): Promise<boolean> {
  return Boolean(
    await db(BLOCKLIST_TABLE)
      .where({ emailHash: blockHash(key, email) })
      .first('email_hash'),
  );
}
