import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Koa from 'koa';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLogger } from '@server/logger.js';
import { systemRoutes } from '@server/routes/system.js';
import { BACKUP_STATUS_REFRESH_MS } from '@server/services/backup-status.js';
import { createHealth } from '@server/services/health.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';
import { newsletterUnavailableReasons } from '@server/services/newsletter/subscribers.js';
import { FALLBACK_FAQ_ITEMS, FALLBACK_FEEDBACK_ITEMS } from '@shared/fallback-content.js';

/**
 * The sample content of an unseeded database (issue 39): the sample founder and the built-in FAQ
 * and feedbacks the public site shows while those lists are empty.
 */
/** The test servers have no SMTP_URL: the newsletter is not offered (issue 40). */
const NOT_OFFERED = { offered: false, reason: newsletterUnavailableReasons.noSmtp };
const FRESH_SAMPLES = {
  count: 1 + FALLBACK_FAQ_ITEMS.length + FALLBACK_FEEDBACK_ITEMS.length,
  entries: expect.any(Array) as unknown,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('tells a client elsewhere only the status, never when backups run', async () => {
    const clock = manualClock(Date.parse('2026-11-24T03:00:00Z'));
    const proxied = await startTestServer({ clock, env: { TRUST_PROXY: '1' } });
    onTestFinished(() => proxied.close());
    await proxied.app.maintenance.runNow();
    for (const visitor of ['203.0.113.7', '2001:db8::7', 'junk']) {
      const response = await proxied.client().request('GET', '/healthz', {
        headers: { 'x-forwarded-for': visitor },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body, visitor).toEqual({ status: 'ok' });
    }
    // Through a proxy that the server does not know of (TRUST_PROXY unset): still the status only.
    const unproxied = await startTestServer();
    onTestFinished(() => unproxied.close());
    const viaProxy = await unproxied.client().request('GET', '/healthz', {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(viaProxy.body).toEqual({ status: 'ok' });
    // On the machine itself (a monitor's curl, not through the proxy): the details.
    expect((await proxied.client().get('/healthz')).body).toEqual({
      status: 'ok',
      database: 'ok',
      lastBackup: { at: '2026-11-24T03:00:00.000Z', ageHours: 0 },
      settingsComplete: false,
      sampleContent: FRESH_SAMPLES,
      newsletter: NOT_OFFERED,
    });
  });

  it('gives signed-in staff the details at GET /api/admin/health, and nobody else', async () => {
    const clock = manualClock(Date.parse('2026-11-24T03:00:00Z'));
    const proxied = await startTestServer({ clock, env: { TRUST_PROXY: '1' } });
    onTestFinished(() => proxied.close());
    await proxied.app.maintenance.runNow();
    clock.advance(2 * 3_600_000);
    const admin = await proxied.adminClient('health-admin');
    const remote = { headers: { 'x-forwarded-for': '203.0.113.8' } };
    const details = await admin.request('GET', '/api/admin/health', remote);
    expect(details.status).toBe(200);
    expect(details.headers.get('cache-control')).toBe('no-store');
    expect(details.body).toEqual({
      status: 'ok',
      database: 'ok',
      lastBackup: { at: '2026-11-24T03:00:00.000Z', ageHours: 2 },
      settingsComplete: false,
      sampleContent: FRESH_SAMPLES,
      newsletter: NOT_OFFERED,
    });
    expect((await proxied.client().request('GET', '/api/admin/health', remote)).status).toBe(401);
  });

  it('answers ok when the database is reachable, with no backup yet', async () => {
    const response = await server.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The shipped settings are samples: the Impressum is not ready to go live.
    expect(response.body).toEqual({
      status: 'ok',
      database: 'ok',
      lastBackup: null,
      settingsComplete: false,
      sampleContent: FRESH_SAMPLES,
      newsletter: NOT_OFFERED,
    });
  });

  it("reports the newest backup's time and age by the app clock", async () => {
    const clock = manualClock(Date.parse('2026-11-24T03:00:00Z'));
    const target = await startTestServer({ clock });
    onTestFinished(() => target.close());
    const [backup] = await target.app.maintenance.runNow();
    expect(backup).toMatchObject({ name: 'backup', ok: true });
    expect((await target.client().get('/healthz')).body).toEqual({
      status: 'ok',
      database: 'ok',
      lastBackup: { at: '2026-11-24T03:00:00.000Z', ageHours: 0 },
      settingsComplete: false,
      sampleContent: FRESH_SAMPLES,
      newsletter: NOT_OFFERED,
    });
    clock.advance(5.25 * 3_600_000 + BACKUP_STATUS_REFRESH_MS);
    expect((await target.client().get('/healthz')).body).toMatchObject({
      lastBackup: { at: '2026-11-24T03:00:00.000Z', ageHours: 5.3 },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = { raw: () => Promise.reject(new Error('SQLITE_CANTOPEN')) } as unknown as Knex;
    const koa = new Koa();
    const backupStatus = {
      lastBackup: async () => null,
      readNow: async () => null,
      record: () => {},
      idle: async () => {},
    };
    koa.use(
      systemRoutes({
        health: createHealth({
          knex: broken,
          backupStatus,
          logger: createLogger('silent'),
          clock: Date.now,
          settingsComplete: () => true,
        }),
        uploadsDir: '/nonexistent',
      }),
    );
    const listener = http.createServer(koa.callback());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => listener.close(() => resolve())));
    const response = await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'error',
      database: 'unreachable',
      lastBackup: null,
      settingsComplete: true,
    });
  });
});

