import type { Clock } from '../clock.js';
import { mailSettings, smtpServerLabel, type Config, type MailAddress } from '../config.js';
import type { Logger } from '../logger.js';
import {
  ACCOUNT_MAIL_KINDS,
  ALL_MAIL_KINDS,
  ASSIGNMENT_MAIL_KINDS,
  isAlertKind,
  isAssignmentKind,
  isNewsletterKind,
  NEWSLETTER_MAIL_KINDS,
  type MailKind,
  type MailOutbox,
  type OutboxEntry,
  type StaffAlert,
} from '../services/mail-outbox.js';
import type { StaffAlerts } from '../services/staff-alerts.js';
import { createSendLoop } from './send-loop.js';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from './transport.js';

const MINUTE_MS = 60_000;

/**
 * The wait after the 1st, 2nd, … failed attempt; the last one repeats. The first retry comes
 * quickly (a mail server restarting), later ones space out (a mail server that is down for longer).
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, 60 * MINUTE_MS];

/** An alert that could not be sent within this long after it was queued is given up (and deleted). */
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;

/** How long a claimed alert stays taken: longer than a send may take (SEND_DEADLINE_MS). */
const LEASE_MS = 5 * MINUTE_MS;
/**
 * With nothing due, the sender still looks this often: a mail another process claimed and then
 * died with falls due again when its lease ends, and nobody announces that.
 */
const IDLE_CHECK_MS = LEASE_MS;

/**
 * When to try again after the attempt number `entry.attempts` failed at `failedAt`, or null to
 * give up: the attempt at (or after) a day since the alert was queued is the last one.
 */
export function nextAttemptAt(
  entry: Pick<OutboxEntry, 'attempts' | 'createdAt'>,
  failedAt: number,
): number | null {
  const giveUpAt = entry.createdAt + GIVE_UP_AFTER_MS;
  if (failedAt >= giveUpAt) return null;
  const index = Math.min(Math.max(entry.attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return Math.min(failedAt + RETRY_DELAYS_MS[index]!, giveUpAt);
}

/** What a failed send says about itself, for the log: no message content, no credentials. */
function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 300) };
  const { code, responseCode, command } = error as Error & {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return { name: error.name, code, responseCode, command, message: error.message.slice(0, 300) };
}

export interface AlertSenderDeps {
  outbox: MailOutbox;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  from: MailAddress;
  to: string[];
  /** The mail about a queued alert, from the row it announces; null when that row is gone. */
  compose(entry: OutboxEntry): Promise<StaffAlert | null>;
  /** The kinds of mail this sender sends (others stay queued for a process that can). */
  kinds?: readonly MailKind[];
}

/**
 * Sends the queued staff alerts one at a time, in the background: woken when an alert is
 * committed, and by a timer when the next retry falls due. Every decision (due, retry, give up)
 * reads the clock, so tests move the clock and call runDue() instead of waiting.
 */
export function createAlertSender({
  outbox,
  transport,
  clock,
  logger,
  from,
  to,
  compose,
  kinds = ALL_MAIL_KINDS,
}: AlertSenderDeps) {
  async function failed(entry: OutboxEntry, error: unknown): Promise<void> {
    const retryAt = nextAttemptAt(entry, clock());
    const about = { outboxId: entry.id, kind: entry.kind, attempts: entry.attempts };
    logger.warn(
      {
        ...about,
        retryAt: retryAt === null ? null : new Date(retryAt).toISOString(),
        error: describeFailure(error),
      },
      'e-mail alert not sent',
    );
    if (retryAt !== null) {
      await outbox.retryAt(entry.id, retryAt);
      return;
    }
    await outbox.remove(entry.id);
    logger.error(about, 'gave up on an e-mail alert after a day of failed attempts and deleted it');
  }

  async function deliver(entry: OutboxEntry, send: (mail: OutgoingMail) => Promise<void>): Promise<void> {
    const alert = await compose(entry);
    if (!alert) {
      await outbox.remove(entry.id);
      logger.info(
        { outboxId: entry.id, kind: entry.kind },
        'e-mail alert dropped: what it announced was deleted before it was sent',
      );
      return;
    }
    const recipients = alert.to ?? to;
    if (recipients.length === 0) {
      await outbox.remove(entry.id);
      logger.warn({ outboxId: entry.id, kind: entry.kind }, 'e-mail dropped: nobody to send it to');
      return;
    }
    try {
      await send({
        from,
        to: recipients,
        subject: alert.subject,
        text: alert.text,
        ...(alert.html ? { html: alert.html } : {}),
        ...(alert.headers ? { headers: alert.headers } : {}),
        replyTo: alert.replyTo,
        date: new Date(entry.createdAt),
      });
    } catch (error) {
      await failed(entry, error);
      return;
    }
    await outbox.remove(entry.id);
    logger.info({ outboxId: entry.id, kind: entry.kind, attempts: entry.attempts }, 'e-mail alert sent');
  }

  return createSendLoop({
    clock,
    transport,
    async drain(send, closed) {
      try {
        while (!closed()) {
          const now = clock();
          const entry = await outbox.claimNext(now, now + LEASE_MS, kinds);
          if (!entry) break;
          await deliver(entry, send);
        }
        return (await outbox.nextDueAt(kinds)) ?? clock() + IDLE_CHECK_MS;
      } catch (error) {
        // The database, not the mail server: try again a little later.
        logger.error({ err: error }, 'the e-mail alert outbox could not be worked through');
        return clock() + RETRY_DELAYS_MS[0]!;
      }
    },
  });
}

