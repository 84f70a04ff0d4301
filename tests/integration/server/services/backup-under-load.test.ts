import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import knexFactory from 'knex';
import { createKnex, postgresKnexConfig } from '@db/connection.js';
import { loadConfig } from '@server/config.js';
import { createBackup } from '@server/services/backups.js';
import { restoreBackup } from '@server/services/restore.js';
import { factories, PNG_DATA_URL } from '@tests/helpers/factories.js';
import { startTestServer } from '@tests/helpers/test-app.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { createPostgresDatabase } from '@tests/helpers/database.js';

/** Submissions acknowledged before the backup starts (the writers go on during it). */
const BEFORE_BACKUP = 60;
const WRITERS = 4;

const postgres = testDatabaseKind() === 'postgres';

describe('a backup taken while applications are written', () => {
  // The SQLite file's archive is made with VACUUM INTO, PostgreSQL's with pg_dump (one snapshot).
  it(`restores every application acknowledged before it, ${postgres ? 'into an empty PostgreSQL database' : 'passes integrity_check'}, and serves the uploaded images`, async () => {
    const server = await startTestServer({
      // One address sends every form here; the limits have tests of their own.
      config: { formLimits: { perAddress: 0, perNetwork: 0, total: 0, windowSeconds: 600 } },
    });
    onTestFinished(() => server.close());
    const admin = await server.adminClient();
    const uploaded = await admin.post<{ url: string }>('/api/admin/upload', {
      image: PNG_DATA_URL,
      type: 'highlight',
    });
    expect(uploaded.status).toBe(201);
    const image = uploaded.body.url;
    expect((await admin.post('/api/admin/highlights', factories.highlight({ imageUrl: image }))).status).toBe(
      201,
    );
    const imageBytes = fs.readFileSync(path.join(server.config.uploadsDir, path.basename(image)));

    const acknowledged: string[] = [];
    let writing = true;
    let submitted = 0;
    let enough!: () => void;
    const enoughWritten = new Promise<void>((resolve) => (enough = resolve));
    const writer = async () => {
      const client = server.client();
      while (writing) {
        const tiktokUsername = `load.${++submitted}`;
        const response = await client.post('/api/apply', factories.application({ tiktokUsername }));
        if (response.status !== 201)
          throw new Error(`POST /api/apply answered ${response.status}: ${response.text}`);
        acknowledged.push(tiktokUsername);
        if (acknowledged.length >= BEFORE_BACKUP) enough();
      }
    };
    const writers = Promise.all(Array.from({ length: WRITERS }, writer));
    await enoughWritten;

    const beforeBackup = [...acknowledged];
    const backup = await createBackup(server.config, server.clock);
    writing = false;
    await writers;

    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restored-')), 'data');
    onTestFinished(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    const empty = postgres ? (await createPostgresDatabase({ empty: true }))! : undefined;
    if (empty) onTestFinished(() => empty.drop());
    const databaseUrl = empty?.url ?? '';
    const restored = await restoreBackup(
      backup.file,
      { ...loadConfig({}, { dataDir }), databaseUrl },
      {
        clock: server.clock,
      },
    );
    expect(restored.uploads).toBeGreaterThanOrEqual(1);

    const knex = postgres
      ? knexFactory(postgresKnexConfig(databaseUrl))
      : createKnex(path.join(dataDir, 'agency.sqlite'));
    try {
      if (!postgres) {
        const integrity: Array<Record<string, unknown>> = await knex.raw('PRAGMA integrity_check');
        expect(integrity.map((row) => Object.values(row)[0])).toEqual(['ok']);
      }
      const rows: Array<{ tiktokUsername: string }> = await knex('applications').select('tiktokUsername');
      const names = rows.map((row) => row.tiktokUsername);
      expect(new Set(names).size).toBe(names.length);
      const missing = beforeBackup.filter((name) => !names.includes(name));
      expect(missing).toEqual([]);
    } finally {
      await knex.destroy();
    }

    const restoredServer = await startTestServer({ dataDir, config: { databaseUrl } });
    onTestFinished(() => restoredServer.close());
    const served = await fetch(`${restoredServer.baseUrl}${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(imageBytes);
    const highlights = await restoredServer.client().get<Array<{ imageUrl: string }>>('/api/highlights');
    expect(highlights.body.map((highlight) => highlight.imageUrl)).toContain(image);
  });
});
