import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS, localDay } from '@server/jobs/maintenance.js';
import { archiveName, listBackups } from '@server/services/backups.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Several processes of one installation each arm the daily maintenance: it runs once a day for
 * the installation (the first to claim the day in maintenance_runs), and every process's /healthz
 * knows the backup, also a process on another machine with a backup folder of its own.
 */
const DAY_MS = 24 * 3_600_000;
const START = Date.parse('2026-11-24T03:00:00Z');
/** The daily job's tasks, the backup included (server/jobs/maintenance.ts). */
const TASKS = 9;
const servers: TestServer[] = [];
afterEach(async () => {
  while (servers.length > 0) await servers.pop()!.close();
});

/** Two processes over one database and data folder; the second with another backup folder if asked. */
async function twoProcesses(secondBackupDir?: string): Promise<[TestServer, TestServer]> {
  const first = await startTestServer({ clock: manualClock(START) });
  servers.push(first);
  const second = await startTestServer({
    clock: manualClock(START),
    dataDir: first.config.dataDir,
    config: {
      databaseUrl: first.config.databaseUrl,
      ...(secondBackupDir ? { backupDir: secondBackupDir } : {}),
    },
  });
  servers.unshift(second); // closed before the first, which removes the database
  return [first, second];
}

describe('the daily maintenance of several processes', () => {
  it('runs once a day for the installation: the other process skips it', async () => {
    const [first, second] = await twoProcesses();
    const runs = await Promise.all([
      first.app.maintenance.runScheduled(),
      second.app.maintenance.runScheduled(),
    ]);
    expect(runs.map((outcomes) => outcomes.length).sort()).toEqual([0, TASKS]);
    expect(await listBackups(first.config.backupDir)).toHaveLength(1);
    // The next day it runs again (once).
    first.clock.advance(DAY_MS);
    second.clock.advance(DAY_MS);
    const next = await Promise.all([
      second.app.maintenance.runScheduled(),
      first.app.maintenance.runScheduled(),
    ]);
    expect(next.map((outcomes) => outcomes.length).sort()).toEqual([0, TASKS]);
    expect(await listBackups(first.config.backupDir)).toHaveLength(2);
  });

  it('processes that start together after a missed night make it up once', async () => {
    const [first, second] = await twoProcesses();
    fs.mkdirSync(first.config.backupDir, { recursive: true });
    fs.writeFileSync(path.join(first.config.backupDir, archiveName(new Date(START - 2 * DAY_MS))), '');
    await Promise.all([first.app.maintenance.start(), second.app.maintenance.start()]);
    await Promise.all([first.app.maintenance.stop(), second.app.maintenance.stop()]);
    expect((await listBackups(first.config.backupDir)).map((archive) => archive.at.getTime())).toEqual([
      START,
      START - 2 * DAY_MS,
    ]);
  });

  it('every process’s /healthz reports the backup, also one with a backup folder of its own', async () => {
    const [first, second] = await twoProcesses(
      path.join(fs.mkdtempSync(path.join('/tmp', 'agency-other-')), 'b'),
    );
    servers.push({
      close: async () => fs.rmSync(path.dirname(second.config.backupDir), { recursive: true, force: true }),
    } as TestServer);
    expect((await first.app.maintenance.runScheduled()).length).toBe(TASKS);
    expect(await listBackups(second.config.backupDir)).toEqual([]);
    // /healthz reads the backup status at most once a minute.
    second.clock.advance(60_000);
    await (
      await second.client().get('/healthz')
    ).body;
    await second.app.maintenance.backupStatus.idle();
    const health = await second.client().get<{ lastBackup: { at: string } | null }>('/healthz');
    expect(health.body.lastBackup?.at).toBe(new Date(START).toISOString());
  });
});

describe('a claimed run whose process died', () => {
  const claimBy = (server: TestServer, holder: string, claimedAt: number, finishedAt: number | null) =>
    server.knex('maintenance_runs').insert({ day: localDay(START), holder, claimedAt, finishedAt });
  const runsOf = (server: TestServer) =>
    server.knex('maintenance_runs').select('holder', 'finishedAt') as Promise<
      Array<{ holder: string; finishedAt: number | null }>
    >;

  it('is taken over once the lease is over, and then counts as finished', async () => {
    const [first] = await twoProcesses();
    await claimBy(first, 'died-during-the-run', START - CLAIM_LEASE_MS, null);
    expect((await first.app.maintenance.runScheduled()).length).toBe(TASKS);
    const [row] = await runsOf(first);
    expect(row!.holder).not.toBe('died-during-the-run');
    expect(row!.finishedAt).toBe(START);
  });

  it('is left alone while the lease runs, and when it finished', async () => {
    const [first, second] = await twoProcesses();
    await claimBy(first, 'still-running', START - CLAIM_LEASE_MS + 60_000, null);
    expect(await second.app.maintenance.runScheduled()).toEqual([]);
    await first
      .knex('maintenance_runs')
      .update({ claimedAt: START - 2 * CLAIM_LEASE_MS, finishedAt: START - CLAIM_LEASE_MS });
    expect(await second.app.maintenance.runScheduled()).toEqual([]);
    expect((await runsOf(first)).map((row) => row.holder)).toEqual(['still-running']);
  });
});
