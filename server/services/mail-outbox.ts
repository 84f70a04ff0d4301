import type { Knex } from 'knex';

export const MAIL_OUTBOX_TABLE = 'mail_outbox';

/** What a staff alert announces, and the table its rows come from. */
export const ALERT_SOURCES = {
  application: 'applications',
  contact_message: 'contact_messages',
} as const;

/** What a staff alert announces; logged instead of its content. */
export type StaffAlertKind = keyof typeof ALERT_SOURCES;

/**
 * Mails to one staff member about their account: the link of an invitation or a password reset;
 * `email_change`, the confirmation link to a new address, and `email_change_notice`, the word to
 * the address in use that a new one was given (both name the email_changes row, source_id).
 */
export type AccountMailKind = 'invitation' | 'password_reset' | EmailChangeMailKind;
export type EmailChangeMailKind = 'email_change' | 'email_change_notice';
export const isEmailChangeKind = (kind: MailKind): kind is EmailChangeMailKind =>
  kind === 'email_change' || kind === 'email_change_notice';

/**
 * Mails to the colleague an application was assigned to, if they chose it ("Mein Konto"):
 * `assignment` names the application (source_id), `assignment_bulk` how many a bulk action
 * assigned (source_id); recipient_id is the account. Sent whenever mail is set up, like the
 * account mails (they go to the person's own address, not to NOTIFY_EMAIL).
 */
export type AssignmentMailKind = 'assignment' | 'assignment_bulk';
export const ASSIGNMENT_MAIL_KINDS: AssignmentMailKind[] = ['assignment', 'assignment_bulk'];
export const isAssignmentKind = (kind: MailKind): kind is AssignmentMailKind =>
  (ASSIGNMENT_MAIL_KINDS as MailKind[]).includes(kind);

/**
 * The newsletter's mails (issue 40). `newsletter_confirm`: the double opt-in link to a subscriber
 * (source_id). `newsletter_test`: an issue (source_id) to the staff member who asked for a test
 * (recipient_id). Both go out with the other single mails. `newsletter`: an issue (source_id) to a
 * confirmed subscriber (recipient_id), at most one row per pair; only the newsletter's own paced
 * sender takes these, so a large send never holds up a staff alert.
 */
export type NewsletterMailKind = 'newsletter_confirm' | 'newsletter_test';
export const NEWSLETTER_MAIL_KINDS: NewsletterMailKind[] = ['newsletter_confirm', 'newsletter_test'];
export const NEWSLETTER_BULK_KIND = 'newsletter';
export const isNewsletterKind = (kind: MailKind): kind is NewsletterMailKind =>
  (NEWSLETTER_MAIL_KINDS as MailKind[]).includes(kind);

/** Every kind of queued mail; logged instead of its content. */
export type MailKind =
  StaffAlertKind | AccountMailKind | AssignmentMailKind | NewsletterMailKind | typeof NEWSLETTER_BULK_KIND;

export const isAlertKind = (kind: MailKind): kind is StaffAlertKind => kind in ALERT_SOURCES;

/**
 * One e-mail to staff, composed and ready to send. The recipients of an alert are NOTIFY_EMAIL's;
 * an account mail names its own (`to`). The sender comes from the config.
 */
