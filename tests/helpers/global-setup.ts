import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createKnex, migrateToLatest } from '@db/connection.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty SQLite file: every test database is a copy of it (tests/helpers/database.ts). */
    migratedDatabase: string;
  }
}

/** Runs the migrations once for the whole run, and removes their file at the end. */
export default async function setup(project: TestProject): Promise<() => void> {
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
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
