import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { inject, onTestFinished } from 'vitest';
import { createKnex } from '@db/connection.js';
import { createPasswordHasher } from '@server/auth/password.js';
import { systemClock } from '@server/clock.js';
import { createUserService } from '@server/services/users.js';
import { TEST_PASSWORD_COST } from './test-app.js';

/** Puts a migrated, empty database at `file` (its folder is created private, as the server does). */
export async function copyMigratedDatabase(file: string): Promise<void> {
  // Migrated once for the whole run by tests/helpers/global-setup.ts.
  const source = inject('migratedDatabase');
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

/** A migrated, empty database in a fresh data folder with the user service over it; removed when the test ends. */
export async function databaseWithUsers(prefix = 'agency-admin-') {
  const database = await migratedDatabase(prefix);
  onTestFinished(database.destroy);
  const users = createUserService({
    knex: database.knex,
    hasher: createPasswordHasher(TEST_PASSWORD_COST),
    clock: systemClock,
  });
  return { dataDir: database.dir, knex: database.knex, users };
}
