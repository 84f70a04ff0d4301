import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { mailSettings, type Config, type MailAddress } from '../config.js';
import type { Logger } from '../logger.js';
import {
  MAIL_OUTBOX_TABLE,
  NEWSLETTER_BULK_KIND,
  type MailOutbox,
  type OutboxEntry,
  type StaffAlert,
} from '../services/mail-outbox.js';
import { countOutcome } from '../services/newsletter/issues.js';
import { ISSUES_TABLE } from '../services/newsletter/tables.js';
import type { ActivityLog } from '../services/activity-log.js';
import { nextAttemptAt } from './alert-sender.js';
import { createSendLoop } from './send-loop.js';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from './transport.js';

const MINUTE_MS = 60_000;
const KINDS = [NEWSLETTER_BULK_KIND] as const;

/**
 * How long a claimed mail stays taken: longer than a send may take (SEND_DEADLINE_MS). A process
 * that dies mid-send leaves its lease; the mail is sent again when the lease ends (at most that one
 * mail twice: the SMTP server may have accepted it before the process died).
 */
export const NEWSLETTER_LEASE_MS = 5 * MINUTE_MS;
/** With nothing due, still look this often (a lease another process left behind ends unannounced). */
const IDLE_CHECK_MS = NEWSLETTER_LEASE_MS;
/** After a database error, try again this much later. */
const ERROR_RETRY_MS = 10_000;

