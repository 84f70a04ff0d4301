import type { Knex } from 'knex';

/**
 * The few places where SQLite (the embedded default) and PostgreSQL (DATABASE_URL) need different
 * SQL. Services ask for a fragment here instead of testing the database themselves; everything
 * else is written once, in the SQL both understand.
 */
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(knex: Knex): Dialect {
  return knex.client.config.client === 'pg' ? 'postgres' : 'sqlite';
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `expression` for ORDER BY with the case of ASCII letters ignored, every other character in code
 * point order: SQLite's NOCASE, and on PostgreSQL the same comparison written out (only A–Z folded,
 * then byte order), whatever the database's collation. Umlauts sort after z on both.
 */
export function asciiCaseFolded(dialect: Dialect, expression: string): string {
  return dialect === 'sqlite'
    ? `${expression} collate nocase`
    : `translate(${expression}, '${UPPER}', '${UPPER.toLowerCase()}') collate "C"`;
}

/** A raw WHERE that `column` ends with the bound text: [sql, column, text length, text]. */
export function endsWithSql(dialect: Dialect): string {
  return dialect === 'sqlite' ? 'substr(??, -?) = ?' : 'right(??, ?) = ?';
}

/**
 * Makes transactions that call this with the same `name` run one after the other: SQLite's one
 * connection already runs every transaction alone; on PostgreSQL a transaction-level advisory lock
 * (released at commit or rollback) orders them, across every process of the installation.
 */
export async function serializeTransaction(trx: Knex.Transaction, name: string): Promise<void> {
  if (dialectOf(trx) === 'postgres') await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [name]);
}

/**
 * Runs `work` while no other process of the installation runs work under the same `name`: on
 * PostgreSQL an advisory lock held by a transaction of its own for as long as `work` takes (its
 * queries use other connections of the pool); SQLite is one process's file, so `work` just runs.
 * For the start (migrations, sample content, the first admin): several processes starting at once
 * do it one after the other, and the later ones find it done.
 */
export async function withInstallationLock<T>(knex: Knex, name: string, work: () => Promise<T>): Promise<T> {
  if (dialectOf(knex) === 'sqlite') return work();
  let result: T | undefined;
  await knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [name]);
    result = await work();
  });
  return result as T;
}
