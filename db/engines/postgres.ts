import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory, { type Knex } from 'knex';
import { migrateToLatest, postgresKnexConfig } from '../connection.js';
import { countRows, quoteIdentifier, rawRows } from '../dialect.js';
import {
  DatabaseEngineError,
  type CopyTarget,
  type CopyWriter,
  type DatabaseEngine,
  type EngineOptions,
} from './types.js';

/**
 * The PostgreSQL side of `npm run backup` and `npm run restore`: PostgreSQL's own tools
 * (pg_dump, pg_restore and psql of the `postgresql-client` package, from PATH), never a copy of
 * files. The password of DATABASE_URL goes to them in PGPASSWORD, not on the command line, where
 * every user of the machine could read it. Below them, the side `npm run db:copy` writes.
 */
const run = promisify(execFile);

/** An installation on PostgreSQL: its pg_dump (custom format) inside a backup archive. */
export const POSTGRES_ARCHIVE_ENTRY = 'agency.pgdump';

/**
 * The address without its password (for the command line) and the environment carrying it
 * (`environment`, the server's, with PGPASSWORD added).
 */
export function connectionOf(
  databaseUrl: string,
  environment: NodeJS.ProcessEnv,
): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...environment, ...(password ? { PGPASSWORD: password } : {}) } };
}

const messageOf = (error: unknown) => {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    return 'the PostgreSQL client programs are missing (apt-get install postgresql-client)';
  }
  return stderr || (error instanceof Error ? error.message : String(error));
};

/**
 * A consistent dump of the whole database in pg_dump's custom format (compressed, restorable
 * object by object). pg_dump reads one snapshot, so the servers may go on writing meanwhile.
 */
