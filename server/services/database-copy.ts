import {
  engineStep,
  postgresCopyTarget,
  sqliteCopySource,
  type CopySource,
  type CopyTarget,
} from '@db/engines/index.js';
import { migrationSource } from '@db/migrations/index.js';

/**
 * Moves an installation from its SQLite file to an empty PostgreSQL database (`npm run db:copy`),
 * from a CopySource to a CopyTarget (db/engines/: each engine does its side its way):
 *
 * 1. checks the source is at this version's schema, and the target has no tables at all;
 * 2. migrates the target (the same migrations, so the same tables, indexes and triggers);
 * 3. in one transaction on the target, reading one snapshot of the source: copies every table in
 *    the order of its foreign keys, with the triggers off (the outbox trigger would queue an alert
 *    per copied application), advances every id sequence past the highest id the source ever gave
 *    out, and compares each table's row count;
 * 4. counts the source again: if the server wrote to it meanwhile, the copy is undone;
 * 5. gathers the planner's statistics (ANALYZE), so the list's queries use their indexes at once.
 *
 * Any failure undoes everything on the target (the transaction, then the migrations), so it is
 * empty again for the next attempt. The source is only read.
 */
export class DatabaseCopyError extends Error {}

export interface TableCopy {
  table: string;
  rows: number;
}

/** Each database keeps its own record of migrations. */
const NOT_COPIED = new Set(['knex_migrations', 'knex_migrations_lock']);

/** The tables ordered so that every table comes after the tables its foreign keys point to. */
function foreignKeyOrder(tables: string[], foreignKeys: Array<{ child: string; parent: string }>): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of foreignKeys) if (child !== parent) parents.get(child)?.add(parent);
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
  log,
}: CopyOptions): Promise<TableCopy[]> {
  return copyDatabase(sqliteCopySource(sourceFile), postgresCopyTarget(targetUrl), log);
}

/** Copies `source` into the empty `target` (see the top of this file); closes both. */
async function copyDatabase(
  source: CopySource,
  target: CopyTarget,
  log: CopyOptions['log'] = () => {},
): Promise<TableCopy[]> {
  let migrated = false;
  try {
    const expected = await migrationSource.getMigrations([]);
    const applied = await engineStep(
      () => source.appliedMigrations(),
      (message) => new DatabaseCopyError(message),
    );
    if (applied.join() !== expected.join()) {
      throw new DatabaseCopyError(
        applied.some((name) => !expected.includes(name))
          ? `${source.location} is from a newer version of the site than this one: update the code first.`
          : `${source.location} is not at this version's schema: run npm run db:migrate (without DATABASE_URL) or start the server once, then stop it and copy again.`,
      );
    }
    const existing = await target.tables();
    if (existing.length > 0) {
      throw new DatabaseCopyError(
        `The target database is not empty (${existing.length} table(s), e.g. ${existing.slice(0, 3).join(', ')}): db:copy only copies into a new, empty database.`,
      );
    }

    await log(`Creating the tables in ${target.label} …`);
    migrated = true;
    await target.migrate();
    const tables = (await target.tables()).filter((table) => !NOT_COPIED.has(table));
    const unknown = (await source.tables()).filter(
      (table) => !NOT_COPIED.has(table) && !tables.includes(table),
    );
    if (unknown.length > 0)
      throw new DatabaseCopyError(`Tables only the ${source.label} file has: ${unknown.join(', ')}.`);
    const columns = new Map<string, string[]>();
    for (const table of tables) {
      const wanted = await target.columns(table);
      const present = await source.columns(table);
      if (wanted.join() !== present.join()) {
        throw new DatabaseCopyError(
          `The columns of ${table} differ between ${source.label} and ${target.label}.`,
        );
      }
      columns.set(table, wanted);
    }
    const ordered = foreignKeyOrder(tables, await target.foreignKeys());

    const copies: TableCopy[] = [];
    await target.load(ordered, async (writer) => {
      const snapshot = new Map<string, number>();
      await source.read(async (reader) => {
        for (const table of ordered) {
          let rows = 0;
          for await (const page of reader.pages(table, columns.get(table)!)) {
            await writer.insert(table, page);
            rows += page.length;
          }
          snapshot.set(table, await reader.count(table));
          const stored = await writer.count(table);
          if (rows !== snapshot.get(table) || stored !== rows) {
            throw new DatabaseCopyError(
              `${table}: ${snapshot.get(table)} row(s) in ${source.label}, ${rows} read, ${stored} stored in ${target.label}.`,
            );
          }
          copies.push({ table, rows });
          await log(`  ${table}: ${rows}`);
        }
        await writer.advanceSequences(await reader.idsGiven());
      });
      // The snapshot is over: a server still writing to the source would have been left out.
      const now = await source.counts(ordered);
      const changed = ordered.filter((table) => now.get(table) !== snapshot.get(table));
      if (changed.length > 0) {
        throw new DatabaseCopyError(
          `The ${source.label} database changed during the copy (${changed.join(', ')}): is the server still running? Stop it and run db:copy again.`,
        );
      }
    });
    migrated = false;
    await target.analyze();
    return copies;
  } catch (error) {
    // Leave the database as empty as it was, so the next attempt is not refused.
    if (migrated) await target.unmigrate();
    throw error;
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
