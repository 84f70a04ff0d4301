import type { Knex } from 'knex';
import type { NewsletterIssueStatus } from '@shared/newsletter.js';
import { newsletterMessages, NEWSLETTER_TEST_MAILS_PER_HOUR } from '@shared/newsletter.js';
import type { NewsletterIssueCreate, NewsletterIssueUpdate } from '@shared/schemas/newsletter.js';
import { isoNow, type Clock } from '../../clock.js';
import { conflict, notFound } from '../../errors.js';
import { changesBetween, details } from '../activity-changes.js';
import { SYSTEM_ACTOR, type ActivityLog, type Actor } from '../activity-log.js';
import { MAIL_OUTBOX_TABLE, NEWSLETTER_BULK_KIND } from '../mail-outbox.js';
import { takeHourly } from '../window-counters.js';
import { ISSUES_TABLE, SUBSCRIBERS_TABLE } from './tables.js';

/** An issue's row as the database gives it (timestamps as strings on SQLite, Dates on PostgreSQL). */
export interface IssueRow {
  id: number;
  subject: string;
  text: string;
  status: NewsletterIssueStatus;
  createdBy: number | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  sentBy: number | null;
  sendStartedAt: string | Date | null;
  sentAt: string | Date | null;
  recipients: number | string;
  delivered: number | string;
  failed: number | string;
  skipped: number | string;
  nextSendAt: number | string;
}

/** An issue with the names of who wrote and who sent it (their names now). */
export type IssueWithNames = IssueRow & { createdByName: string | null; sentByName: string | null };

/** How a queued mail of an issue ended: accepted by the SMTP server, given up, or not sent. */
export type IssueOutcome = 'delivered' | 'failed' | 'skipped';

export interface NewsletterIssueDeps {
  knex: Knex;
  clock: Clock;
  activityLog: Pick<ActivityLog, 'record'>;
  /** Wakes the senders (this process's and, through the change feed, the others') after a mail was queued. */
  queued(): void;
}

/** What the log records of a draft: the agency's own text, no personal data. */
const logged = (row: Pick<IssueRow, 'subject' | 'text'> | null) =>
  row ? { subject: row.subject, text: row.text } : null;

const figures = (row: Pick<IssueRow, 'recipients' | 'delivered' | 'failed' | 'skipped'>) => ({
  recipients: Number(row.recipients),
  delivered: Number(row.delivered),
  failed: Number(row.failed),
  skipped: Number(row.skipped),
});

/**
 * Counts how one queued mail of an issue ended, and when that was the last one, marks the issue
 * sent and records ONE activity entry with its figures (never an address). Call within the
 * transaction that deleted the mail's outbox row, and only when that delete took the row: whoever
 * deletes a row counts it, so a mail is counted once however many processes race for it.
 */
export async function countOutcome(
  trx: Knex.Transaction,
  activityLog: Pick<ActivityLog, 'record'>,
  clock: Clock,
  issueId: number,
  outcome: IssueOutcome,
  count = 1,
): Promise<void> {
  if (count <= 0) return;
  await trx(ISSUES_TABLE)
    .where({ id: issueId })
    .update({ [outcome]: trx.raw('?? + ?', [outcome, count]) });
  const finished = await trx(ISSUES_TABLE)
    .where({ id: issueId, status: 'sending' })
    .whereRaw('delivered + failed + skipped >= recipients')
    .update({ status: 'sent', sentAt: isoNow(clock) });
  if (finished !== 1) return;
  const row = (await trx(ISSUES_TABLE).where({ id: issueId }).first()) as IssueRow;
  await activityLog.record(trx, SYSTEM_ACTOR, {
    action: 'newsletter-sent',
    entity: 'newsletter-issues',
    entityId: issueId,
    changes: details({ subject: row.subject, ...figures(row) }),
  });
}

/**
 * Removes a subscriber's queued issue mails (they unsubscribed, were removed or erased) and counts
 * them as skipped, within the caller's transaction; the issue's last mail completes it. Only the
 * rows no sender holds now (never taken, or due again): a claimed mail is left to its sender, which
 * finds the subscriber gone and counts it skipped itself, so no mail is counted twice. The delete
 * matches the row exactly as read, so a sender claiming it meanwhile keeps it. Answers how many.
 */
