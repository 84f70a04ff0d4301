import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRM_RESEND_MINUTES,
  newsletterConsentText,
} from '@shared/newsletter.js';
import { isoNow, type Clock } from '../../clock.js';
import { mailSettings, type Config } from '../../config.js';
import { MAIL_OUTBOX_TABLE } from '../mail-outbox.js';
import type { ActivityLog } from '../activity-log.js';
import { dropQueuedIssueMails } from './issues.js';
import {
  BLOCKLIST_TABLE,
  blockAddress,
  blockHash,
  confirmToken,
  isUnsubscribeToken,
  newNonce,
  normalizeEmail,
  tokenHash,
  unsubscribeTokenId,
} from './keys.js';
import { CONSENT_TEXTS_TABLE, SUBSCRIBERS_TABLE } from './tables.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** What the confirmation page shows for a token, before anybody presses its button. */
export type NewsletterLinkState = 'valid' | 'expired' | 'used' | 'invalid';

/** Whether the public sign-up is offered, and why not (German, for staff). */
export interface NewsletterOffer {
  offered: boolean;
  reason: string | null;
}

/** German reasons the newsletter is not offered (the dashboard, the Newsletter screen, health). */
export const newsletterUnavailableReasons = {
  noSmtp:
    'SMTP_URL ist nicht gesetzt – ohne Mailserver kann der Newsletter nicht angeboten werden. Die Anmeldung auf der Website ist ausgeblendet.',
  noSender:
    'Es ist keine Absenderadresse gesetzt (MAIL_FROM) – ohne sie kann der Newsletter nicht angeboten werden. Die Anmeldung auf der Website ist ausgeblendet.',
} as const;

/** "Offered" = mail settings exist (SMTP_URL and a sender); unsubscribing works either way. */
export function newsletterOffer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): NewsletterOffer {
  if (mailSettings(config as Config)) return { offered: true, reason: null };
  return {
    offered: false,
    reason: config.smtpUrl ? newsletterUnavailableReasons.noSender : newsletterUnavailableReasons.noSmtp,
  };
}

/** What a sign-up did (for tests and the log; the API answers the same 202 to all). */
export type SignUpOutcome = 'queued' | 'recently-mailed' | 'already-confirmed';

/** What pressing the confirmation page's button did. */
export type ConfirmOutcome = 'confirmed' | 'invalid' | 'expired' | 'used';

export interface SubscriberRow {
  id: number;
  email: string;
  status: 'pending' | 'confirmed';
  consentTextId: number;
  signedUpAt: string | Date;
  confirmedAt: string | Date | null;
  confirmNonce: string | null;
  confirmTokenHash: string | null;
  confirmExpiresAt: string | Date | null;
  confirmMailedAt: string | Date | null;
  unsubscribeNonce: string;
}

const ms = (value: string | Date | null | undefined): number | null =>
  value === null || value === undefined ? null : new Date(value).getTime();