export interface StaffAlert {
  kind: MailKind;
  to?: string[];
  subject: string;
  text: string;
  /** The visitor's address for a contact message, so staff can simply answer. */
  replyTo: string | null;
  /** An HTML alternative (the newsletter's issues). */
  html?: string;
  /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** A queued alert: what it announces, not a copy of it (the mail is composed when it is sent). */
export interface OutboxEntry {
  id: number;
  kind: MailKind;
  /** The id of the application or contact message in its table. */
  sourceId: number;
  /** The account an assignment mail is for; null for every other kind. */
  recipientId: number | null;
  /** Attempts to send it so far, the one just claimed included. */
  attempts: number;
  /** When it was queued (ms since the epoch): the submission's own time. */
  createdAt: number;
}

interface OutboxRow {
  id: number;
  kind: MailKind;
  sourceId: number;
  recipientId: number | string | null;
  attempts: number | string;
  createdAt: number | string;
  nextAttemptAt: number | string;
}

/** The kinds of mail that go to staff accounts, not to NOTIFY_EMAIL. */
export const ACCOUNT_MAIL_KINDS: AccountMailKind[] = [
  'invitation',
  'password_reset',
  'email_change',
  'email_change_notice',
];
/** Every kind the staff sender takes (the bulk newsletter has its own sender). */
export const ALL_MAIL_KINDS: MailKind[] = [
  ...(Object.keys(ALERT_SOURCES) as StaffAlertKind[]),
  ...ACCOUNT_MAIL_KINDS,
  ...ASSIGNMENT_MAIL_KINDS,
  ...NEWSLETTER_MAIL_KINDS,
];

/**
 * The table of mails waiting to be sent (db/migrations/20261125090000_mail_outbox.ts). Triggers
 * queue an alert with each application and contact message (20261203100000_mail_outbox_triggers),
 * and the services queue account mails with their links. Each process's sender
 * (server/mail/alert-sender.ts) takes the kinds it can send, decides when with times from its
 * clock, and removes them once sent or given up; what no process sends within a day is deleted by
 * the daily maintenance (pruneUnsent).
 */
export function createMailOutbox(knex: Knex) {
  const table = () => knex<OutboxRow>(MAIL_OUTBOX_TABLE);
  return {
    /**
     * Takes the most overdue alert, if any: counts the attempt and moves its next attempt to
     * `leaseUntil`, so nobody else takes it meanwhile and, should the process die mid-send, it is
     * tried again then. The conditional UPDATE makes taking it safe against a second sender.
     */
    async claimNext(
      now: number,
      leaseUntil: number,
      kinds: readonly MailKind[] = ALL_MAIL_KINDS,
    ): Promise<OutboxEntry | null> {
      for (;;) {
        const row = await table()
          .where('nextAttemptAt', '<=', now)
          .whereIn('kind', kinds)
          .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
          .first();
        if (!row) return null;
        const attempts = Number(row.attempts) + 1;
        const taken = await table()
          .where({ id: row.id, attempts: row.attempts, nextAttemptAt: row.nextAttemptAt })
          .update({ attempts, nextAttemptAt: leaseUntil });
        if (taken === 1) {
          return {
            id: row.id,
            kind: row.kind,
            sourceId: Number(row.sourceId),
            recipientId:
              row.recipientId === null || row.recipientId === undefined ? null : Number(row.recipientId),
            attempts,
            createdAt: Number(row.createdAt),
          };
        }
      }
    },

    /**
     * Queues an account mail within the transaction that made its invitation or reset, so the
     * mail exists exactly when its link does. Due at `at`.
     */
    async enqueue(db: Knex, kind: AccountMailKind, sourceId: number, at: number): Promise<void> {
      await db(MAIL_OUTBOX_TABLE).insert({ kind, sourceId, attempts: 0, createdAt: at, nextAttemptAt: at });
    },

    /** Queues an assignment mail for `recipientId` within the transaction that assigned. Due at `at`. */
    async enqueueAssignment(
      db: Knex,
      kind: AssignmentMailKind,
      sourceId: number,
      recipientId: number,
      at: number,
    ): Promise<void> {
      await db(MAIL_OUTBOX_TABLE).insert({
        kind,
        sourceId,
        recipientId,
        attempts: 0,
        createdAt: at,
        nextAttemptAt: at,
      });
    },

    async retryAt(id: number, at: number): Promise<void> {
      await table().where({ id }).update({ nextAttemptAt: at });
    },

    async remove(id: number): Promise<void> {
      await table().where({ id }).delete();
    },

    /** When the next mail of `kinds` falls due (ms since the epoch), or null when there is none. */
    async nextDueAt(kinds: readonly MailKind[] = ALL_MAIL_KINDS): Promise<number | null> {
      const row = (await table().whereIn('kind', kinds).min({ at: 'nextAttemptAt' }).first()) as
        { at: number | string | null } | undefined;
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },

    /**
     * Deletes the mails queued before `before` that nobody is sending now (no lease runs past
     * `now`): a sender gives up on a mail a day after it was queued, so these are mails no process
     * could send (alerts off, no mail settings). Returns how many.
     */
    async pruneUnsent(before: number, now: number): Promise<number> {
      // The newsletter's rows wait their paced turn (a large issue may take longer than a day) and
      // are counted on their issue when they end: only their sender removes them.
      return await table()
        .where('createdAt', '<', before)
        .where('nextAttemptAt', '<=', now)
        .whereNot('kind', NEWSLETTER_BULK_KIND)
        .delete();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
