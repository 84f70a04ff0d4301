import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { inject, onTestFinished } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createKnex, openDatabase } from '@db/connection.js';
import { createPasswordHasher } from '@server/auth/password.js';
import { systemClock } from '@server/clock.js';
import { createUserService } from '@server/services/users.js';
import { overSocket } from './postgres-server.js';
import { TEST_PASSWORD_COST } from './test-app.js';

/** Puts a migrated, empty database at `file` (its folder is created private, as the server does). */
export async function copyMigratedDatabase(file: string): Promise<void> {
  // Migrated once for the whole run by tests/helpers/global-setup.ts.
  const source = inject('migratedDatabase');
  if (!source) {
    throw new Error(
      'This test asks for a test database, but its vitest project has none: tests that use a database ' +
        'belong in tests/integration (or tests/process), not tests/unit (vitest.config.ts).',
    );
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.copyFileSync(source, file);
  fs.chmodSync(file, 0o600);
}

/**
 * With TEST_DATABASE=postgres: a new database on the run's PostgreSQL server, created from the
 * migrated template (as fast as copying the SQLite file), and a way to drop it. Undefined on
 * SQLite runs.
 */
export async function createPostgresDatabase({ empty = false } = {}): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const server = inject('postgres');
  if (!server) return undefined;
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: `${server.baseUrl}postgres` });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // `empty`: a database as an installation starts with (nothing migrated), e.g. to restore into.
  await admin(
    empty
      ? `create database ${name}`
      : `create database ${name} template ${server.template} strategy file_copy`,
  );
  return {
    url: `${server.baseUrl}${name}`,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A test database's address through the server's Unix socket instead of TCP (PostgreSQL runs). */
export function overUnixSocket(databaseUrl: string): string {
  return overSocket(databaseUrl, inject('postgres')!.socketDir);
}

export interface TestDatabase {
  knex: Knex;
  /** The temporary folder holding the database file (and, on PostgreSQL, nothing else). */
  dir: string;
  file: string;
  /** The PostgreSQL database's address on a TEST_DATABASE=postgres run, else empty. */
  databaseUrl: string;
  /** Closes the connection and removes the folder. */
  destroy(): Promise<void>;
}

/** A migrated, empty database in a fresh temporary folder. */
export async function migratedDatabase(prefix = 'agency-db-'): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'agency.sqlite');
  const postgres = await createPostgresDatabase();
  if (!postgres) await copyMigratedDatabase(file);
  const knex = postgres ? openDatabase({ databaseFile: file, databaseUrl: postgres.url }) : createKnex(file);
  return {
    knex,
    dir,
    file,
    databaseUrl: postgres?.url ?? '',
    async destroy() {
      await knex.destroy();
      await postgres?.drop();
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
  return { dataDir: database.dir, knex: database.knex, databaseUrl: database.databaseUrl, users };
}

/**
 * The environment a CLI (npm run admin, audit:verify, …) needs to open `database`: its data
 * folder, and on a TEST_DATABASE=postgres run its database's address and session keys.
 */
export function cliDatabaseEnv(database: {
  dir?: string;
  dataDir?: string;
  databaseUrl: string;
}): NodeJS.ProcessEnv {
  return {
    DATA_DIR: database.dataDir ?? database.dir,
    DATABASE_URL: database.databaseUrl,
    SESSION_KEYS: database.databaseUrl ? 'test-session-key-for-the-cli-only' : '',
  };
}
