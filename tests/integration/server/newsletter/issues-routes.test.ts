import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterIssue, NewsletterIssueSummary, NewsletterSendStarted } from '@shared/api-types.js';
import {
  newsletterMessages,
  newsletterValidation,
  NEWSLETTER_TEST_MAILS_PER_HOUR,
} from '@shared/newsletter.js';
import { createMailOutbox, MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import type { ActivityEntry } from '@shared/api-types.js';
import { dropQueuedIssueMails } from '@server/services/newsletter/issues.js';
import { insertSubscribers } from '@tests/helpers/newsletter-rows.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The issues' admin routes without a mail server: drafts, their 409s once sent, the roles, and
 * what sending queues (one outbox row per confirmed subscriber, in one transaction).
 */
const BASE = '/api/admin/newsletter/issues';
let server: TestServer;
let owner: TestClient;
let admin: TestClient;
let editor: TestClient;
let recruiter: TestClient;

const signedIn = (username: string, role: 'admin' | 'editor' | 'recruiter') =>
  server.memberClient(username, role);

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.adminClient('nl-owner');
  admin = await signedIn('nl-admin', 'admin');
  editor = await signedIn('nl-editor', 'editor');
  recruiter = await signedIn('nl-recruiter', 'recruiter');
});
afterAll(async () => {
  await server.close();
});

const draft = { subject: 'Neuigkeiten im Dezember', text: 'Hallo!\n\n**Neu:** drei Creators und ein Event.' };
const create = async (client: TestClient = editor) => {
  const response = await client.post<{ id: number }>(BASE, draft);
  expect(response.status, response.text).toBe(201);
  return response.body.id;
};
const outboxRows = (issueId: number) =>
  server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter', sourceId: issueId }).orderBy('recipientId');

