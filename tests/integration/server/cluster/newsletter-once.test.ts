import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { insertSubscribers } from '@tests/helpers/newsletter-rows.js';
import { startSmtpServer, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { startTwoServers, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Two processes over one database sending one issue: every address gets it once, and the pace
 * (NEWSLETTER_RATE_PER_MINUTE) holds for both together, not for each.
 */
const START = Date.parse('2026-12-10T09:00:00Z');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const env = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Website <news@agentur.example>',
  NEWSLETTER_RATE_PER_MINUTE: '60',
});

async function twoProcesses(firstEnv: Record<string, string>, secondEnv: Record<string, string>) {
  const [first, second] = await startTwoServers(START, firstEnv, secondEnv);
  cleanups.unshift(
    () => second.close(),
    () => first.close(),
  );
  return [first, second] as const;
}

async function sendIssue(server: TestServer): Promise<number> {
  const owner = await server.adminClient('cluster-owner');
  const created = await owner.post<{ id: number }>('/api/admin/newsletter/issues', {
    subject: 'Für alle',
    text: 'Ein Text für alle Abonnenten.',
  });
  const sent = await owner.post(`/api/admin/newsletter/issues/${created.body.id}/send`);
  expect(sent.status, sent.text).toBe(202);
  return created.body.id;
}

describe('the newsletter sender of several processes', () => {
  it('sends each address once and keeps one pace for both', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const both = await twoProcesses(env(smtp), env(smtp));
    const subscribers = await insertSubscribers(both[0].knex, 8);
    const id = await sendIssue(both[0]);
    const runBoth = () => Promise.all(both.map((server) => server.app.newsletterSender!.runDue()));

    // Both at the same moment: one mail between them.
    await runBoth();
    await runBoth();
    expect(smtp.received).toHaveLength(1);
    for (let second = 1; second < 8; second++) {
      for (const server of both) server.clock.advance(1000);
      await runBoth();
      expect(smtp.received).toHaveLength(second + 1);
    }
    await Promise.all(both.map((server) => server.app.newsletterSender!.idle()));
    const addresses = smtp.received.flatMap((mail) => mail.envelopeTo).sort();
    expect(addresses).toEqual(subscribers.map((row) => row.email).sort());
    expect(await both[1].knex('newsletter_issues').where({ id }).first()).toMatchObject({
      status: 'sent',
      delivered: 8,
    });
    expect(await both[1].knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter' })).toHaveLength(0);
    expect(
      await both[1].knex('activity_log').where({ action: 'newsletter-sent', entityId: String(id) }),
    ).toHaveLength(1);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'wakes the other process: an issue sent where mail is not set up leaves from the one where it is',
    async () => {
      const smtp = await startSmtpServer();
      cleanups.push(() => smtp.close());
      const [withoutMail, withMail] = await twoProcesses({}, env(smtp));
      expect(withoutMail.app.newsletterSender).toBeNull();
      await insertSubscribers(withoutMail.knex, 1);
      await sendIssue(withoutMail);
      // Nobody calls runDue(): the change feed's message wakes the other process's sender.
      const mail = await smtp.mail(0);
      expect(mail.envelopeTo).toEqual(['leser1@example.org']);
      await withMail.app.newsletterSender!.idle();
    },
  );
});
