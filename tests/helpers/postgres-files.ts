import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';

/**
 * The files of the test database (its tables and indexes) and the server's write-ahead log
 * segments that hold `text`, relative to the server's data folder (`base/…`, `pg_wal/…`). Reads
 * the files the server wrote (a test that wants its newest pages there checkpoints first); the
 * test server's files are readable by the tests (they run as root or as the server's user).
 */
export async function postgresFilesHolding(knex: Knex, text: string): Promise<string[]> {
  const directory = ((await knex.raw('show data_directory')).rows as Array<{ data_directory: string }>)[0]!
    .data_directory;
  const oid = (
    (await knex.raw('select oid from pg_database where datname = current_database()')).rows as Array<{
      oid: number;
    }>
  )[0]!.oid;
  const filesIn = (folder: string) =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(folder, entry.name));
  const holding: string[] = [];
  for (const file of [
    ...filesIn(path.join(directory, 'base', String(oid))),
    ...filesIn(path.join(directory, 'pg_wal')),
  ]) {
    // A segment or relation file the server removed meanwhile holds nothing any more.
    let content: Buffer;
    try {
      content = fs.readFileSync(file);
    } catch {
      continue;
    }
    if (content.includes(text)) holding.push(path.relative(directory, file));
  }
  return holding;
}
