import fs from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import { migrateToLatest, postgresKnexConfig } from '@db/connection.js';
import { migrationSource } from '@db/migrations/index.js';

/**
 * Moves an installation from its SQLite file to an empty PostgreSQL database (`npm run db:copy`):
 *
 * 1. checks the SQLite file is at this version's schema, and the target has no tables at all;
 * 2. migrates the target (the same migrations, so the same tables, indexes and triggers);
 * 3. in one transaction on the target, reading one snapshot of the SQLite file: copies every
 *    table in the order of its foreign keys, with the triggers off (the outbox trigger would
 *    queue an alert per copied application), advances every id sequence past the highest id
 *    SQLite ever gave out, and compares each table's row count;
 * 4. counts the SQLite file again: if the server wrote to it meanwhile, the copy is undone;
 * 5. gathers the planner's statistics (ANALYZE), so the list's queries use their indexes at once.
 *
 * Any failure undoes everything on the target (the transaction, then the migrations), so it is
 * empty again for the next attempt. The SQLite file is only read.
 */
export class DatabaseCopyError extends Error {}

export interface TableCopy {
  table: string;
  rows: number;
}

/** SQLite's own tables and the FTS5 search index, which PostgreSQL does with pg_trgm instead. */
const SQLITE_ONLY = /^(sqlite_.*|applications_search(_(config|data|docsize|idx|content))?)$/;
/** Each database keeps its own record of migrations. */
const NOT_COPIED = new Set(['knex_migrations', 'knex_migrations_lock']);
/** Rows read from SQLite at once. */
const PAGE = 2_000;
/** PostgreSQL takes at most 65,535 bound values per statement. */
const MAX_VALUES = 60_000;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A knex without the app's camelCase mapping: rows are copied with their column names as they are. */
function plain(config: Knex.Config): Knex {
  const { wrapIdentifier: _wrap, postProcessResponse: _post, ...rest } = config;
  return knexFactory(rest);
}

async function sqliteTables(source: Knex): Promise<string[]> {
  const rows = (await source.raw(
    "select name from sqlite_master where type = 'table' order by name",
  )) as Array<{
    name: string;
  }>;
  return rows.map((row) => row.name);
}

async function postgresTables(target: Knex): Promise<string[]> {
  const result = (await target.raw(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  )) as { rows: Array<{ table_name: string }> };
  return result.rows.map((row) => row.table_name);
}

async function columnsOf(db: Knex, table: string): Promise<string[]> {
  if (db.client.config.client === 'pg') {
    const result = (await db.raw(
      'select column_name from information_schema.columns where table_schema = current_schema() and table_name = ? order by column_name',
      [table],
    )) as { rows: Array<{ column_name: string }> };
    return result.rows.map((row) => row.column_name);
  }
  const rows = (await db.raw(`pragma table_info(${quote(table)})`)) as Array<{ name: string }>;
  return rows.map((row) => row.name).sort();
}

/** The tables ordered so that every table comes after the tables its foreign keys point to. */
async function foreignKeyOrder(target: Knex, tables: string[]): Promise<string[]> {
  const result = (await target.raw(
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = current_schema()`,
  )) as { rows: Array<{ child: string; parent: string }> };
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of result.rows) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new DatabaseCopyError('the foreign keys of the tables form a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

async function countRows(db: Knex, table: string): Promise<number> {
  const row = (await db(table).count({ count: '*' }).first()) as { count: number | string };
  return Number(row.count);
}

/** Every table's row count, in one read of the SQLite file. */
async function sqliteCounts(source: Knex, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await source.transaction(async (trx) => {
    for (const table of tables) counts.set(table, await countRows(trx, table));
  });
  return counts;
}

async function copyTable(source: Knex, target: Knex, table: string, columns: string[]): Promise<number> {
  const perStatement = Math.max(1, Math.floor(MAX_VALUES / columns.length));
  let last = -Infinity;
  let copied = 0;
  for (;;) {
    const rows = (await source.raw(
      `select rowid as "__rowid", ${columns.map(quote).join(', ')} from ${quote(table)} where rowid > ? order by rowid limit ?`,
      [last === -Infinity ? Number.MIN_SAFE_INTEGER : last, PAGE],
    )) as Array<Record<string, unknown> & { __rowid: number }>;
    if (rows.length === 0) return copied;
    last = rows[rows.length - 1]!.__rowid;
    const values = rows.map(({ __rowid: _rowid, ...row }) => row);
    for (let offset = 0; offset < values.length; offset += perStatement) {
      await target(table).insert(values.slice(offset, offset + perStatement));
    }
    copied += rows.length;
  }
}

/**
 * Moves every id sequence past the highest id in its table, and past the highest id SQLite ever
 * gave out there (sqlite_sequence), so a deleted row's id is not handed out again.
 */
async function advanceSequences(source: Knex, target: Knex): Promise<void> {
  const given = new Map<string, number>();
  if ((await sqliteTables(source)).includes('sqlite_sequence')) {
    const rows = (await source.raw('select name, seq from sqlite_sequence')) as Array<{
      name: string;
      seq: number;
    }>;
    for (const row of rows) given.set(row.name, Number(row.seq));
  }
  const result = (await target.raw(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_default like 'nextval(%'`,
  )) as { rows: Array<{ table_name: string; column_name: string }> };
  for (const { table_name: table, column_name: column } of result.rows) {
    const row = (await target(table).max({ max: column }).first()) as { max: number | string | null };
    const next = Math.max(Number(row.max ?? 0), given.get(table) ?? 0) + 1;
    await target.raw('select setval(pg_get_serial_sequence(?, ?), ?, false)', [quote(table), column, next]);
  }
}

