import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { createKnex, migrateToLatest, postgresKnexConfig } from '@db/connection.js';
import { testDatabaseKind } from './database-kind.js';
import { startPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty SQLite file: every test database is a copy of it (tests/helpers/database.ts). */
    migratedDatabase: string;
    /**
     * With TEST_DATABASE=postgres: the test PostgreSQL server's address (without a database), its
     * migrated, empty template database, which every test database is created from, and the
     * folder of its Unix socket.
     */
    postgres: { baseUrl: string; template: string; socketDir: string } | null;
  }
}

export const POSTGRES_TEMPLATE = 'agency_template';

/**
 * Runs the migrations once for the whole run (into a SQLite file, and with TEST_DATABASE=postgres
 * also into a template database of a PostgreSQL server started for the run), and removes both at
 * the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'));
  const file = path.join(dir, 'template.sqlite');
  const knex = createKnex(file);
  try {
    await migrateToLatest(knex);
  } finally {
    await knex.destroy();
  }
  // Closing the last connection writes the WAL back into the file; a copy must not miss it.
  if (fs.existsSync(`${file}-wal`)) throw new Error('the template database still has a WAL file');
  project.provide('migratedDatabase', file);

  let stopPostgres = async () => {};
  project.provide('postgres', null);
  // The process project runs on the embedded SQLite default whatever the pass (vitest.config.ts).
  if (testDatabaseKind() === 'postgres' && project.name === 'database') {
    const server = await startPostgres();
    stopPostgres = server.stop;
    try {
      await server.query(`create database ${POSTGRES_TEMPLATE}`);
      const template = knexFactory(postgresKnexConfig(server.url(POSTGRES_TEMPLATE)));
      try {
        await migrateToLatest(template);
      } finally {
        await template.destroy();
      }
    } catch (error) {
      await server.stop();
      throw error;
    }
    project.provide('postgres', {
      baseUrl: server.baseUrl,
      template: POSTGRES_TEMPLATE,
      socketDir: server.dataDir,
    });
  }
  return async () => {
    await stopPostgres();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
