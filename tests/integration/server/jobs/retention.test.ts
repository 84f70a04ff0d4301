import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ApplicationSubmit } from '@shared/schemas/application.js';
import type { ContactMessageInput } from '@shared/schemas/contact.js';
import { DAY_MS } from '@server/clock.js';
import { nextRunAt, type Timers } from '@server/jobs/daily.js';
import { createMaintenance } from '@server/jobs/maintenance.js';
import { archiveName } from '@server/services/backups.js';
import { SYSTEM_ACTOR } from '@server/services/activity-log.js';
import { manualClock } from '@tests/helpers/clock.js';
import { factories } from '@tests/helpers/factories.js';
import { captureLogs, startTestServer, type TestServer } from '@tests/helpers/test-app.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';
import { postgresFilesHolding } from '@tests/helpers/postgres-files.js';

const START = Date.parse('2026-11-24T12:00:00Z');

/** Personal data of the submissions below: none of it may reach the log. */
const APPLICATION = factories.application({
  tiktokUsername: '@geheim.live',
  whatsappNumber: '+49 151 55544433',
}) as ApplicationSubmit;
const MESSAGE = factories.contact({
  name: 'Erika Geheim',
  email: 'erika.geheim@example.org',
  subject: 'Private Frage',
}) as ContactMessageInput;
const PERSONAL = ['geheim.live', '55544433', 'Erika', 'erika.geheim', 'Private Frage'];

async function serverWithLogs(env: Record<string, string>) {
  const { logger, lines } = captureLogs();
  const server = await startTestServer({ clock: manualClock(START), logger, env });
  onTestFinished(() => server.close());
  return { server, lines };
}

/** An application completed and a message written at the clock's time. */
async function submitBoth(server: TestServer): Promise<void> {
  await server.app.services.applications.submit(APPLICATION);
  const [{ id }] = (await server.knex('applications').select('id')) as [{ id: number }];
  await server.app.services.applications.update(id, { status: 'completed' }, SYSTEM_ACTOR);
  await server.app.services.contactMessages.submit(MESSAGE);
}

const count = async (server: TestServer, table: string) =>
  Number(((await server.knex(table).count({ n: '*' }).first()) as { n: number | string }).n);

const retentionLines = (lines: Array<Record<string, unknown>>) =>
  lines.filter((line) => line.task === 'retention');

