import type { Knex } from 'knex';
import { dialectOf } from '@db/dialect.js';

/**
 * SQL the tests write themselves, for SQLite and PostgreSQL alike (TEST_DATABASE=postgres runs
 * the same tests on PostgreSQL).
 */

/** Inserts one row and answers its id (SQLite answers it as the insert's result, PostgreSQL through RETURNING). */
export async function insertRow(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = (await db(table).insert(row).returning('id')) as Array<number | { id: number }>;
  return Number(typeof inserted === 'object' ? inserted.id : inserted);
}

export interface FailingTrigger {
  /** Removes the trigger again. */
  drop(): Promise<void>;
}

/**
 * A trigger that makes `event` on `table` fail with `message` (for rows matching `when`, an SQL
 * condition over `old`/`new`, or all): how a test makes a write fail inside the app's transaction.
 */
export async function failingTrigger(
  db: Knex,
  {
    name,
    table,
    event,
    message,
    when,
  }: {
    name: string;
    table: string;
    event: 'insert' | 'update' | 'delete';
    message: string;
    when?: string;
  },
): Promise<FailingTrigger> {
  if (dialectOf(db) === 'sqlite') {
    await db.raw(
      `create trigger ${name} before ${event} on ${table}${when ? ` when ${when}` : ''} ` +
        `begin select raise(abort, '${message}'); end`,
    );
    return { drop: async () => void (await db.raw(`drop trigger ${name}`)) };
  }
  await db.raw(
    `create function ${name}() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`,
  );
  await db.raw(
    `create trigger ${name} before ${event} on ${table} for each row${when ? ` when (${when})` : ''} ` +
      `execute function ${name}()`,
  );
  return {
    drop: async () => {
      await db.raw(`drop trigger ${name} on ${table}`);
      await db.raw(`drop function ${name}()`);
    },
  };
}
