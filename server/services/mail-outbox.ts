import type { Knex } from 'knex';
import { dialectOf, epochMsOfNew, type Dialect } from '@db/dialect.js';

export const MAIL_OUTBOX_TABLE = 'mail_outbox';

/** What a staff alert announces, and the table its rows come from. */
export const ALERT_SOURCES = {
  application: 'applications',
  contact_message: 'contact_messages',
} as const;

/** What a staff alert announces; logged instead of its content. */
export type StaffAlertKind = keyof typeof ALERT_SOURCES;

/** Mails to one staff member about their account (the link of an invitation or a password reset). */
export type AccountMailKind = 'invitation' | 'password_reset';

/** Every kind of queued mail; logged instead of its content. */
export type MailKind = StaffAlertKind | AccountMailKind;

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
}

/** A queued alert: what it announces, not a copy of it (the mail is composed when it is sent). */
export interface OutboxEntry {
  id: number;
  kind: MailKind;
  /** The id of the application or contact message in its table. */
  sourceId: number;
  /** Attempts to send it so far, the one just claimed included. */
  attempts: number;
  /** When it was queued (ms since the epoch): the submission's own time. */
  createdAt: number;
}

interface OutboxRow {
  id: number;
  kind: MailKind;
  sourceId: number;
  attempts: number | string;
  createdAt: number | string;
  nextAttemptAt: number | string;
}

const triggerName = (kind: StaffAlertKind) => `${MAIL_OUTBOX_TABLE}_${kind}`;

/**
 * The trigger that queues an alert with every new row of `kind`'s table, due at once: its time is
 * the row's created_at (an ISO time from the app's clock) in ms. Being part of the INSERT
 * statement, it commits or fails with the submission, and the submission stays one statement.
 * On PostgreSQL a trigger runs a function: one, taking the kind as its argument.
 */
function createTriggerSql(dialect: Dialect, kind: StaffAlertKind): string[] {
  const ms = epochMsOfNew(dialect, 'created_at');
  const insert = `INSERT INTO ${MAIL_OUTBOX_TABLE} (kind, source_id, attempts, created_at, next_attempt_at)`;
  if (dialect === 'sqlite') {
    return [
      `CREATE TRIGGER ${triggerName(kind)} AFTER INSERT ON ${ALERT_SOURCES[kind]} BEGIN
    ${insert} VALUES ('${kind}', NEW.id, 0, ${ms}, ${ms});
  END`,
    ];
  }
  return [
    `CREATE OR REPLACE FUNCTION ${MAIL_OUTBOX_TABLE}_queue() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${insert} VALUES (TG_ARGV[0], NEW.id, 0, ${ms}, ${ms});
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER ${triggerName(kind)} AFTER INSERT ON ${ALERT_SOURCES[kind]}
    FOR EACH ROW EXECUTE FUNCTION ${MAIL_OUTBOX_TABLE}_queue('${kind}')`,
  ];
}

const dropTriggerSql = (dialect: Dialect, kind: StaffAlertKind) =>
  dialect === 'sqlite'
    ? `DROP TRIGGER IF EXISTS ${triggerName(kind)}`
    : `DROP TRIGGER IF EXISTS ${triggerName(kind)} ON ${ALERT_SOURCES[kind]}`;

/**
 * The table of staff alerts waiting to be sent (db/migrations/20261125090000_mail_outbox.ts). While
 * queueing is on, triggers add an alert with each application and contact message; the sender
 * (server/mail/alert-sender.ts) takes them, decides when with times from its clock, and removes
 * them once sent or given up.
 */
export function createMailOutbox(knex: Knex) {
  const table = () => knex<OutboxRow>(MAIL_OUTBOX_TABLE);
  return {
    /**
     * Turns the queueing triggers on (written afresh, so a changed definition takes effect) or
     * off. Called once at start, before any request.
     */
    async setQueueing(on: boolean): Promise<void> {
      const dialect = dialectOf(knex);
      for (const kind of Object.keys(ALERT_SOURCES) as StaffAlertKind[]) {
        await knex.raw(dropTriggerSql(dialect, kind));
        if (on) for (const sql of createTriggerSql(dialect, kind)) await knex.raw(sql);
      }
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
            sourceId: Number(row.sourceId),
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
