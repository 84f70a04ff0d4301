import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { factories } from '@tests/helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { startTwoServers, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The mail outbox of several processes: each alert is sent once, whichever process takes it, and
 * on PostgreSQL a queued mail wakes every process's sender (NOTIFY from the outbox's trigger), so
 * a process with alerts on sends what a process without mail settings stored.
 */
const START = Date.parse('2026-11-24T10:00:00Z');
const ALERTS = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: 'team@agentur.example',
  MAIL_FROM: 'Website <website@agentur.example>',
});
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function smtpServer(): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer({ pass: 'smtp-secret-pass' });
  cleanups.push(() => smtp.close());
  return smtp;
}

/** Two processes over one database and data folder, each with its own environment. */
async function twoProcesses(
  firstEnv: Record<string, string>,
  secondEnv: Record<string, string>,
): Promise<[TestServer, TestServer]> {
  const [first, second] = await startTwoServers(START, firstEnv, secondEnv);
  // The second first: the first removes the database. Both before the SMTP server.
  cleanups.unshift(
    () => second.close(),
    () => first.close(),
  );
  return [first, second];
}

const apply = async (server: TestServer) => {
  expect((await server.client().post('/api/apply', factories.application())).status).toBe(201);
};

describe('staff alerts of several processes', () => {
  it('are sent once each, whichever process takes them', async () => {
    const smtp = await smtpServer();
    const both = await twoProcesses(ALERTS(smtp), ALERTS(smtp));
    for (let i = 0; i < 6; i++) await apply(both[i % 2]!);
    await Promise.all(both.map((server) => server.app.alertSender!.runDue()));
    await smtp.mail(5);
    await Promise.all(both.map((server) => server.app.alertSender!.idle()));
    expect(smtp.received).toHaveLength(6);
    expect(await both[0].knex(MAIL_OUTBOX_TABLE).count({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'wake every process: what a process without mail settings stored is sent by another at once',
    async () => {
      const smtp = await smtpServer();
      const [withoutMail, withAlerts] = await twoProcesses({}, ALERTS(smtp));
      expect(withoutMail.app.alertSender).toBeNull();
      await apply(withoutMail);
      // Nobody calls runDue() and no clock moves: the NOTIFY at commit wakes the other's sender.
      const mail = await smtp.mail(0);
      expect(mail.envelopeTo).toEqual(['team@agentur.example']);
      await withAlerts.app.alertSender!.idle();
      expect(await withAlerts.knex(MAIL_OUTBOX_TABLE).count({ count: '*' })).toEqual([{ count: 0 }]);
    },
  );
});
