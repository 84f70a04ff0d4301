import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationSubmit } from '@shared/schemas/application.js';
import { createApp } from '@server/app.js';
import { loadConfig } from '@server/config.js';
import type { Logger } from '@server/logger.js';
import { GIVE_UP_AFTER_MS } from '@server/mail/alert-sender.js';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase } from '@tests/helpers/database.js';
import { factories } from '@tests/helpers/factories.js';
import { startSmtpServer, unusedPort, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { captureLogs, startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Staff e-mail alerts (server/mail/alert-sender.ts) end to end: a visitor applies or writes
 * through the real HTTP API, the app sends over SMTP to a real SMTP server (smtp-server) started
 * here. The app's clock stands still; retries are reached by moving it and calling runDue().
 */

const PUBLIC_URL = 'https://agentur.example';
const NOTIFY = ['team@agentur.example', 'chef@agentur.example'];
const SMTP_PASSWORD = 'smtp-secret-pass';

/** An application whose private details must not travel by e-mail. */
const APPLICATION = factories.application({
  tiktokUsername: 'lena.live',
  country: 'Österreich',
  whatsappNumber: '+49 151 99988877',
  telegramUsername: '@lena_privat_tg',
  website: 'https://lena-privat.example',
  currentAgency: 'Alte Agentur GmbH',
});
const PRIVATE_DETAILS = ['+49 151 99988877', 'lena_privat_tg', 'lena-privat.example', 'Alte Agentur'];

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  // The app first: its sender may still hold a connection to the SMTP server.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer({ pass: SMTP_PASSWORD, ...options });
  cleanups.push(() => smtp.close());
  return smtp;
}

async function appWithAlerts(smtpUrl: string, options: { logger?: Logger } = {}) {
  const server = await startTestServer({
    env: {
      SMTP_URL: smtpUrl,
      NOTIFY_EMAIL: NOTIFY.join(', '),
      PUBLIC_URL,
      MAIL_FROM: 'Streamwelt Website <website@agentur.example>',
    },
    ...options,
  });
  cleanups.push(() => server.close());
  return server;
}

function sender(server: TestServer) {
  const alertSender = server.app.alertSender;
  if (!alertSender) throw new Error('the app has no alert sender');
  return alertSender;
}

type OutboxRow = { id: number; kind: string; attempts: number; createdAt: number; nextAttemptAt: number };
const outbox = (server: TestServer) =>
  server.knex(MAIL_OUTBOX_TABLE).select('id', 'kind', 'attempts', 'createdAt', 'nextAttemptAt') as Promise<
    OutboxRow[]
  >;

async function storedApplications(server: TestServer): Promise<Array<{ tiktokUsername: string }>> {
  return await server.knex('applications').select('tiktokUsername');
}

describe('e-mail alerts to staff', () => {
  it('POST /api/apply sends staff one German mail with the TikTok name, country and control-centre link, and no private details', async () => {
    const smtp = await smtpServer();
    const server = await appWithAlerts(smtp.url);

    const response = await server.client().post('/api/apply', APPLICATION);
    expect(response.status).toBe(201);

    // Sent on the commit's wake-up: the clock never moves and nobody calls runDue().
    const mail = await smtp.mail(0);
    await sender(server).idle();
    expect(smtp.received).toHaveLength(1);
    expect(mail.user).toBe('alerts');
    expect(mail.envelopeTo).toEqual(NOTIFY);
    expect(mail.envelopeFrom).toBe('website@agentur.example');
    expect(mail.headers.get('from')).toBe('Streamwelt Website <website@agentur.example>');
    expect(mail.headers.has('reply-to')).toBe(false);
    expect(mail.subject).toBe('Neue Bewerbung: @lena.live (Österreich)');
    expect(mail.text).toContain('TikTok-Name: @lena.live');
    expect(mail.text).toContain('Land: Österreich');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/bewerbungen`);
    for (const detail of PRIVATE_DETAILS) {
      expect(mail.text).not.toContain(detail);
      expect(mail.raw).not.toContain(detail);
    }
    // The mail is dated when the application came in.
    expect(new Date(mail.headers.get('date')!).getTime()).toBe(Math.floor(server.clock() / 1000) * 1000);

    expect(await storedApplications(server)).toEqual([{ tiktokUsername: 'lena.live' }]);
    expect(await outbox(server)).toEqual([]);
  });

  it('POST /api/contact sends staff a mail with the subject, sender and text, answerable by Reply', async () => {
    const smtp = await smtpServer();
    const server = await appWithAlerts(smtp.url);
    const message = factories.contact({
      name: 'Jörg Müller',
      email: 'joerg@example.org',
      subject: 'Kooperation für größere Streams',
      message: 'Hallo zusammen,\nwir möchten gern mit euch über eine Kooperation sprechen.\n\nViele Grüße',
      whatsappNumber: '+49 170 1112223',
      telegramUsername: '@joerg_tg',
    });

    const response = await server.client().post('/api/contact', message);
    expect(response.status).toBe(201);

    const mail = await smtp.mail(0);
    await sender(server).idle();
    expect(smtp.received).toHaveLength(1);
    expect(mail.envelopeTo).toEqual(NOTIFY);
    expect(mail.subject).toBe('Neue Nachricht: Kooperation für größere Streams');
    expect(mail.headers.get('reply-to')).toBe('joerg@example.org');
    expect(mail.text).toContain('Von: Jörg Müller <joerg@example.org>');
    expect(mail.text).toContain('Betreff: Kooperation für größere Streams');
    expect(mail.text).toContain(message.message);
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/nachrichten`);
    expect(mail.raw).not.toContain('+49 170 1112223');
    expect(mail.raw).not.toContain('joerg_tg');
    expect(await server.knex('contact_messages').count({ count: '*' })).toEqual([{ count: 1 }]);
    expect(await outbox(server)).toEqual([]);
  });

  it('stores and answers an application while the mail server is down, and sends the alert once it is back', async () => {
    const port = await unusedPort();
    const smtpUrl = `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${port}`;
    const { logger, lines } = captureLogs('info');
    const server = await appWithAlerts(smtpUrl, { logger });
    const appliedAt = server.clock();

    const response = await server.client().post('/api/apply', APPLICATION);
    expect(response.status).toBe(201);
    expect(await storedApplications(server)).toEqual([{ tiktokUsername: 'lena.live' }]);

    // The first attempt (on the commit's wake-up) finds nobody listening: retried within 30 s.
    await sender(server).idle();
    const [queued] = await outbox(server);
    expect(queued).toMatchObject({ kind: 'application', attempts: 1, createdAt: appliedAt });
    // The queued alert names the application and holds no copy of it.
    const [stored] = (await server.knex('applications').select('id')) as Array<{ id: number }>;
    expect(await server.knex(MAIL_OUTBOX_TABLE).select('*')).toEqual([
      {
        id: queued!.id,
        kind: 'application',
        sourceId: stored!.id,
        recipientId: null,
        attempts: 1,
        createdAt: appliedAt,
        nextAttemptAt: queued!.nextAttemptAt,
      },
    ]);
    expect(queued!.nextAttemptAt - appliedAt).toBeGreaterThan(0);
    expect(queued!.nextAttemptAt - appliedAt).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing happens.
    server.clock.set(queued!.nextAttemptAt - 1);
    await sender(server).runDue();
    expect((await outbox(server))[0]!.attempts).toBe(1);

    const smtp = await smtpServer({ port });
    server.clock.set(queued!.nextAttemptAt);
    await sender(server).runDue();
    const mail = await smtp.mail(0);
    expect(mail.subject).toBe('Neue Bewerbung: @lena.live (Österreich)');
    expect(await outbox(server)).toEqual([]);

    // Exactly once: later runs find nothing to send.
    server.clock.advance(GIVE_UP_AFTER_MS);
    await sender(server).runDue();
    expect(smtp.received).toHaveLength(1);

    const failure = lines.find((line) => line.msg === 'e-mail alert not sent');
    expect(failure).toMatchObject({ level: 40, kind: 'application', attempts: 1 });
    expect(JSON.stringify(lines)).not.toContain(SMTP_PASSWORD);
  });

  it('drops the alert of an application deleted before the mail server came back', async () => {
    const port = await unusedPort();
    const { logger, lines } = captureLogs('info');
    const server = await appWithAlerts(`smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${port}`, { logger });
    expect((await server.client().post('/api/apply', APPLICATION)).status).toBe(201);
    await sender(server).idle();
    const [queued] = await outbox(server);
    expect(queued).toMatchObject({ attempts: 1 });

    const admin = await server.adminClient();
    const [application] = (await server.knex('applications').select('id')) as Array<{ id: number }>;
    expect((await admin.delete(`/api/admin/applications/${application!.id}`)).status).toBe(204);

    const smtp = await smtpServer({ port });
    server.clock.set(queued!.nextAttemptAt);
    await sender(server).runDue();
    expect(smtp.received).toHaveLength(0);
    expect(await outbox(server)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        outboxId: queued!.id,
        kind: 'application',
        msg: 'e-mail alert dropped: what it announced was deleted before it was sent',
      }),
    );
  });

  it('answers at once while the mail server accepts the connection but never greets', async () => {
    // Accepts connections and says nothing (an SMTP server greets first).
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const connected = new Promise<net.Socket>((resolve) => silent.once('connection', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const server = await appWithAlerts(`smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${port}`);

    const response = await server.client().post('/api/apply', APPLICATION);
    expect(response.status).toBe(201);
    // The send is still waiting for the greeting (its timeout is 15 s): the answer did not wait.
    const socket = await connected;
    expect(socket.destroyed).toBe(false);
    expect(await storedApplications(server)).toHaveLength(1);
    expect((await outbox(server))[0]).toMatchObject({ attempts: 1 });

    socket.destroy();
    await sender(server).idle();
    expect((await outbox(server))[0]).toMatchObject({ attempts: 1, nextAttemptAt: server.clock() + 10_000 });
  });

  it('retries with growing waits and, after a day of refusals, gives up, logs it without personal data and deletes the alert', async () => {
    const smtp = await smtpServer({ reject: { code: 451, message: 'Try again later' } });
    const { logger, lines } = captureLogs('info');
    const server = await appWithAlerts(smtp.url, { logger });
    const appliedAt = server.clock();

    expect((await server.client().post('/api/apply', APPLICATION)).status).toBe(201);
    await sender(server).idle();

    const attemptsAt = [0];
    for (;;) {
      const [row] = await outbox(server);
      if (!row) break;
      expect(row.attempts).toBe(attemptsAt.length);
      attemptsAt.push(row.nextAttemptAt - appliedAt);
      server.clock.set(row.nextAttemptAt);
      await sender(server).runDue();
    }

    const SECOND = 1000;
    const MINUTE = 60 * SECOND;
    // 10 s, 30 s, 1 min, 5 min, 15 min, then hourly; the last attempt exactly a day after applying.
    expect(attemptsAt.slice(0, 8)).toEqual([
      0,
      10 * SECOND,
      40 * SECOND,
      100 * SECOND,
      400 * SECOND,
      1300 * SECOND,
      4900 * SECOND,
      8500 * SECOND,
    ]);
    expect(attemptsAt.at(-1)).toBe(GIVE_UP_AFTER_MS);
    expect(attemptsAt.at(-2)).toBe(4900 * SECOND + 22 * 60 * MINUTE);
    expect(smtp.refusals).toBe(attemptsAt.length);
    expect(smtp.received).toHaveLength(0);
    expect(await outbox(server)).toEqual([]);

    const gaveUp = lines.filter((line) => line.level === 50);
    expect(gaveUp).toHaveLength(1);
    const { time: _time, ...line } = gaveUp[0]!;
    expect(line).toEqual({
      level: 50,
      outboxId: expect.any(Number),
      kind: 'application',
      attempts: attemptsAt.length,
      msg: 'gave up on an e-mail alert after a day of failed attempts and deleted it',
    });
    const retries = lines.filter((line) => line.msg === 'e-mail alert not sent');
    expect(retries).toHaveLength(attemptsAt.length);
    expect(retries[0]).toMatchObject({ error: { responseCode: 451 } });
    const logged = JSON.stringify(lines);
    for (const secret of ['lena.live', 'Österreich', ...PRIVATE_DETAILS, SMTP_PASSWORD]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('without SMTP_URL and NOTIFY_EMAIL', () => {
  it('sends nothing and says at start that alerts are off; the alerts stay queued for a process that can send them', async () => {
    const { logger, lines } = captureLogs('info');
    const server = await startTestServer({ logger });
    cleanups.push(() => server.close());

    expect(server.app.alertSender).toBeNull();
    expect((await server.client().post('/api/apply', APPLICATION)).status).toBe(201);
    expect((await server.client().post('/api/contact', factories.contact())).status).toBe(201);
    expect(await storedApplications(server)).toHaveLength(1);
    expect((await outbox(server)).map((row) => [row.kind, row.attempts])).toEqual([
      ['application', 0],
      ['contact_message', 0],
    ]);
    expect(lines.filter((line) => /e-mail alerts/.test(String(line.msg)))).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'e-mail alerts are off (SMTP_URL and NOTIFY_EMAIL are not set)',
      }),
    ]);
  });

  it.each([
    [{ NOTIFY_EMAIL: 'team@agentur.example' }, 'e-mail alerts are off: NOTIFY_EMAIL is set, SMTP_URL is not'],
    [{ SMTP_URL: 'smtp://mail.example:587' }, 'e-mail alerts are off: SMTP_URL is set, NOTIFY_EMAIL is not'],
  ])('with only %j warns and sends no alert', async (env, warning) => {
    const { logger, lines } = captureLogs('info');
    const server = await startTestServer({ logger, env });
    cleanups.push(() => server.close());

    expect(server.app.alertSender).toBeNull();
    expect((await server.client().post('/api/apply', APPLICATION)).status).toBe(201);
    expect((await outbox(server)).map((row) => row.attempts)).toEqual([0]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: warning }));
  });

  it('a process without mail settings deletes no queued mail: a process with alerts on sends it', async () => {
    const smtp = await smtpServer();
    const database = await migratedDatabase('mail-outbox-');
    cleanups.push(database.destroy);
    const clock = manualClock(); // one clock for both processes
    const start = async (env: Record<string, string>) => {
      const app = await createApp({
        config: loadConfig({ NODE_ENV: 'test', ...env }, { dataDir: database.dir }),
        knex: database.knex,
        logger: captureLogs('silent').logger,
        clock,
      });
      cleanups.push(() => app.close());
      return app;
    };
    const submit = (app: Awaited<ReturnType<typeof start>>) =>
      app.services.applications.submit(APPLICATION as ApplicationSubmit);

    // Two processes of one installation: one with alerts on, one started without mail settings
    // (it used to drop the queueing triggers and clear the outbox for both).
    const withAlerts = await start({ SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY[0]! });
    const withoutAlerts = await start({});
    await submit(withoutAlerts);
    await submit(withAlerts);
    await withAlerts.alertSender!.runDue();
    await smtp.mail(1);
    expect(smtp.received).toHaveLength(2);
    expect(await database.knex(MAIL_OUTBOX_TABLE).count({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it('the daily maintenance deletes mail nobody sent within a day, never a mail a sender holds', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    const now = server.clock();
    const row = (id: number, createdAt: number, nextAttemptAt: number) => ({
      id,
      kind: 'application',
      sourceId: id,
      attempts: 0,
      createdAt,
      nextAttemptAt,
    });
    await server.knex(MAIL_OUTBOX_TABLE).insert([
      row(1, now - GIVE_UP_AFTER_MS - 1, now - GIVE_UP_AFTER_MS - 1), // a day old, never sent
      row(2, now - GIVE_UP_AFTER_MS - 1, now + 60_000), // a day old, a sender is on it now
      row(3, now - GIVE_UP_AFTER_MS + 60_000, now - GIVE_UP_AFTER_MS + 60_000), // not yet a day
    ]);
    const outcomes = await server.app.maintenance.runNow();
    expect(outcomes.find((outcome) => outcome.name === 'unsent-mail')).toMatchObject({
      ok: true,
      details: { deleted: 1 },
    });
    expect((await outbox(server)).map((entry) => entry.id)).toEqual([2, 3]);
  });
});
