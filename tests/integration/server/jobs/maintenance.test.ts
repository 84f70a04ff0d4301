import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SYSTEM_ACTOR } from '@server/services/activity-log.js';
import { archiveName } from '@server/services/backups.js';
import { manualClock } from '@tests/helpers/clock.js';
import { factories } from '@tests/helpers/factories.js';
import { captureLogs, startTestServer, type TestServerOptions } from '@tests/helpers/test-app.js';

const DAY_MS = 24 * 3_600_000;
const START = Date.parse('2026-11-24T03:00:00Z');

async function serverWithLogs(options: TestServerOptions = {}) {
  const { logger, lines } = captureLogs();
  const server = await startTestServer({ clock: manualClock(START), logger, ...options });
  onTestFinished(() => server.close());
  /** A file in the uploads folder, last written `ageMs` before the clock's time. */
  const upload = (name: string, ageMs: number) => {
    fs.mkdirSync(server.config.uploadsDir, { recursive: true });
    const file = path.join(server.config.uploadsDir, name);
    fs.writeFileSync(file, Buffer.alloc(1000));
    const time = new Date(START - ageMs);
    fs.utimesSync(file, time, time);
  };
  return { server, lines, upload };
}

const unused = `${'c'.repeat(32)}.webp`;
const used = `${'d'.repeat(32)}.webp`;