/** A failure for the log, with any e-mail address in its message blanked out. */
function withoutAddresses(error: unknown): Record<string, unknown> {
  const blank = (text: string) => text.replace(/[^\s<>@"']+@[^\s<>@"']+/g, '[Adresse]').slice(0, 300);
  if (!(error instanceof Error)) return { message: blank(String(error)) };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return { name: error.name, code, responseCode, message: blank(error.message) };
}

/** The time between two mails at `ratePerMinute` (ms). */
export const paceMs = (ratePerMinute: number) => Math.ceil(MINUTE_MS / ratePerMinute);

export interface NewsletterSenderDeps {
  knex: Knex;
  outbox: MailOutbox;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  from: MailAddress;
  ratePerMinute: number;
  activityLog: Pick<ActivityLog, 'record'>;
  /** The issue mail of a queued entry; null when the subscriber or the issue is gone. */
  compose(entry: OutboxEntry): Promise<StaffAlert | null>;
}

/**
 * Takes the next turn to send, for every process of the installation together: the turn belongs to
 * the oldest issue being sent (one issue's pace is the installation's), and is taken with a
 * conditional UPDATE of its next_send_at, so two processes can never take the same turn. Returns
 * null when a turn was taken (send now), or the time the next turn comes.
 */
async function takeTurn(knex: Knex, now: number, pace: number): Promise<number | null> {
  for (;;) {
    const pacer = (await knex(ISSUES_TABLE)
      .where({ status: 'sending' })
      .orderBy('id')
      .first('id', 'nextSendAt')) as { id: number; nextSendAt: number | string } | undefined;
    // Rows of an issue that is not being sent (none in practice): no pace to keep.
    if (!pacer) return null;
    const due = Number(pacer.nextSendAt);
    if (due > now) return due;
    const taken = await knex(ISSUES_TABLE)
      .where({ id: pacer.id, nextSendAt: pacer.nextSendAt })
      .update({ nextSendAt: now + pace });
    if (taken === 1) return null;
  }
}

/**
 * Sends the newsletter's queued mails (outbox kind 'newsletter'), one at a time, at the pace
 * NEWSLETTER_RATE_PER_MINUTE sets for the whole installation; the first mail of an issue leaves at
 * once. Each mail is counted once on its issue (delivered, failed after the outbox's day of
 * retries, skipped when the subscriber left); the last one marks the issue sent. Every decision
 * reads the clock, so tests move it and call runDue().
 */
export function createNewsletterSender({
  knex,
  outbox,
  transport,
  clock,
  logger,
  from,
  ratePerMinute,
  activityLog,
  compose,
}: NewsletterSenderDeps) {
  const pace = paceMs(ratePerMinute);

  /** Deletes the entry's row and counts it, if the row is still there (whoever deletes it counts it). */
  const settle = (entry: OutboxEntry, outcome: 'delivered' | 'failed' | 'skipped') =>
    knex.transaction(async (trx) => {
      if ((await trx(MAIL_OUTBOX_TABLE).where({ id: entry.id }).delete()) !== 1) return;
      await countOutcome(trx, activityLog, clock, entry.sourceId, outcome);
    });

  async function deliver(entry: OutboxEntry, send: (mail: OutgoingMail) => Promise<void>): Promise<void> {
    const mail = await compose(entry);
    if (!mail?.to?.length) {
      await settle(entry, 'skipped');
      logger.info(
        { outboxId: entry.id, issueId: entry.sourceId },
        'newsletter mail skipped: the subscriber left',
      );
      return;
    }
    try {
      await send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        replyTo: null,
        date: new Date(clock()),
      });
    } catch (error) {
      const retryAt = nextAttemptAt(entry, clock());
      logger.warn(
        {
          outboxId: entry.id,
          issueId: entry.sourceId,
          attempts: entry.attempts,
          retryAt: retryAt === null ? null : new Date(retryAt).toISOString(),
          // An SMTP server's answer may name the recipient: the log never holds an address.
          error: withoutAddresses(error),
        },
        'newsletter mail not sent',
      );
      if (retryAt !== null) await outbox.retryAt(entry.id, retryAt);
      else await settle(entry, 'failed');
      return;
    }
    await settle(entry, 'delivered');
  }

  return createSendLoop({
    clock,
    transport,
    async drain(send, closed) {
      try {
        let wakeAt: number | null = null;
        while (!closed()) {
          const now = clock();
          const due = (await outbox.nextDueAt(KINDS)) ?? null;
          if (due === null || due > now) break;
          const turnAt = await takeTurn(knex, now, pace);
          if (turnAt !== null) {
            wakeAt = turnAt;
            break;
          }
          const entry = await outbox.claimNext(now, now + NEWSLETTER_LEASE_MS, KINDS);
          if (!entry) continue;
          await deliver(entry, send);
        }
        const due = await outbox.nextDueAt(KINDS);
        const candidates = [wakeAt, due, clock() + IDLE_CHECK_MS].filter((at): at is number => at !== null);
        return Math.max(Math.min(...candidates), clock());
      } catch (error) {
        logger.error({ err: error }, 'the newsletter outbox could not be worked through');
        return clock() + ERROR_RETRY_MS;
      }
    },
  });
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;

export interface StartNewsletterSenderDeps {
  config: Config;
  knex: Knex;
  outbox: MailOutbox;
  clock: Clock;
  logger: Logger;
  activityLog: Pick<ActivityLog, 'record'>;
  /** Composes an issue's mail to a subscriber (createIssueMails().composeIssue). */
  composeIssue(entry: OutboxEntry, siteOrigin: string): Promise<StaffAlert | null>;
  /** Registers the sender's wake-up: after a send here, and when another process queued mail. */
  onQueued(wake: () => void): void;
  /** A transport instead of SMTP_URL's (tests). */
  transport?: MailTransport;
}

/**
 * Starts the newsletter's sender when mail is set up (SMTP_URL and a sender); null without. Queued
 * newsletter mail stays for a process that can send it.
 */
export function startNewsletterSender(deps: StartNewsletterSenderDeps): NewsletterSender | null {
  const settings = mailSettings(deps.config);
  if (!settings) return null;
  const sender = createNewsletterSender({
    knex: deps.knex,
    outbox: deps.outbox,
    transport: deps.transport ?? createSmtpTransport(settings.smtpUrl),
    clock: deps.clock,
    logger: deps.logger,
    from: settings.from,
    ratePerMinute: deps.config.newsletterRatePerMinute,
    activityLog: deps.activityLog,
    // siteOrigin is read when the mail is composed: with PORT=0 it is complete once the server listens.
    compose: (entry) => deps.composeIssue(entry, deps.config.siteOrigin),
  });
  deps.onQueued(sender.wake);
  sender.wake();
  return sender;
}