describe('the retention task of the daily maintenance', () => {
  it('runs at every start, also when last night’s backup is there, and logs only counts', async () => {
    const { server, lines } = await serverWithLogs({
      APPLICATION_RETENTION_DAYS: '30',
      MESSAGE_RETENTION_DAYS: '30',
    });
    await submitBoth(server);
    server.clock.set(START + 31 * DAY_MS);
    fs.mkdirSync(server.config.backupDir, { recursive: true });
    const recent = archiveName(new Date(server.clock() - 20 * 3_600_000));
    fs.writeFileSync(path.join(server.config.backupDir, recent), '');

    await server.app.maintenance.start();

    expect([await count(server, 'applications'), await count(server, 'contact_messages')]).toEqual([0, 0]);
    // Only the retention ran: no backup was made.
    expect(fs.readdirSync(server.config.backupDir)).toEqual([recent]);
    const [line, ...more] = retentionLines(lines);
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      task: 'retention',
      deletedApplications: 1,
      deletedMessages: 1,
      msg: 'daily job: retention done',
    });
    const log = JSON.stringify(lines);
    for (const value of PERSONAL) expect(log).not.toContain(value);
  });

  it.runIf(!sqliteOnly)(
    'leaves nothing of what it deleted in PostgreSQL’s files after the daily run',
    async () => {
      const { server } = await serverWithLogs({
        BACKUP_HOUR: 'off',
        APPLICATION_RETENTION_DAYS: '30',
        MESSAGE_RETENTION_DAYS: '30',
      });
      await submitBoth(server);
      await server.knex.raw('checkpoint');
      const personal = ['geheim.live', 'erika.geheim@example.org', 'Private Frage'];
      for (const value of personal) {
        expect((await postgresFilesHolding(server.knex, value)).some((file) => file.startsWith('base'))).toBe(
          true,
        );
      }
      server.clock.set(START + 31 * DAY_MS);

      const outcomes = await server.app.maintenance.runNow();

      expect(outcomes.find(({ name }) => name === 'scrub-deleted')).toMatchObject({ ok: true });
      expect([await count(server, 'applications'), await count(server, 'contact_messages')]).toEqual([0, 0]);
      for (const value of personal) expect(await postgresFilesHolding(server.knex, value), value).toEqual([]);
    },
  );

  it.each([[{}], [{ BACKUP_HOUR: 'off' }]])(
    'runs at start on a fresh installation (no backup yet) with %j',
    async (env) => {
      const { server, lines } = await serverWithLogs({ MESSAGE_RETENTION_DAYS: '1', ...env });
      await submitBoth(server);
      server.clock.advance(2 * DAY_MS);
      await server.app.maintenance.start();
      expect(await count(server, 'contact_messages')).toBe(0);
      expect(await count(server, 'applications')).toBe(1); // 180 days by default
      expect(retentionLines(lines)).toEqual([
        expect.objectContaining({ deletedApplications: 0, deletedMessages: 1 }),
      ]);
      expect(fs.existsSync(server.config.backupDir)).toBe(false);
    },
  );

  it('is part of the full run that makes up a missed night, and runs once then', async () => {
    const { server, lines } = await serverWithLogs({ MESSAGE_RETENTION_DAYS: '1' });
    await submitBoth(server);
    server.clock.advance(2 * DAY_MS);
    fs.mkdirSync(server.config.backupDir, { recursive: true });
    fs.writeFileSync(path.join(server.config.backupDir, archiveName(new Date(START))), '');
    await server.app.maintenance.start();
    expect(fs.readdirSync(server.config.backupDir)).toHaveLength(2);
    expect(retentionLines(lines)).toEqual([expect.objectContaining({ deletedMessages: 1 })]);
  });

  it('runs at the daily hour: what expired since the start is deleted then', async () => {
    const { server } = await serverWithLogs({ BACKUP_HOUR: 'off', MESSAGE_RETENTION_DAYS: '1' });
    const { logger, lines } = captureLogs();
    const armed: Array<() => void> = [];
    const timers: Timers = {
      setTimeout(callback) {
        armed.push(callback);
        return {};
      },
      clearTimeout() {},
    };
    const next = nextRunAt(START, 3);
    // Written so that it is exactly one day old at the start at the latest, and older at the hour.
    server.clock.set(next - DAY_MS - 1);
    await server.app.services.contactMessages.submit(MESSAGE);
    server.clock.set(START);
    const maintenance = createMaintenance({
      knex: server.knex,
      config: server.config,
      logger,
      clock: server.clock,
      timers,
    });
    onTestFinished(() => maintenance.stop());

    await maintenance.start();
    expect(maintenance.nextRun()).toBe(next);
    expect(await count(server, 'contact_messages')).toBe(1);
    expect(retentionLines(lines)).toEqual([expect.objectContaining({ deletedMessages: 0 })]);

    server.clock.set(next);
    armed.at(-1)!();
    await maintenance.stop(); // waits for the run the timer started
    expect(await count(server, 'contact_messages')).toBe(0);
    expect(retentionLines(lines)).toEqual([
      expect.objectContaining({ deletedMessages: 0 }),
      expect.objectContaining({ deletedApplications: 0, deletedMessages: 1 }),
    ]);
  });

  it('a failing retention is logged as an error like any task of the daily job', async () => {
    const { server, lines } = await serverWithLogs({ BACKUP_HOUR: 'off' });
    await server.knex.schema.dropTable('contact_messages');
    const outcomes = await server.app.maintenance.runNow();
    expect(outcomes.map(({ name, ok }) => [name, ok])).toEqual([
      ['prune-backups', true],
      ['orphan-uploads', true],
      ['retention', false],
      ['activity-log', true],
      ['unsent-mail', true],
      ['newsletter-unconfirmed', true],
      ['recruiting-figures', true],
      // PostgreSQL cannot rewrite the missing table either; SQLite only empties its WAL here.
      ['scrub-deleted', sqliteOnly],
    ]);
    expect(retentionLines(lines)).toEqual([
      expect.objectContaining({ level: 50, msg: 'daily job: retention failed' }),
    ]);
  });
});
