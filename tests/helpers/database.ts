import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createKnex, migrateToLatest } from '../../db/connection.js';

let template: Promise<string> | undefined;

/**
 * A migrated, empty SQLite file, made once per test worker: every test database is a copy of it,
 * so the migrations run once instead of once per server.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'template.sqlite');
    const knex = createKnex(file);
    try {
      await migrateToLatest(knex);
    } finally {
      await knex.destroy();
    }
    // Closing the last connection writes the WAL back into the file; a copy must not miss it.
    if (fs.existsSync(`${file}-wal`)) throw new Error('the template database still has a WAL file');
    return file;
  })();
  return template;
}

/** Puts a migrated, empty database at `file` (its folder is created private, as the server does). */
export async function copyMigratedDatabase(file: string): Promise<void> {
  const source = await migratedTemplate();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.copyFileSync(source, file);
  fs.chmodSync(file, 0o600);
}

export interface TestDatabase {
  knex: Knex;
  /** The temporary folder holding the database file. */
  dir: string;
  file: string;
  /** Closes the connection and removes the folder. */
  destroy(): Promise<void>;
}

/** A migrated, empty database in a fresh temporary folder. */
export async function migratedDatabase(prefix = 'agency-db-'): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'agency.sqlite');
  await copyMigratedDatabase(file);
  const knex = createKnex(file);
  return {
    knex,
    dir,
    file,
    async destroy() {
      await knex.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
