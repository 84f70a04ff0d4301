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

/** PostgreSQL's SQLSTATE for a unique violation (a unique index or the primary key). */
const UNIQUE_VIOLATION = '23505';
/** SQLite's extended codes for the same, should the driver ever hand them over. */
const SQLITE_UNIQUE_CODES: ReadonlySet<unknown> = new Set([
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

/**
 * Whether `error` is a unique-key or primary-key violation, on either database: a row with the same
 * key was there first. Other constraint failures (NOT NULL, CHECK, a foreign key) are not.
 * node-sqlite3 gives only the primary code SQLITE_CONSTRAINT; its message says which constraint
 * ("UNIQUE constraint failed: table.column", for a primary key too).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === UNIQUE_VIOLATION || SQLITE_UNIQUE_CODES.has(code)) return true;
  return (
    code === 'SQLITE_CONSTRAINT' &&
    typeof message === 'string' &&
    message.includes('UNIQUE constraint failed')
  );
}

/**
 * The rows a raw statement answered (a SELECT, or a write with RETURNING): SQLite's driver hands
 * over the array, node-postgres a result holding them in `rows`.
 */
export async function rawRows<Row = Record<string, unknown>>(
  db: Knex | Knex.Transaction,
  sql: string,
  bindings: readonly Knex.RawBinding[] = [],
): Promise<Row[]> {
  const result: unknown = await db.raw(sql, [...bindings]);
  return dialectOf(db) === 'postgres' ? (result as { rows: Row[] }).rows : (result as Row[]);
}

/** An identifier in double quotes, for raw SQL built from table and column names (both take it). */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** How many rows `table` has, as a number (PostgreSQL's bigint count may come as text). */
export async function countRows(db: Knex | Knex.Transaction, table: string): Promise<number> {
  const row = (await db(table).count({ count: '*' }).first()) as { count: number | string };
  return Number(row.count);
}

/**
 * `query` with its rows locked until the transaction ends (SELECT … FOR UPDATE) on PostgreSQL, so
 * a concurrent change that reads the same rows waits and then sees the committed result; SQLite
 * runs one write transaction at a time anyway and knows no FOR UPDATE. PostgreSQL refuses
 * FOR UPDATE with an aggregate: select the rows (their ids) and count them in JavaScript.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(db: Knex | Knex.Transaction, query: Q): Q {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}