/** Deletes the unconfirmed sign-ups whose link expired before `now` (the daily maintenance). */
export async function purgeUnconfirmed(knex: Knex, now: number): Promise<number> {
  const before = new Date(now).toISOString();
  const ids = (await knex(SUBSCRIBERS_TABLE)
    .where({ status: 'pending' })
    .where('confirmExpiresAt', '<=', before)
    .pluck('id')) as number[];
  if (ids.length === 0) return 0;
  return await knex.transaction(async (trx) => {
    await trx(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter_confirm' }).whereIn('sourceId', ids).delete();
    return Number(
      await trx(SUBSCRIBERS_TABLE)
        .whereIn('id', ids)
        .where({ status: 'pending' })
        .where('confirmExpiresAt', '<=', before)
        .delete(),
    );
  });
}

export interface NewsletterSubscribersDeps {
  knex: Knex;
  clock: Clock;
  /** services.newsletterKey. */
  newsletterKey: string;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  /** The agency's name (the site settings): part of the consent text. */
  agencyName: () => string;
  /** Told after a confirmation mail was committed to the outbox (the sender wakes). */
  queued: () => void;
  /** Where a dropped issue's last mail records the issue as sent. */
  activityLog: Pick<ActivityLog, 'record'>;
}

/**
 * The newsletter's subscribers (issue 40): the double opt-in sign-up, the confirmation, the
 * unsubscribe link, the block list and the consent text versions. Proof of consent = the time of
 * sign-up and of confirmation, and the version of the consent text: nothing else is stored (no
 * IP address, no user agent). Tokens are only ever in the mails (their hashes in the table).
 */
export function createNewsletterSubscribers({
  knex,
  clock,
  newsletterKey: key,
  config,
  agencyName,
  queued,
  activityLog,
}: NewsletterSubscribersDeps) {
  const subscribers = (db: Knex = knex) => db<SubscriberRow>(SUBSCRIBERS_TABLE);

  /** The current consent text's version id, stored once per text. */
  async function consentTextId(db: Knex): Promise<number> {
    const text = newsletterConsentText(agencyName());
    const textHash = createHash('sha256').update(text).digest('hex');
    await db(CONSENT_TEXTS_TABLE)
      .insert({ text, textHash, createdAt: isoNow(clock) })
      .onConflict('textHash')
      .ignore();
    const row = (await db(CONSENT_TEXTS_TABLE).where({ textHash }).first('id')) as { id: number };
    return row.id;
  }

  /** A fresh confirmation link for a row, and its mail queued (older queued ones dropped). */
  async function newLink(trx: Knex, id: number, now: number): Promise<Partial<SubscriberRow>> {
    const nonce = newNonce();
    await trx(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter_confirm', sourceId: id, attempts: 0 }).delete();
    await trx(MAIL_OUTBOX_TABLE).insert({
      kind: 'newsletter_confirm',
      sourceId: id,
      attempts: 0,
      createdAt: now,
      nextAttemptAt: now,
    });
    return {
      confirmNonce: nonce,
      confirmTokenHash: tokenHash(confirmToken(key, nonce)),
      confirmExpiresAt: new Date(now + NEWSLETTER_CONFIRM_HOURS * HOUR_MS).toISOString(),
      confirmMailedAt: new Date(now).toISOString(),
    };
  }

  /** The row a confirmation token belongs to. */
  const byConfirmToken = (token: string, db: Knex = knex) =>
    subscribers(db)
      .where({ confirmTokenHash: tokenHash(token) })
      .first();

  function stateOf(row: SubscriberRow | undefined, now: number): NewsletterLinkState {
    if (!row) return 'invalid';
    if (row.status === 'confirmed') return 'used';
    const expires = ms(row.confirmExpiresAt);
    return expires === null || expires <= now ? 'expired' : 'valid';
  }

  return {
    /** Whether the sign-up is offered (mail settings), and why not. */
    offer: (): NewsletterOffer => newsletterOffer(config),

    /** The consent text shown now (its version is stored with each sign-up). */
    consentText: (): string => newsletterConsentText(agencyName()),

    /**
     * A sign-up (validated, consent given). New address, or a blocked one: a pending row with the
     * current consent text and a confirmation mail. Pending: a new link and mail, unless one was
     * queued within NEWSLETTER_CONFIRM_RESEND_MINUTES. Confirmed: nothing.
     */
    async signUp(rawEmail: string): Promise<SignUpOutcome> {
      const email = normalizeEmail(rawEmail);
      const outcome = await knex.transaction(async (trx): Promise<SignUpOutcome> => {
        const now = clock();
        const existing = await subscribers(trx).where({ email }).first();
        if (existing?.status === 'confirmed') return 'already-confirmed';
        const textId = await consentTextId(trx);
        if (existing) {
          const mailed = ms(existing.confirmMailedAt);
          if (mailed !== null && now - mailed < NEWSLETTER_CONFIRM_RESEND_MINUTES * MINUTE_MS) {
            return 'recently-mailed';
          }
          await subscribers(trx)
            .where({ id: existing.id })
            .update({
              consentTextId: textId,
              signedUpAt: new Date(now).toISOString(),
              ...(await newLink(trx, existing.id, now)),
            });
          return 'queued';
        }
        const inserted = (await subscribers(trx)
          .insert({
            email,
            status: 'pending',
            consentTextId: textId,
            signedUpAt: new Date(now).toISOString(),
            unsubscribeNonce: newNonce(),
          })
          // Two sign-ups of one address at once: the second finds the first's row next time.
          .onConflict('email')
          .ignore()
          .returning('id')) as Array<{ id: number } | number>;
        const first = inserted[0];
        if (first === undefined) return 'recently-mailed';
        const id = typeof first === 'number' ? first : first.id;
        await subscribers(trx)
          .where({ id })
          .update(await newLink(trx, id, now));
        return 'queued';
      });
      if (outcome === 'queued') queued();
      return outcome;
    },

    /** What the confirmation page shows for `token`, without changing anything. */
    async linkState(token: string): Promise<NewsletterLinkState> {
      if (!/^[A-Za-z0-9_.-]{20,200}$/.test(token)) return 'invalid';
      return stateOf(await byConfirmToken(token), clock());
    },

    /**
     * The confirmation page's button: a pending, unexpired link confirms the subscription (and
     * takes the address off the block list: a confirmed double opt-in is consent again).
     */
    async confirm(token: string): Promise<ConfirmOutcome> {
      return await knex.transaction(async (trx) => {
        const now = clock();
        const row = await byConfirmToken(token, trx);
        const state = stateOf(row, now);
        if (!row || state !== 'valid') return state === 'valid' ? 'invalid' : state;
        const updated = await subscribers(trx)
          .where({ id: row.id, status: 'pending' })
          .update({ status: 'confirmed', confirmedAt: new Date(now).toISOString() });
        if (updated === 0) return 'used';
        await trx(BLOCKLIST_TABLE)
          .where({ emailHash: blockHash(key, row.email) })
          .delete();
        // Its confirmation mail, if still queued, is pointless now.
        await trx(MAIL_OUTBOX_TABLE)
          .where({ kind: 'newsletter_confirm', sourceId: row.id, attempts: 0 })
          .delete();
        return 'confirmed';
      });
    },

    /**
     * The unsubscribe link (the one-click POST and the page's button): deletes the subscriber,
     * puts the address on the block list, drops its queued issue mails. False for an unknown or
     * stale token (the caller answers the same either way).
     */
    async unsubscribe(token: string): Promise<boolean> {
      const id = unsubscribeTokenId(token);
      if (id === null) return false;
      return await knex.transaction(async (trx) => {
        const row = await subscribers(trx).where({ id }).first();
        if (!row || !isUnsubscribeToken(key, token, row.id, row.unsubscribeNonce)) return false;
        const now = clock();
        await blockAddress(trx, key, row.email, new Date(now));
        await dropQueuedIssueMails(trx, activityLog, clock, row.id);
        await trx(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter_confirm', sourceId: row.id }).delete();
        await subscribers(trx).where({ id: row.id }).delete();
        return true;
      });
    },

    /** The overview's counts: confirmed, pending, and addresses on the block list. */
    async counts(): Promise<{ confirmed: number; pending: number; unsubscribed: number }> {
      const rows = (await subscribers().select('status').count({ count: '*' }).groupBy('status')) as Array<{
        status: string;
        count: number | string;
      }>;
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      const blocked = (await knex(BLOCKLIST_TABLE).count({ count: '*' }).first()) as
        { count: number | string } | undefined;
      return {
        confirmed: of('confirmed'),
        pending: of('pending'),
        unsubscribed: Number(blocked?.count ?? 0),
      };
    },

    /** A subscriber's row as the mail composers read it (null when gone). */
    async find(id: number): Promise<SubscriberRow | null> {
      return (await subscribers().where({ id }).first()) ?? null;
    },

    /** The confirmation token of a pending row (composed into its mail; never stored). */
    confirmTokenOf: (row: Pick<SubscriberRow, 'confirmNonce'>): string | null =>
      row.confirmNonce ? confirmToken(key, row.confirmNonce) : null,

    /** Deletes the unconfirmed sign-ups whose link expired (the maintenance's task does the same). */
    purgeUnconfirmed: (): Promise<number> => purgeUnconfirmed(knex, clock()),
  };
}

export type NewsletterSubscribers = ReturnType<typeof createNewsletterSubscribers>;