describe('the newsletter issues (admin API)', () => {
  it('POST creates a draft (201 { id }), GET reads it, PATCH changes it, DELETE removes it', async () => {
    const id = await create();
    const read = await editor.get<NewsletterIssue>(`${BASE}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      ...draft,
      status: 'draft',
      createdBy: 'nl-editor',
      recipients: 0,
      delivered: 0,
      sentAt: null,
    });
    const changed = await editor.patch<NewsletterIssue>(`${BASE}/${id}`, {
      subject: 'Neuigkeiten im Januar',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ subject: 'Neuigkeiten im Januar', text: draft.text });
    const list = await editor.get<NewsletterIssueSummary[]>(BASE);
    expect(list.body[0]).toMatchObject({ id, subject: 'Neuigkeiten im Januar' });
    expect(list.body[0]).not.toHaveProperty('text');
    expect((await editor.delete(`${BASE}/${id}`)).status).toBe(204);
    expect((await editor.get(`${BASE}/${id}`)).status).toBe(404);
  });

  it('refuses a too short subject or text with the German messages (400)', async () => {
    const response = await editor.post<{ errors: Record<string, string> }>(BASE, {
      subject: 'Hi',
      text: 'kurz',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      subject: newsletterValidation.subject,
      text: newsletterValidation.text,
    });
  });

  it('lets Redaktion draft and test but not send; recruiting sees nothing', async () => {
    const id = await create(editor);
    expect((await editor.post(`${BASE}/${id}/send`)).status).toBe(403);
    expect((await recruiter.get(BASE)).status).toBe(403);
    expect((await recruiter.post(BASE, draft)).status).toBe(403);
    expect((await recruiter.get(`${BASE}/${id}`)).status).toBe(403);
    expect((await recruiter.post(`${BASE}/${id}/test`)).status).toBe(403);
    // Redaktion's account has no address: the test mail says why.
    const test = await editor.post<{ message: string }>(`${BASE}/${id}/test`);
    expect(test.status).toBe(409);
    expect(test.body.message).toBe(newsletterMessages.noOwnAddress);
    await server
      .knex('admin_users')
      .where({ username: 'nl-editor' })
      .update({ email: 'redaktion@agentur.example' });
    expect((await editor.post(`${BASE}/${id}/test`)).status).toBe(202);
    expect(
      await server
        .knex(MAIL_OUTBOX_TABLE)
        .where({ kind: 'newsletter_test', sourceId: id })
        .count({ count: '*' }),
    ).toEqual([{ count: 1 }]);
  });

  it('sends one account at most 10 test mails an hour (then 429 in German), each recorded without its text', async () => {
    const tester = await signedIn('nl-tester', 'editor');
    await server
      .knex('admin_users')
      .where({ username: 'nl-tester' })
      .update({ email: 'tester@agentur.example' });
    const id = await create(tester);
    const testMails = () =>
      server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter_test', sourceId: id }).count({ count: '*' });
    for (let sent = 1; sent <= NEWSLETTER_TEST_MAILS_PER_HOUR; sent += 1) {
      expect((await tester.post(`${BASE}/${id}/test`)).status).toBe(202);
      server.clock.advance(60_000);
    }
    const refused = await tester.post<{ message: string }>(`${BASE}/${id}/test`);
    expect(refused.status).toBe(429);
    // The hour began with the first test mail, ten minutes ago.
    expect(refused.body).toEqual({ message: newsletterMessages.testMailsTooMany(50) });
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(await testMails()).toEqual([{ count: NEWSLETTER_TEST_MAILS_PER_HOUR }]);
    // Another account has a limit of its own.
    expect((await editor.post(`${BASE}/${id}/test`)).status).toBe(202);

    const logged = (await server
      .knex('activity_log')
      .where({ action: 'newsletter-test', entityId: String(id) })
      .orderBy('id')) as Array<{ actorName: string; entity: string; changes: string }>;
    expect(logged).toHaveLength(NEWSLETTER_TEST_MAILS_PER_HOUR + 1);
    expect(logged[0]).toMatchObject({ actorName: 'nl-tester', entity: 'newsletter-issues' });
    expect(JSON.parse(logged[0]!.changes)).toEqual({ subject: { before: null, after: draft.subject } });
    expect(logged.map((row) => row.changes).join()).not.toMatch(/drei Creators|tester@/);

    server.clock.advance(50 * 60_000);
    expect((await tester.post(`${BASE}/${id}/test`)).status).toBe(202);
  });

  it('sends to every confirmed subscriber once: 202 { id, recipients }, then 409 for a second send and for edits', async () => {
    const id = await create();
    expect((await admin.post<{ message: string }>(`${BASE}/${id}/send`)).body).toEqual({
      message: newsletterMessages.noSubscribers,
    });
    // Nothing changed: still a draft.
    expect((await owner.get<NewsletterIssue>(`${BASE}/${id}`)).body.status).toBe('draft');

    const confirmed = await insertSubscribers(server.knex, 3, { prefix: 'bestaetigt' });
    await insertSubscribers(server.knex, 2, { status: 'pending', prefix: 'offen' });
    const sent = await admin.post<NewsletterSendStarted>(`${BASE}/${id}/send`);
    expect(sent.status, sent.text).toBe(202);
    expect(sent.body).toEqual({ id, recipients: 3 });
    expect((await outboxRows(id)).map((row: { recipientId: number }) => Number(row.recipientId))).toEqual(
      confirmed.map((row) => row.id),
    );
    const issue = await owner.get<NewsletterIssue>(`${BASE}/${id}`);
    expect(issue.body).toMatchObject({ status: 'sending', recipients: 3, sentBy: 'nl-admin' });
    expect(issue.body.sendStartedAt).not.toBeNull();

    const again = await owner.post<{ message: string }>(`${BASE}/${id}/send`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(newsletterMessages.issueAlreadySent);
    const edit = await editor.patch<{ message: string }>(`${BASE}/${id}`, { subject: 'Doch anders' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(newsletterMessages.issueNotDraft);
    expect((await editor.delete(`${BASE}/${id}`)).status).toBe(409);
    expect(await outboxRows(id)).toHaveLength(3);
    expect((await owner.post(`${BASE}/999999/send`)).status).toBe(404);
  });

  it('two sends at once: one 202, one 409, and each address queued once', async () => {
    const id = await create();
    const [first, second] = await Promise.all([
      owner.post(`${BASE}/${id}/send`),
      admin.post(`${BASE}/${id}/send`),
    ]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const rows = await outboxRows(id);
    const confirmedCount = await server
      .knex('newsletter_subscribers')
      .where({ status: 'confirmed' })
      .count({ count: '*' });
    expect(rows).toHaveLength(Number((confirmedCount[0] as { count: number | string }).count));
  });

  it('records drafts and the start of sending in the Protokoll, with counts and no address', async () => {
    const id = await create();
    await owner.post(`${BASE}/${id}/send`);
    const rows = (await server
      .knex('activity_log')
      .where({ entity: 'newsletter-issues', entityId: String(id) })
      .orderBy('id')) as Array<{ action: string; changes: string; actorName: string }>;
    expect(rows.map((row) => row.action)).toEqual(['create', 'newsletter-send']);
    expect(JSON.parse(rows[1]!.changes)).toMatchObject({
      recipients: { after: 3 },
      subject: { after: draft.subject },
    });
    expect(rows.map((row) => row.changes).join()).not.toContain('@example.org');
    // In German, named by the issue's subject.
    const page = await owner.get<ActivityEntry[]>(
      `/api/admin/activity?entity=newsletter-issues&entityId=${id}`,
    );
    expect(page.status).toBe(200);
    expect(page.body[0]).toMatchObject({
      actionLabel: 'Newsletter-Versand gestartet',
      entryName: `Ausgabe „${draft.subject}“`,
    });
  });

  it('the daily clean-up of unsent mail leaves queued issue mails alone (a paced send may take days)', async () => {
    const id = await create();
    await owner.post(`${BASE}/${id}/send`);
    const queued = (await outboxRows(id)).length;
    expect(queued).toBeGreaterThan(0);
    const later = server.clock() + 3 * 24 * 3_600_000;
    await createMailOutbox(server.knex).pruneUnsent(later - 24 * 3_600_000, later);
    expect(await outboxRows(id)).toHaveLength(queued);
  });

  it('an unsubscribe drops the queued mails and counts them as skipped; the last one completes the issue', async () => {
    const id = await create();
    await owner.post(`${BASE}/${id}/send`);
    const queued = (await outboxRows(id)) as Array<{ recipientId: number | string }>;
    const { activityLog } = server.app.services;
    for (const row of queued) {
      const dropped = await server.knex.transaction((trx) =>
        dropQueuedIssueMails(trx, activityLog, server.clock, Number(row.recipientId)),
      );
      // Other issues still sending may hold a row for the same address.
      expect(dropped).toBeGreaterThanOrEqual(1);
    }
    expect(await server.knex('newsletter_issues').where({ id }).first()).toMatchObject({
      status: 'sent',
      skipped: queued.length,
      delivered: 0,
    });
    expect(
      await server.knex('activity_log').where({ action: 'newsletter-sent', entityId: String(id) }),
    ).toHaveLength(1);
  });
});
