import { afterEach, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '@shared/api-types.js';
import { GIVE_UP_AFTER_MS } from '@server/mail/alert-sender.js';
import { NEWSLETTER_LEASE_MS } from '@server/mail/newsletter-sender.js';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { isUnsubscribeToken, unsubscribeTokenId } from '@server/services/newsletter/keys.js';
import { manualClock } from '@tests/helpers/clock.js';
import { insertSubscribers } from '@tests/helpers/newsletter-rows.js';
import { startSmtpServer, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { captureLogs, startTestServer, TEST_PASSWORD, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The newsletter's paced sender end to end, over a real SMTP server: each confirmed address gets
 * the issue once (text and HTML, the footer, List-Unsubscribe and List-Unsubscribe-Post), at
 * NEWSLETTER_RATE_PER_MINUTE (the clock is moved, nothing waits), with the figures and ONE
 * activity entry at the end; a lease left by a crash is resumed.
 */
const START = Date.parse('2026-12-10T09:00:00Z');
const PUBLIC_URL = 'https://agentur.example';
const BASE = '/api/admin/newsletter/issues';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(
  rate = '60',
  smtpOptions: Parameters<typeof startSmtpServer>[0] = {},
  logger?: ReturnType<typeof captureLogs>['logger'],
) {
  const smtp: TestSmtpServer = await startSmtpServer(smtpOptions);
  cleanups.push(() => smtp.close());
  const server: TestServer = await startTestServer({
    clock: manualClock(START),
    ...(logger ? { logger } : {}),
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'Streamwelt <news@agentur.example>',
      NEWSLETTER_RATE_PER_MINUTE: rate,
    },
  });
  cleanups.push(() => server.close());
  const owner = await server.adminClient('sender-owner');
  return { smtp, server, owner, sender: server.app.newsletterSender! };
}

const issueText = 'Hallo!\n\n**Neu bei uns:** [das Event](https://example.org/event) am Freitag.';

async function startSending(server: TestServer, owner: Awaited<ReturnType<TestServer['adminClient']>>) {
  const created = await owner.post<{ id: number }>(BASE, {
    subject: 'Neuigkeiten im Dezember',
    text: issueText,
  });
  expect(created.status).toBe(201);
  const sent = await owner.post(`${BASE}/${created.body.id}/send`);
  expect(sent.status, sent.text).toBe(202);
  return created.body.id;
}

const issueOf = (server: TestServer, id: number) => server.knex('newsletter_issues').where({ id }).first();

describe('the newsletter sender', () => {
  it('sends each confirmed address the issue once, paced, with the unsubscribe headers, text and HTML', async () => {
    const { smtp, server, owner, sender } = await setUp('60');
    const subscribers = await insertSubscribers(server.knex, 3);
    await insertSubscribers(server.knex, 1, { status: 'pending', prefix: 'offen' });
    const id = await startSending(server, owner);

    // The first mail leaves at once; the next one a second later (60 a minute), not before.
    await sender.runDue();
    expect(smtp.received).toHaveLength(1);
    server.clock.advance(999);
    await sender.runDue();
    expect(smtp.received).toHaveLength(1);
    server.clock.advance(1);
    await sender.runDue();
    expect(smtp.received).toHaveLength(2);
    const during = await owner.get<NewsletterIssue>(`${BASE}/${id}`);
    expect(during.body).toMatchObject({ status: 'sending', recipients: 3, delivered: 2 });
    server.clock.advance(1000);
    await sender.runDue();
    await sender.idle();
    expect(smtp.received).toHaveLength(3);

    // Each confirmed address exactly once; the pending one never.
    expect(
      smtp.received
        .map((mail) => mail.envelopeTo)
        .flat()
        .sort(),
    ).toEqual(subscribers.map((row) => row.email).sort());
    for (const mail of smtp.received) {
      const subscriber = subscribers.find((row) => row.email === mail.envelopeTo[0])!;
      const nonce = (
        (await server
          .knex('newsletter_subscribers')
          .where({ id: subscriber.id })
          .first('unsubscribeNonce')) as {
          unsubscribeNonce: string;
        }
      ).unsubscribeNonce;
      expect(mail.subject).toBe('Neuigkeiten im Dezember');
      expect(mail.headers.get('from')).toContain('news@agentur.example');
      const header = mail.headers.get('list-unsubscribe')!;
      const match = /^<https:\/\/agentur\.example\/newsletter\/abmelden\?token=([^>]+)>$/.exec(header);
      expect(match, header).not.toBeNull();
      const token = decodeURIComponent(match![1]!);
      expect(unsubscribeTokenId(token)).toBe(subscriber.id);
      expect(isUnsubscribeToken(server.app.services.newsletterKey, token, subscriber.id, nonce)).toBe(true);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers.get('list-id')).toBe('<newsletter.agentur.example>');
      // The visible link and the footer in both parts.
      const link = header.slice(1, -1);
      expect(mail.text).toContain('Neu bei uns: das Event (https://example.org/event) am Freitag.');
      expect(mail.text).toContain(`Vom Newsletter abmelden: ${link}`);
      expect(mail.text).toContain('Friedrichstraße 123');
      expect(mail.text).toContain('10117 Berlin');
      expect(mail.html).toContain('<strong>Neu bei uns:</strong>');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Friedrichstraße 123');
    }

    const done = await owner.get<NewsletterIssue>(`${BASE}/${id}`);
    expect(done.body).toMatchObject({ status: 'sent', recipients: 3, delivered: 3, failed: 0, skipped: 0 });
    expect(done.body.sentAt).toBe(new Date(START + 2000).toISOString());
    expect(await server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter' })).toHaveLength(0);
    const entries = (await server
      .knex('activity_log')
      .where({ entity: 'newsletter-issues', action: 'newsletter-sent' })) as Array<{
      changes: string;
      entityId: string;
    }>;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.entityId).toBe(String(id));
    expect(JSON.parse(entries[0]!.changes)).toMatchObject({
      recipients: { after: 3 },
      delivered: { after: 3 },
      failed: { after: 0 },
      skipped: { after: 0 },
    });
    const everything = JSON.stringify(await server.knex('activity_log').select('*'));
    expect(everything).not.toContain('@example.org');
  });

  it('counts a subscriber who left before their turn as skipped, and a mail given up after a day as failed', async () => {
    const { smtp, server, owner, sender } = await setUp('60');
    const [first, second] = await insertSubscribers(server.knex, 2);
    const id = await startSending(server, owner);
    await sender.runDue();
    expect(smtp.received).toHaveLength(1);
    const gone = smtp.received[0]!.envelopeTo[0] === first!.email ? second! : first!;
    await server.knex('newsletter_subscribers').where({ id: gone.id }).delete();
    server.clock.advance(1000);
    await sender.runDue();
    expect(smtp.received).toHaveLength(1);
    expect(await issueOf(server, id)).toMatchObject({ status: 'sent', delivered: 1, skipped: 1, failed: 0 });

    // A mail server that refuses: retried per the outbox's rules, given up after a day.
    const logs = captureLogs('info');
    const refusing = await setUp(
      '60',
      { reject: { code: 550, message: 'Mailbox <leser1@example.org> unavailable' } },
      logs.logger,
    );
    await insertSubscribers(refusing.server.knex, 1);
    const refusedId = await startSending(refusing.server, refusing.owner);
    await refusing.sender.runDue();
    expect(refusing.smtp.refusals).toBe(1);
    expect(await issueOf(refusing.server, refusedId)).toMatchObject({ status: 'sending', failed: 0 });
    refusing.server.clock.advance(GIVE_UP_AFTER_MS);
    await refusing.sender.runDue();
    expect(await issueOf(refusing.server, refusedId)).toMatchObject({
      status: 'sent',
      failed: 1,
      delivered: 0,
    });
    // Logged without the address the SMTP server's answer named.
    expect(logs.lines.some((line) => line.msg === 'newsletter mail not sent')).toBe(true);
    expect(JSON.stringify(logs.lines)).not.toContain('@example.org');
  });

  it('resumes a mail whose sender died mid-send once its lease ends', async () => {
    const { smtp, server, sender } = await setUp('60000');
    const [crashed, waiting] = await insertSubscribers(server.knex, 2);
    // A send another process started: its first mail claimed (leased), then the process died.
    const [issue] = (await server
      .knex('newsletter_issues')
      .insert({
        subject: 'Nach dem Absturz',
        text: 'Dieser Text kommt trotzdem an.',
        status: 'sending',
        createdAt: new Date(START).toISOString(),
        updatedAt: new Date(START).toISOString(),
        sendStartedAt: new Date(START).toISOString(),
        recipients: 2,
      })
      .returning('id')) as Array<{ id: number }>;
    await server.knex(MAIL_OUTBOX_TABLE).insert([
      {
        kind: 'newsletter',
        sourceId: issue!.id,
        recipientId: crashed!.id,
        attempts: 1,
        createdAt: START,
        nextAttemptAt: START + NEWSLETTER_LEASE_MS,
      },
      {
        kind: 'newsletter',
        sourceId: issue!.id,
        recipientId: waiting!.id,
        attempts: 0,
        createdAt: START,
        nextAttemptAt: START,
      },
    ]);
    await sender.runDue();
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual([waiting!.email]);
    server.clock.advance(NEWSLETTER_LEASE_MS - 1);
    await sender.runDue();
    expect(smtp.received).toHaveLength(1);
    server.clock.advance(1);
    await sender.runDue();
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual([waiting!.email, crashed!.email]);
    expect(await issueOf(server, issue!.id)).toMatchObject({ status: 'sent', delivered: 2 });
  });

  it('sends the test mail to the signed-in person only, marked [Test], with a harmless unsubscribe link', async () => {
    const { smtp, server, sender } = await setUp('60');
    await insertSubscribers(server.knex, 2);
    await server.app.services.users.create('redakteurin', TEST_PASSWORD, 'editor');
    await server
      .knex('admin_users')
      .where({ username: 'redakteurin' })
      .update({ email: 'redaktion@agentur.example' });
    const editor = server.client();
    expect((await editor.login('redakteurin')).status).toBe(200);
    const created = await editor.post<{ id: number }>(BASE, {
      subject: 'Entwurf zum Testen',
      text: issueText,
    });
    expect((await editor.post(`${BASE}/${created.body.id}/test`)).status).toBe(202);
    const mail = await smtp.mail(0);
    await server.app.alertSender!.idle();
    await sender.runDue();
    expect(smtp.received).toHaveLength(1);
    expect(mail.envelopeTo).toEqual(['redaktion@agentur.example']);
    expect(mail.subject).toBe('[Test] Entwurf zum Testen');
    expect(mail.text).toContain('Dies ist eine Testmail');
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${PUBLIC_URL}/newsletter/abmelden?token=testmail>`);
    expect(mail.html).toContain('<strong>Neu bei uns:</strong>');
    // Still a draft: a test sends nobody else anything.
    expect(await issueOf(server, created.body.id)).toMatchObject({ status: 'draft', recipients: 0 });
  });
});