describe('the daily maintenance', () => {
  it('backs up, keeps the newest BACKUP_KEEP archives and deletes unused uploads, logging each step', async () => {
    const { server, lines, upload } = await serverWithLogs({ env: { BACKUP_KEEP: '2' } });
    fs.mkdirSync(server.config.backupDir, { recursive: true });
    const older = [1, 2, 3].map((days) => archiveName(new Date(START - days * DAY_MS)));
    for (const name of older) fs.writeFileSync(path.join(server.config.backupDir, name), '');
    upload(unused, 2 * DAY_MS);
    upload(used, 2 * DAY_MS);
    const admin = await server.adminClient();
    expect(
      (await admin.post('/api/admin/highlights', factories.highlight({ imageUrl: `/uploads/${used}` })))
        .status,
    ).toBe(201);

    const outcomes = await server.app.maintenance.runNow();

    expect(outcomes.map(({ name, ok }) => [name, ok])).toEqual([
      ['backup', true],
      ['prune-backups', true],
      ['orphan-uploads', true],
      ['retention', true],
      ['activity-log', true],
      ['unsent-mail', true],
      ['newsletter-unconfirmed', true],
      ['recruiting-figures', true],
      ['scrub-deleted', true],
    ]);
    const newest = archiveName(new Date(START));
    expect(fs.readdirSync(server.config.backupDir).sort()).toEqual([newest, older[0]].sort());
    expect(fs.readdirSync(server.config.uploadsDir)).toEqual([used]);
    expect(lines.find((line) => line.task === 'backup')).toMatchObject({
      level: 30,
      archive: newest,
      uploads: 2,
    });
    expect(lines.find((line) => line.task === 'prune-backups')).toMatchObject({ removedArchives: 2 });
    expect(lines.find((line) => line.task === 'orphan-uploads')).toMatchObject({
      removedFiles: 1,
      removedBytes: 1000,
    });
  });

  it('logs a failing backup as an error and goes on: the other tasks run and the site answers', async () => {
    const { server, lines, upload } = await serverWithLogs();
    // The backup folder cannot be created: a file is in its way.
    fs.writeFileSync(server.config.backupDir, 'not a folder');
    upload(unused, 2 * DAY_MS);

    const outcomes = await server.app.maintenance.runNow();

    // Pruning cannot read that folder either; the clean-up of uploads does not need it.
    expect(outcomes.map(({ name, ok }) => [name, ok])).toEqual([
      ['backup', false],
      ['prune-backups', false],
      ['orphan-uploads', true],
      ['retention', true],
      ['activity-log', true],
      ['unsent-mail', true],
      ['newsletter-unconfirmed', true],
      ['recruiting-figures', true],
      ['scrub-deleted', true],
    ]);
    expect(lines.find((line) => line.task === 'backup')).toMatchObject({
      level: 50,
      msg: 'daily job: backup failed',
      err: expect.objectContaining({ message: expect.any(String) }),
    });
    expect(fs.existsSync(path.join(server.config.uploadsDir, unused))).toBe(false);
    const health = await server.client().get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', lastBackup: null });
  });

  it('with BACKUP_HOUR=off makes no backup but still cleans up', async () => {
    const { server } = await serverWithLogs({ env: { BACKUP_HOUR: 'off' } });
    const outcomes = await server.app.maintenance.runNow();
    expect(outcomes.map(({ name, ok }) => [name, ok])).toEqual([
      ['prune-backups', true],
      ['orphan-uploads', true],
      ['retention', true],
      ['activity-log', true],
      ['unsent-mail', true],
      ['newsletter-unconfirmed', true],
      ['recruiting-figures', true],
      ['scrub-deleted', true],
    ]);
    expect(fs.existsSync(server.config.backupDir)).toBe(false);
  });

  it('prunes the activity log past AUDIT_RETENTION_DAYS on the app clock, and the chain still verifies', async () => {
    const { server, lines } = await serverWithLogs({
      env: { BACKUP_HOUR: 'off', AUDIT_RETENTION_DAYS: '30' },
    });
    const admin = await server.adminClient('pflege');
    expect((await admin.post('/api/admin/faqs', factories.faq())).status).toBe(201);
    const log = server.app.services.activityLog;
    // The account's creation, its sign-in and the FAQ: all as old as each other.
    const old = (await server.knex('activity_log').count({ n: '*' }))[0]!.n as number;
    server.clock.advance(30 * DAY_MS);
    await log.append(SYSTEM_ACTOR, { action: 'settings', entity: 'settings' });
    // Exactly 30 days old: kept.
    await server.app.maintenance.runNow();
    expect(await server.knex('activity_log').orderBy('id').pluck('id')).toEqual(
      Array.from({ length: old + 1 }, (_, index) => index + 1),
    );

    server.clock.advance(1);
    const outcomes = await server.app.maintenance.runNow();
    expect(outcomes.find((outcome) => outcome.name === 'activity-log')).toMatchObject({ ok: true });
    expect(lines.filter((line) => line.task === 'activity-log').at(-1)).toMatchObject({
      msg: 'daily job: activity-log done',
      removedRows: old,
      throughId: old,
    });
    const rows = await server.knex('activity_log').orderBy('id');
    expect(rows.map((row) => [row.id, row.action, row.actorName])).toEqual([
      [old + 1, 'settings', 'System'],
      [old + 2, 'prune', 'System'],
    ]);
    expect(await log.verify()).toEqual({ ok: true, rows: 2 });
  });

  it('keeps every row with AUDIT_RETENTION_DAYS=0', async () => {
    const { server } = await serverWithLogs({ env: { BACKUP_HOUR: 'off', AUDIT_RETENTION_DAYS: '0' } });
    await server.app.services.activityLog.append(SYSTEM_ACTOR, { action: 'settings', entity: 'settings' });
    server.clock.advance(10_000 * DAY_MS);
    await server.app.maintenance.runNow();
    expect(await server.knex('activity_log').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('is armed for the configured hour by start() and disarmed when the app closes', async () => {
    const { server } = await serverWithLogs({ env: { BACKUP_HOUR: '4' } });
    await server.app.maintenance.start();
    expect(fs.existsSync(server.config.backupDir)).toBe(false); // a fresh installation waits for the hour
    const next = new Date(server.app.maintenance.nextRun()!);
    expect([next.getHours(), next.getMinutes()]).toEqual([4, 0]);
    expect(next.getTime()).toBeGreaterThan(START);
    expect(next.getTime() - START).toBeLessThanOrEqual(DAY_MS + 3_600_000);
    await server.app.close();
    expect(server.app.maintenance.nextRun()).toBeNull();
  });

  it('makes up a missed night at start: the newest backup is more than a day old', async () => {
    const { server, lines } = await serverWithLogs();
    fs.mkdirSync(server.config.backupDir, { recursive: true });
    const old = archiveName(new Date(START - DAY_MS - 2 * 3_600_000));
    fs.writeFileSync(path.join(server.config.backupDir, old), '');
    await server.app.maintenance.start();
    expect(fs.readdirSync(server.config.backupDir).sort()).toEqual(
      [old, archiveName(new Date(START))].sort(),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'the newest backup is more than a day old: running the daily job now' }),
    );
  });

  it('does not run at start when last night’s backup is there', async () => {
    const { server } = await serverWithLogs();
    fs.mkdirSync(server.config.backupDir, { recursive: true });
    const recent = archiveName(new Date(START - 20 * 3_600_000));
    fs.writeFileSync(path.join(server.config.backupDir, recent), '');
    await server.app.maintenance.start();
    expect(fs.readdirSync(server.config.backupDir)).toEqual([recent]);
  });
});