export async function dropQueuedIssueMails(
  trx: Knex.Transaction,
  activityLog: Pick<ActivityLog, 'record'>,
  clock: Clock,
  subscriberId: number,
): Promise<number> {
  const now = clock();
  const rows = (await trx(MAIL_OUTBOX_TABLE)
    .where({ kind: NEWSLETTER_BULK_KIND, recipientId: subscriberId })
    .where((free) => free.where({ attempts: 0 }).orWhere('nextAttemptAt', '<=', now))
    .select('id', 'sourceId', 'attempts', 'nextAttemptAt')) as Array<{
    id: number;
    sourceId: number | string;
    attempts: number | string;
    nextAttemptAt: number | string;
  }>;
  let dropped = 0;
  for (const row of rows) {
    const deleted = await trx(MAIL_OUTBOX_TABLE)
      .where({ id: row.id, attempts: row.attempts, nextAttemptAt: row.nextAttemptAt })
      .delete();
    if (deleted !== 1) continue;
    dropped += 1;
    await countOutcome(trx, activityLog, clock, Number(row.sourceId), 'skipped');
  }
  return dropped;
}

/**
 * The newsletter's issues: drafts (create, change, delete), the test mail to oneself, and sending
 * to every confirmed subscriber. Sending queues one outbox row per confirmed subscriber in one
 * statement; the paced sender (server/mail/newsletter-sender.ts) works through them.
 */