export type AlertSender = ReturnType<typeof createAlertSender>;

export interface StartStaffAlertsDeps {
  config: Config;
  outbox: MailOutbox;
  alerts: StaffAlerts;
  /** Composes the account mails (invitations, password resets). */
  accountMails: { compose(entry: OutboxEntry, siteOrigin: string): Promise<StaffAlert | null> };
  /** Composes the newsletter's single mails (the confirmation link, an issue's test mail). */
  newsletterMails: { compose(entry: OutboxEntry, siteOrigin: string): Promise<StaffAlert | null> };
  clock: Clock;
  logger: Logger;
  /**
   * Tells the installation's other processes that a mail was queued (the change feed's NOTIFY):
   * called after each submission when this process does not send the alerts itself.
   */
  tellOthers(): void;
}

/**
 * Starts the mail sender when SMTP_URL (and a sender address) is set, and sends what is queued:
 * the staff alerts when NOTIFY_EMAIL is set too, and the account mails (invitations, password
 * resets) always. Without SMTP it says so and returns null. It never deletes queued mail: another
 * process of the installation may send it (and the daily maintenance deletes what nobody sent
 * within a day).
 */
export async function startStaffAlerts({
  config,
  alerts,
  outbox,
  accountMails,
  newsletterMails,
  clock,
  logger,
  tellOthers,
}: StartStaffAlertsDeps): Promise<AlertSender | null> {
  const settings = mailSettings(config);
  const alertsOn = Boolean(settings) && config.notifyEmails.length > 0;
  if (!alertsOn) {
    if (config.smtpUrl) logger.warn('e-mail alerts are off: SMTP_URL is set, NOTIFY_EMAIL is not');
    else if (config.notifyEmails.length > 0) {
      logger.warn('e-mail alerts are off: NOTIFY_EMAIL is set, SMTP_URL is not');
    } else logger.info('e-mail alerts are off (SMTP_URL and NOTIFY_EMAIL are not set)');
    // Another process of the installation may send them: it hears of each one at once. (A NOTIFY
    // inside the submission's transaction would serialize the commits on PostgreSQL's
    // notification lock: a fifth to a third fewer applications per second, measured.)
    alerts.onSubmittedHere(tellOthers);
  }
  if (!settings) return null;
  const sender = createAlertSender({
    outbox,
    transport: createSmtpTransport(settings.smtpUrl),
    clock,
    logger,
    from: settings.from,
    to: config.notifyEmails,
    kinds: alertsOn
      ? ALL_MAIL_KINDS
      : [...ACCOUNT_MAIL_KINDS, ...ASSIGNMENT_MAIL_KINDS, ...NEWSLETTER_MAIL_KINDS],
    // siteOrigin is read when the mail is composed: with PORT=0 it is complete once the server listens.
    compose: (entry) =>
      isAlertKind(entry.kind) || isAssignmentKind(entry.kind)
        ? alerts.compose(entry, config.siteOrigin)
        : isNewsletterKind(entry.kind)
          ? newsletterMails.compose(entry, config.siteOrigin)
          : accountMails.compose(entry, config.siteOrigin),
  });
  alerts.onQueued(sender.wake);
  if (alertsOn) {
    logger.info(
      { smtp: smtpServerLabel(settings.smtpUrl), recipients: config.notifyEmails.length },
      'e-mail alerts on',
    );
  }
  sender.wake();
  return sender;
}
