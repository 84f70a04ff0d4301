import type { Knex } from 'knex';

export const MAIL_OUTBOX_TABLE = 'mail_outbox';

/** What a staff alert announces; logged instead of its content. */
export type StaffAlertKind = 'application' | 'contact_message';

/** One e-mail to staff, composed and ready to send (the recipients and sender come from the config). */
export interface StaffAlert {
  kind: StaffAlertKind;
  subject: string;
  text: string;
  /** The visitor's address for a contact message, so staff can simply answer. */
  replyTo: string | null;
}

export interface OutboxEntry extends StaffAlert {
  id: number;
  /** Attempts to send it so far, the one just claimed included. */
  attempts: number;
  /** When it was queued (ms since the epoch). */
  createdAt: number;
}

interface OutboxRow {
  id: number;
  kind: StaffAlertKind;
  subject: string;
  text: string;
  replyTo: string | null;
  attempts: number | string;
  createdAt: number | string;
  nextAttemptAt: number | string;
}

/**
 * The table of staff alerts waiting to be sent (db/migrations/20261125090000_mail_outbox.ts). An
 * alert is added in the transaction of the submission it announces and removed once sent or given
 * up; the sender (server/mail/alert-sender.ts) decides when, with times from its clock.
 */
export function createMailOutbox(knex: Knex) {
  const table = () => knex<OutboxRow>(MAIL_OUTBOX_TABLE);
  return {
    /** Queues an alert inside the caller's transaction, due at once. */
    async add(trx: Knex.Transaction, alert: StaffAlert, now: number): Promise<void> {
      await trx(MAIL_OUTBOX_TABLE).insert({
        kind: alert.kind,
        subject: alert.subject,
        text: alert.text,
        replyTo: alert.replyTo,
        attempts: 0,
        createdAt: now,
        nextAttemptAt: now,
      });
    },

    /**
     * Takes the most overdue alert, if any: counts the attempt and moves its next attempt to
     * `leaseUntil`, so nobody else takes it meanwhile and, should the process die mid-send, it is
     * tried again then. The conditional UPDATE makes taking it safe against a second sender.
     */
    async claimNext(now: number, leaseUntil: number): Promise<OutboxEntry | null> {
      for (;;) {
        const row = await table()
          .where('nextAttemptAt', '<=', now)
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
            subject: row.subject,
            text: row.text,
            replyTo: row.replyTo,
            attempts,
            createdAt: Number(row.createdAt),
          };
        }
      }
    },

    async retryAt(id: number, at: number): Promise<void> {
      await table().where({ id }).update({ nextAttemptAt: at });
    },

    async remove(id: number): Promise<void> {
      await table().where({ id }).delete();
    },

    /** When the next alert falls due (ms since the epoch), or null when the outbox is empty. */
    async nextDueAt(): Promise<number | null> {
      const row = (await table().min({ at: 'nextAttemptAt' }).first()) as
        { at: number | string | null } | undefined;
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },

    /** Deletes every queued alert (alerts switched off: nobody will send them); returns how many. */
    async clear(): Promise<number> {
      return await table().delete();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