export interface CopyOptions {
  /** The installation's SQLite file (DATA_DIR/agency.sqlite). */
  sourceFile: string;
  /** The empty PostgreSQL database to copy into. */
  targetUrl: string;
  /** Progress lines for the person running the copy (awaited: the copy goes on after it). */
  log?: (line: string) => void | Promise<void>;
}

export async function copySqliteToPostgres({
  sourceFile,
  targetUrl,
  log = () => {},
}: CopyOptions): Promise<TableCopy[]> {
  if (!fs.existsSync(sourceFile))
    throw new DatabaseCopyError(`There is no SQLite database at ${sourceFile}.`);
  const source = plain({ client: 'sqlite3', connection: { filename: sourceFile }, useNullAsDefault: true });
  const migrating = knexFactory(postgresKnexConfig(targetUrl));
  const target = plain(postgresKnexConfig(targetUrl));
  let migrated = false;
  try {
    const expected = await migrationSource.getMigrations([]);
    const sourceTables = await sqliteTables(source);
    const applied = sourceTables.includes('knex_migrations')
      ? ((await source('knex_migrations').orderBy('id').pluck('name')) as string[])
      : [];
    if (applied.join() !== expected.join()) {
      throw new DatabaseCopyError(
        applied.some((name) => !expected.includes(name))
          ? `${sourceFile} is from a newer version of the site than this one: update the code first.`
          : `${sourceFile} is not at this version's schema: run npm run db:migrate (without DATABASE_URL) or start the server once, then stop it and copy again.`,
      );
    }
    const existing = await postgresTables(target);
    if (existing.length > 0) {
      throw new DatabaseCopyError(
        `The target database is not empty (${existing.length} table(s), e.g. ${existing.slice(0, 3).join(', ')}): db:copy only copies into a new, empty database.`,
      );
    }

    await log('Creating the tables in PostgreSQL …');
    migrated = true;
    await migrateToLatest(migrating);
    const tables = (await postgresTables(target)).filter((table) => !NOT_COPIED.has(table));
    const unknown = sourceTables.filter(
      (table) => !NOT_COPIED.has(table) && !SQLITE_ONLY.test(table) && !tables.includes(table),
    );
    if (unknown.length > 0)
      throw new DatabaseCopyError(`Tables only the SQLite file has: ${unknown.join(', ')}.`);
    const columns = new Map<string, string[]>();
    for (const table of tables) {
      const wanted = await columnsOf(target, table);
      const present = await columnsOf(source, table);
      if (wanted.join() !== present.join()) {
        throw new DatabaseCopyError(`The columns of ${table} differ between SQLite and PostgreSQL.`);
      }
      columns.set(table, wanted);
    }
    const ordered = await foreignKeyOrder(target, tables);

    const copies: TableCopy[] = [];
    await target.transaction(async (trx) => {
      for (const table of ordered) await trx.raw(`alter table ${quote(table)} disable trigger user`);
      // Rows the migrations themselves insert (the activity log's head) are replaced by the copy's.
      await trx.raw(`truncate ${ordered.map(quote).join(', ')}`);
      const snapshot = new Map<string, number>();
      await source.transaction(async (read) => {
        for (const table of ordered) {
          const rows = await copyTable(read, trx, table, columns.get(table)!);
          snapshot.set(table, await countRows(read, table));
          const stored = await countRows(trx, table);
          if (rows !== snapshot.get(table) || stored !== rows) {
            throw new DatabaseCopyError(
              `${table}: ${snapshot.get(table)} row(s) in SQLite, ${rows} read, ${stored} stored in PostgreSQL.`,
            );
          }
          copies.push({ table, rows });
          await log(`  ${table}: ${rows}`);
        }
        await advanceSequences(read, trx);
      });
      for (const table of ordered) await trx.raw(`alter table ${quote(table)} enable trigger user`);
      // The snapshot is over: a server still writing to the file would have been left out.
      const now = await sqliteCounts(source, ordered);
      const changed = ordered.filter((table) => now.get(table) !== snapshot.get(table));
      if (changed.length > 0) {
        throw new DatabaseCopyError(
          `The SQLite database changed during the copy (${changed.join(', ')}): is the server still running? Stop it and run db:copy again.`,
        );
      }
    });
    migrated = false;
    // Statistics for the planner at once, rather than when autovacuum gets to the new tables.
    await target.raw('analyze');
    return copies;
  } catch (error) {
    if (migrated) {
      // Leave the database as empty as it was, so the next attempt is not refused.
      await migrating.migrate
        .rollback(undefined, true)
        .then(() => migrating.raw('drop table if exists knex_migrations, knex_migrations_lock'))
        .catch(() => {});
    }
    throw error;
  } finally {
    await Promise.all([source.destroy(), migrating.destroy(), target.destroy()]);
  }
}
