import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_TEST_MAILS_PER_HOUR } from '@shared/newsletter.js';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { startTwoServers, TEST_PASSWORD, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The hourly limit of test mails holds for the installation, not per process: its count lives in
 * the database and is taken in the test mail's own transaction.
 */
let both: [TestServer, TestServer];
beforeAll(async () => {
  both = await startTwoServers(Date.parse('2026-12-09T10:00:00Z'), {}, {});
});
// The second first: the first removes the database.
afterAll(async () => {
  await both[1].close();
  await both[0].close();
});

describe('test mails of one account through two processes', () => {
  it('sent at once, 12 through both: 10 queued and recorded, 2 refused with 429', async () => {
    const [first, second] = both;
    const user = await first.app.services.users.create('zwei-wege', TEST_PASSWORD, 'editor');
    await first.knex('admin_users').where({ id: user.id }).update({ email: 'zwei@agentur.example' });
    const clients = [first.client(), second.client()];
    for (const client of clients) expect((await client.login('zwei-wege')).status).toBe(200);
    const created = await clients[0]!.post<{ id: number }>('/api/admin/newsletter/issues', {
      subject: 'Zwei Prozesse',
      text: 'Ein Text für die Testmail.',
    });
    const path = `/api/admin/newsletter/issues/${created.body.id}/test`;

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => clients[index % 2]!.post(path)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(NEWSLETTER_TEST_MAILS_PER_HOUR).fill(202),
      ...Array<number>(12 - NEWSLETTER_TEST_MAILS_PER_HOUR).fill(429),
    ]);
    expect(
      await second.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter_test' }).count({ count: '*' }),
    ).toEqual([{ count: NEWSLETTER_TEST_MAILS_PER_HOUR }]);
    expect(
      await second.knex('activity_log').where({ action: 'newsletter-test' }).count({ count: '*' }),
    ).toEqual([{ count: NEWSLETTER_TEST_MAILS_PER_HOUR }]);
  });
});