async function dumpDatabase(databaseUrl: string, file: string, options: EngineOptions): Promise<void> {
  const { dbname, env } = connectionOf(databaseUrl, options.environment);
  try {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', dbname],
      {
        env,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (error) {
    throw new DatabaseEngineError(`pg_dump failed: ${messageOf(error)}`);
  }
  await fs.chmod(file, options.fileMode);
}

/**
 * Checks a dump the way PRAGMA integrity_check checks a SQLite file: pg_restore reads its table
 * of contents, and the applied migrations are read from its data. Returns their names.
 */
export async function migrationsOfDump(file: string): Promise<string[]> {
  try {
    await run('pg_restore', ['--list', file], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new DatabaseEngineError(`The archive's database dump cannot be read (${messageOf(error)})`);
  }
  let sql: string;
  try {
    ({ stdout: sql } = await run(
      'pg_restore',
      ['--data-only', '--schema=public', '--table=knex_migrations', '--file=-', file],
      { maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new DatabaseEngineError(`The archive's database dump cannot be read (${messageOf(error)})`);
  }
  const lines = sql.split('\n');
  const start = lines.findIndex((line) => /^COPY (public\.)?knex_migrations \(/.test(line));
  if (start < 0) throw new DatabaseEngineError("The archive's database is not this site's database");
  const columns = /\(([^)]*)\)/
    .exec(lines[start]!)![1]!
    .split(',')
    .map((column) => column.trim());
  const nameColumn = columns.indexOf('name');
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const value = line.split('\t')[nameColumn];
    if (value !== undefined) names.push(value);
  }
  return names;
}

/** One number the database answers (a count), read with psql. */
async function countIn(databaseUrl: string, sql: string, options: EngineOptions): Promise<number> {
  const { dbname, env } = connectionOf(databaseUrl, options.environment);
  try {
    const { stdout } = await run(
      'psql',
      ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '--dbname', dbname, '-c', sql],
      {
        env,
      },
    );
    return Number(stdout.trim());
  } catch (error) {
    throw new DatabaseEngineError(`Cannot open the database of DATABASE_URL: ${messageOf(error)}`);
  }
}

/** Whether the database holds any table of its own (a site's or anything else). */
const tablesIn = (databaseUrl: string, options: EngineOptions) =>
  countIn(databaseUrl, "select count(*) from pg_tables where schemaname = 'public'", options);

/** Other sessions on the database (a running server holds some): the restore must not run under them. */
const otherSessions = (databaseUrl: string, options: EngineOptions) =>
  countIn(
    databaseUrl,
    'select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    options,
  );

/**
 * Replaces the database's schema `public` with the dump's, in ONE transaction: psql runs
 * "drop schema public cascade; create schema public;" and then pg_restore's SQL with
 * --single-transaction and ON_ERROR_STOP, so a failing restore leaves the database as it was.
 */
async function restoreDump(databaseUrl: string, file: string, options: EngineOptions): Promise<void> {
  const { dbname, env } = connectionOf(databaseUrl, options.environment);
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // --single-transaction applies to -f input only: "-f -" reads the script from stdin as a file.
  const psql = spawn(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', '-', '--dbname', dbname],
    {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  const errors = { restore: '', psql: '' };
  restore.stderr.on('data', (chunk: Buffer) => (errors.restore += chunk.toString()));
  psql.stderr.on('data', (chunk: Buffer) => (errors.psql += chunk.toString()));
  const exited = (child: typeof restore | typeof psql) =>
    new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve(code ?? 1));
    });
  const done = Promise.all([exited(restore), exited(psql)]);
  psql.stdin.on('error', () => {}); // psql stopped at an error: its exit code says so
  psql.stdin.write('drop schema if exists public cascade;\ncreate schema public;\n');
  restore.stdout.pipe(psql.stdin);
  let codes: number[];
  try {
    codes = await done;
  } catch (error) {
    throw new DatabaseEngineError(`The restore could not run: ${messageOf(error)}`);
  }
  if (codes[0] !== 0) throw new DatabaseEngineError(`pg_restore failed: ${errors.restore.trim()}`);
  if (codes[1] !== 0) {
    throw new DatabaseEngineError(
      `The restore failed and changed nothing: ${errors.psql.trim().split('\n')[0]}`,
    );
  }
}

/**
 * The installation's PostgreSQL (DATABASE_URL): backed up with pg_dump, restored with pg_restore
 * and psql in one transaction.
 */
export function postgresEngine(databaseUrl: string, options: EngineOptions): DatabaseEngine {
  return {
    archiveEntry: POSTGRES_ARCHIVE_ENTRY,
    foreignArchive:
      'The archive holds a SQLite database, and DATABASE_URL names PostgreSQL: restore it without ' +
      'DATABASE_URL (into a SQLite installation).',
    checkedNote: 'PostgreSQL dump checked',
    // Whatever keeps pg_dump from reading the database, it says so itself.
    checkBeforeBackup: async () => {},
    snapshot: (file) => dumpDatabase(databaseUrl, file, options),
    async occupancy() {
      const tables = await tablesIn(databaseUrl, options);
      return tables > 0 ? [`${tables} table(s) in the database of DATABASE_URL`] : [];
    },
    async ensureNotInUse() {
      if ((await otherSessions(databaseUrl, options)) > 0) {
        throw new DatabaseEngineError(
          'The database of DATABASE_URL is in use: stop every server (and everything else using it) before restoring.',
        );
      }
    },
    inspectArchived: migrationsOfDump,
    async putAside(folder) {
      if ((await tablesIn(databaseUrl, options)) === 0) return null;
      // The database being replaced, kept as a dump beside the other things moved aside.
      const dump = path.join(await folder(), POSTGRES_ARCHIVE_ENTRY);
      const remove = () => fs.rm(dump, { force: true });
      try {
        await dumpDatabase(databaseUrl, dump, options);
        const handle = await fs.open(dump, 'r');
        await handle.sync().finally(() => handle.close());
      } catch (error) {
        await remove();
        throw error;
      }
      return remove;
    },
    // The schema is replaced in one transaction: a failure leaves the old one.
    install: (file) => restoreDump(databaseUrl, file, options),
  };
}

/** PostgreSQL takes at most 65,535 bound values per statement. */
const MAX_VALUES = 60_000;

/** A knex without the app's camelCase mapping: rows are copied with their column names as they are. */
function plain(config: Knex.Config): Knex {
  const { wrapIdentifier: _wrap, postProcessResponse: _post, ...rest } = config;
  return knexFactory(rest);
}

/** Writes inside the copy's one transaction. */
const copyWriter = (trx: Knex.Transaction): CopyWriter => ({
  async insert(table, rows) {
    const perStatement = Math.max(1, Math.floor(MAX_VALUES / Object.keys(rows[0] ?? {}).length));
    for (let offset = 0; offset < rows.length; offset += perStatement) {
      await trx(table).insert(rows.slice(offset, offset + perStatement));
    }
  },
  count: (table) => countRows(trx, table),
  async advanceSequences(given) {
    const columns = await rawRows<{ table_name: string; column_name: string }>(
      trx,
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_default like 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of columns) {
      const row = (await trx(table).max({ max: column }).first()) as { max: number | string | null };
      const next = Math.max(Number(row.max ?? 0), given.get(table) ?? 0) + 1;
      await trx.raw('select setval(pg_get_serial_sequence(?, ?), ?, false)', [
        quoteIdentifier(table),
        column,
        next,
      ]);
    }
  },
});

/** An empty PostgreSQL database (`npm run db:copy --to`) as the side a copy writes. */
export function postgresCopyTarget(databaseUrl: string): CopyTarget {
  const migrating = knexFactory(postgresKnexConfig(databaseUrl));
  const target = plain(postgresKnexConfig(databaseUrl));
  return {
    label: 'PostgreSQL',
    tables: async () =>
      (
        await rawRows<{ table_name: string }>(
          target,
          "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
        )
      ).map((row) => row.table_name),
    migrate: () => migrateToLatest(migrating),
    async unmigrate() {
      await migrating.migrate
        .rollback(undefined, true)
        .then(() => migrating.raw('drop table if exists knex_migrations, knex_migrations_lock'))
        .catch(() => {});
    },
    columns: async (table) =>
      (
        await rawRows<{ column_name: string }>(
          target,
          'select column_name from information_schema.columns where table_schema = current_schema() and table_name = ? order by column_name',
          [table],
        )
      ).map((row) => row.column_name),
    foreignKeys: () =>
      rawRows<{ child: string; parent: string }>(
        target,
        `select child.relname as child, parent.relname as parent
           from pg_constraint c
           join pg_class child on child.oid = c.conrelid
           join pg_class parent on parent.oid = c.confrelid
           join pg_namespace n on n.oid = child.relnamespace
          where c.contype = 'f' and n.nspname = current_schema()`,
      ),
    load: (tables, work) =>
      target.transaction(async (trx) => {
        // Off while loading: the outbox trigger would queue an alert per copied application.
        for (const table of tables)
          await trx.raw(`alter table ${quoteIdentifier(table)} disable trigger user`);
        // Rows the migrations themselves insert (the activity log's head) are replaced by the copy's.
        await trx.raw(`truncate ${tables.map(quoteIdentifier).join(', ')}`);
        const result = await work(copyWriter(trx));
        for (const table of tables)
          await trx.raw(`alter table ${quoteIdentifier(table)} enable trigger user`);
        return result;
      }),
    // Statistics for the planner at once, rather than when autovacuum gets to the new tables.
    analyze: async () => {
      await target.raw('analyze');
    },
    close: async () => {
      await Promise.all([migrating.destroy(), target.destroy()]);
    },
  };
}