describe('GET /uploads/:name path safety', () => {
  beforeAll(() => {
    fs.mkdirSync(server.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(server.config.uploadsDir, '.hidden'), 'hidden-secret-content');
    fs.writeFileSync(path.join(server.config.dataDir, 'outside-secret.txt'), 'outside-secret-content');
    // Links placed in the uploads folder, to a file outside it, to the database and to an upload.
    fs.symlinkSync(
      path.join(server.config.dataDir, 'outside-secret.txt'),
      path.join(server.config.uploadsDir, 'link.webp'),
    );
    fs.symlinkSync(server.config.databaseFile, path.join(server.config.uploadsDir, 'db-link.webp'));
    fs.writeFileSync(path.join(server.config.uploadsDir, 'real.webp'), 'real-upload-bytes');
    fs.symlinkSync(
      path.join(server.config.uploadsDir, 'real.webp'),
      path.join(server.config.uploadsDir, 'alias.webp'),
    );
    fs.mkdirSync(path.join(server.config.uploadsDir, 'folder.webp'));
  });

  it('serves a regular file of the uploads folder', async () => {
    const response = await server.client().get('/uploads/real.webp');
    expect(response.status).toBe(200);
    expect(response.text).toBe('real-upload-bytes');
  });

  it.each([
    ['/uploads/..%2F..%2Fpackage.json'],
    ['/uploads/..%2Foutside-secret.txt'],
    ['/uploads/%2e%2e%2foutside-secret.txt'],
    ['/uploads/..%2Fagency.sqlite'],
    ['/uploads/..%5Coutside-secret.txt'],
    ['/uploads/.hidden'],
    ['/uploads/%2ehidden'],
    ['/uploads/nonexistent.webp'],
    ['/uploads/'],
    ['/uploads/link.webp'],
    ['/uploads/db-link.webp'],
    ['/uploads/alias.webp'],
    ['/uploads/folder.webp'],
  ])('answers 404 for %s without any file contents', async (url) => {
    const response = await server.client().get(url);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('secret-content');
    expect(response.text).not.toContain('real-upload-bytes');
    expect(response.text).not.toContain('agency-site');
    expect(response.text).not.toContain('SQLite format');
    expect(response.text).not.toContain(server.config.dataDir);
    expect(response.headers.get('content-type') ?? '').not.toContain('image/');
  });
});