export function createNewsletterIssues({ knex, clock, activityLog, queued }: NewsletterIssueDeps) {
  const withNames = (db: Knex) =>
    db(`${ISSUES_TABLE} as i`)
      .leftJoin('admin_users as c', 'c.id', 'i.created_by')
      .leftJoin('admin_users as s', 's.id', 'i.sent_by')
      .select(
        'i.*',
        db.raw("coalesce(nullif(c.display_name, ''), c.username) as created_by_name"),
        db.raw("coalesce(nullif(s.display_name, ''), s.username) as sent_by_name"),
      );

  async function get(id: number, db: Knex = knex): Promise<IssueWithNames> {
    const row = (await withNames(db).where('i.id', id).first()) as IssueWithNames | undefined;
    if (!row) throw notFound();
    return row;
  }

  /** The draft `id` within `trx`, locked against a send; 404 unknown, 409 no longer a draft. */
  async function draft(trx: Knex.Transaction, id: number): Promise<IssueRow> {
    // Touching the row first takes its lock (PostgreSQL) or the write lock (SQLite).
    await trx(ISSUES_TABLE).where({ id }).update({ id });
    const row = (await trx(ISSUES_TABLE).where({ id }).first()) as IssueRow | undefined;
    if (!row) throw notFound();
    if (row.status !== 'draft') throw conflict(newsletterMessages.issueNotDraft);
    return row;
  }

  return {
    get,

    /** Every issue, newest first (no texts). */
    list: async (): Promise<IssueWithNames[]> =>
      (await withNames(knex).orderBy([
        { column: 'i.created_at', order: 'desc' },
        { column: 'i.id', order: 'desc' },
      ])) as IssueWithNames[],

    create: (input: NewsletterIssueCreate, actor: Actor): Promise<number> =>
      knex.transaction(async (trx) => {
        const now = isoNow(clock);
        const [inserted] = (await trx(ISSUES_TABLE)
          .insert({
            subject: input.subject,
            text: input.text,
            status: 'draft',
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')) as Array<{ id: number } | number>;
        const id = typeof inserted === 'object' ? inserted.id : Number(inserted);
        await activityLog.record(trx, actor, {
          action: 'create',
          entity: 'newsletter-issues',
          entityId: id,
          changes: changesBetween('newsletter-issues', null, logged(input)),
        });
        return id;
      }),

    async update(id: number, input: NewsletterIssueUpdate, actor: Actor): Promise<IssueWithNames> {
      await knex.transaction(async (trx) => {
        const before = await draft(trx, id);
        const changes = changesBetween('newsletter-issues', logged(before), {
          ...logged(before),
          ...input,
        });
        if (!changes) return;
        await trx(ISSUES_TABLE)
          .where({ id })
          .update({ ...input, updatedAt: isoNow(clock) });
        await activityLog.record(trx, actor, {
          action: 'update',
          entity: 'newsletter-issues',
          entityId: id,
          changes,
        });
      });
      return await get(id);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await knex.transaction(async (trx) => {
        const before = await draft(trx, id);
        await trx(ISSUES_TABLE).where({ id }).delete();
        await activityLog.record(trx, actor, {
          action: 'delete',
          entity: 'newsletter-issues',
          entityId: id,
          changes: changesBetween('newsletter-issues', logged(before), null),
        });
      });
    },

    /**
     * Starts sending `id` to every confirmed subscriber, in ONE transaction: the conditional
     * update draft → sending (a second send, here or in another process, changes 0 rows: 409), one
     * outbox row per confirmed subscriber (INSERT … SELECT: one statement however many), and the
     * number of recipients. Nobody confirmed: 409 and nothing changes.
     */
    async send(id: number, actor: Actor): Promise<{ id: number; recipients: number }> {
      const recipients = await knex.transaction(async (trx) => {
        const now = clock();
        const started = await trx(ISSUES_TABLE)
          .where({ id, status: 'draft' })
          .update({ status: 'sending', sentBy: actor.id, sendStartedAt: new Date(now).toISOString() });
        if (started !== 1) {
          if (!(await trx(ISSUES_TABLE).where({ id }).first('id'))) throw notFound();
          throw conflict(newsletterMessages.issueAlreadySent);
        }
        await trx.raw(
          `insert into ${MAIL_OUTBOX_TABLE} (kind, source_id, recipient_id, attempts, created_at, next_attempt_at)
           select ?, ?, id, 0, ?, ? from ${SUBSCRIBERS_TABLE} where status = 'confirmed'`,
          [NEWSLETTER_BULK_KIND, id, now, now],
        );
        const counted = (await trx(MAIL_OUTBOX_TABLE)
          .where({ kind: NEWSLETTER_BULK_KIND, sourceId: id })
          .count({ count: '*' })
          .first()) as { count: number | string };
        const count = Number(counted.count);
        if (count === 0) throw conflict(newsletterMessages.noSubscribers);
        const row = (await trx(ISSUES_TABLE).where({ id }).first()) as IssueRow;
        await trx(ISSUES_TABLE).where({ id }).update({ recipients: count });
        await activityLog.record(trx, actor, {
          action: 'newsletter-send',
          entity: 'newsletter-issues',
          entityId: id,
          changes: details({ subject: row.subject, recipients: count }),
        });
        return count;
      });
      queued();
      return { id, recipients };
    },

    /**
     * Queues the test mail of `id` to the staff member's own address (drafts and sent issues
     * alike; a confirmed address only: a new one waiting for its link is not used). 404 unknown
     * issue; 409 when the account has no e-mail address; 429 beyond
     * NEWSLETTER_TEST_MAILS_PER_HOUR in an hour. Each one is recorded (the issue and its subject,
     * the agency's own text; not the text, not the address).
     */
    async queueTest(id: number, actor: Actor & { id: number }): Promise<void> {
      await knex.transaction(async (trx) => {
        // The count first: a write that takes SQLite's lock at once. A refusal below rolls it back.
        await takeHourly(
          trx,
          clock,
          { scope: 'account:test-mail', key: String(actor.id) },
          NEWSLETTER_TEST_MAILS_PER_HOUR,
          newsletterMessages.testMailsTooMany,
        );
        const issue = (await trx(ISSUES_TABLE).where({ id }).first('id', 'subject')) as
          Pick<IssueRow, 'id' | 'subject'> | undefined;
        if (!issue) throw notFound();
        const account = (await trx('admin_users').where({ id: actor.id }).first('email')) as
          { email: string | null } | undefined;
        if (!account?.email) throw conflict(newsletterMessages.noOwnAddress);
        await activityLog.record(trx, actor, {
          action: 'newsletter-test',
          entity: 'newsletter-issues',
          entityId: id,
          changes: details({ subject: issue.subject }),
        });
        const now = clock();
        await trx(MAIL_OUTBOX_TABLE).insert({
          kind: 'newsletter_test',
          sourceId: id,
          recipientId: actor.id,
          attempts: 0,
          createdAt: now,
          nextAttemptAt: now,
        });
      });
      queued();
    },

    /** Counts how a queued mail ended (see countOutcome), in a transaction of its own. */
    countOutcome: (trx: Knex.Transaction, issueId: number, outcome: IssueOutcome) =>
      countOutcome(trx, activityLog, clock, issueId, outcome),
  };
}

export type NewsletterIssues = ReturnType<typeof createNewsletterIssues>;
