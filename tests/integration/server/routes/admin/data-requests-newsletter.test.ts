import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataExport, DataRequestResult } from '@shared/api-types.js';
import { blockAddress, isBlocked } from '@server/services/newsletter/keys.js';
import {
  CONSENT_TEXT,
  insertConsentText,
  insertSendingIssue,
  insertSubscriber,
  queueIssueMail,
} from '@tests/helpers/newsletter-rows.js';
import { captureLogs, startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Auskunft & Löschung and the newsletter (issue 40): a search by e-mail finds the subscription
 * under exactly that address, the export holds the proof of consent (sign-up, confirmation, the
 * consent text and its version) and whether the address is on the block list, and an erasure
 * deletes the subscription while the block list's hash stays (and the answer says so).
 */

const SEARCH = '/api/admin/data-requests/search';
const EXPORT = '/api/admin/data-requests/export';
const ERASE = '/api/admin/data-requests/erase';
const NOW = Date.parse('2026-12-10T10:00:00.000Z');
const SIGNED_UP = new Date(NOW - 5 * 86_400_000);
const CONFIRMED = new Date(NOW - 5 * 86_400_000 + 600_000);

const logs = captureLogs();
let server: TestServer;
let admin: TestClient;
let key: string;
let consent: number;
let lena: number;

beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
  server.clock.set(NOW);
  admin = await server.adminClient('ida-newsletter');
  key = server.app.services.newsletterKey;
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.knex('mail_outbox').where({ kind: 'newsletter' }).del();
  await server.knex('newsletter_issues').del();
  await server.knex('newsletter_subscribers').del();
  await server.knex('newsletter_blocklist').del();
  await server.knex('newsletter_consent_texts').del();
  await server.knex('contact_messages').del();
  // An older version of the text, and the one Lena agreed to.
  await insertConsentText(server.knex, 'Eine frühere Fassung des Einwilligungstexts.');
  consent = await insertConsentText(server.knex, CONSENT_TEXT);
  lena = await insertSubscriber(server.knex, {
    email: 'lena.sommer@example.org',
    signedUpAt: SIGNED_UP,
    confirmedAt: CONFIRMED,
    consentTextId: consent,
  });
  await insertSubscriber(server.knex, {
    email: 'helena.sommer@example.org',
    signedUpAt: SIGNED_UP,
    consentTextId: consent,
  });
  logs.lines.length = 0;
});

const LENA_SUBSCRIPTION = () => ({
  id: lena,
  email: 'lena.sommer@example.org',
  status: 'confirmed',
  signedUpAt: SIGNED_UP.toISOString(),
  confirmedAt: CONFIRMED.toISOString(),
  consentVersion: consent,
  consentText: CONSENT_TEXT,
});

async function search(body: Record<string, unknown>): Promise<DataRequestResult> {
  const response = await admin.post<DataRequestResult>(SEARCH, body);
  expect(response.status).toBe(200);
  return response.body;
}

describe('the newsletter in Auskunft & Löschung', () => {
  it('finds the subscription by exactly the address (any case), with the proof of consent; nothing by other identifiers', async () => {
    expect((await search({ email: '  Lena.Sommer@EXAMPLE.org ' })).newsletter).toEqual({
      subscription: LENA_SUBSCRIPTION(),
      blocked: false,
    });
    expect((await search({ email: 'sommer@example.org' })).newsletter).toEqual({
      subscription: null,
      blocked: false,
    });
    expect((await search({ tiktok: '@lena.sommer' })).newsletter).toBeNull();
  });

  it('tells whether an address is on the block list, with or without a subscription', async () => {
    await blockAddress(server.knex, key, 'gone@example.org', new Date(NOW));
    expect((await search({ email: 'GONE@example.org' })).newsletter).toEqual({
      subscription: null,
      blocked: true,
    });
  });

  it('exports the proof of consent and the block list state, each field explained in German', async () => {
    await blockAddress(server.knex, key, 'lena.sommer@example.org', new Date(NOW - 86_400_000));
    const response = await admin.post<DataExport>(EXPORT, { email: 'lena.sommer@example.org' });
    expect(response.status).toBe(200);
    const file = response.body;
    expect(file.newsletter).toEqual({ subscription: LENA_SUBSCRIPTION(), blocked: true });
    expect(file.description).toContain('Newsletter');
    expect(Object.keys(file.fields.newsletter).sort()).toEqual(
      [...Object.keys(file.newsletter!), ...Object.keys(file.newsletter!.subscription!)].sort(),
    );
    expect(file.fields.newsletter.blocked).toContain('Prüfwert');

    // A selection without the subscription leaves it out of the file (the block list state stays).
    const without = await admin.post<DataExport>(EXPORT, {
      email: 'lena.sommer@example.org',
      newsletterIds: [],
    });
    expect(without.body.newsletter).toEqual({ subscription: null, blocked: true });
    const activity = await server
      .knex('activity_log')
      .where({ action: 'data-export' })
      .orderBy('id', 'desc')
      .first();
    expect(JSON.parse(activity.changes)).toEqual({
      applications: { before: null, after: 0 },
      messages: { before: null, after: 0 },
    });
  });

  it('erases the selected subscription and its queued mails; the block list hash stays, and the answer says so', async () => {
    await blockAddress(server.knex, key, 'lena.sommer@example.org', new Date(NOW - 86_400_000));
    const issue = await insertSendingIssue(server.knex, 1);
    await queueIssueMail(server.knex, issue, lena, NOW);

    // Not selected: left alone.
    const notSelected = await admin.post(ERASE, {
      email: 'lena.sommer@example.org',
      applicationIds: [],
      messageIds: [],
      newsletterIds: [],
    });
    expect(notSelected.status).toBe(400);
    expect(await server.knex('newsletter_subscribers').where({ id: lena }).first('id')).toBeTruthy();

    // Another person's id under Lena's address: nothing is deleted.
    const helena = (
      await server.knex('newsletter_subscribers').where({ email: 'helena.sommer@example.org' }).first('id')
    ).id as number;
    const wrong = await admin.post(ERASE, {
      email: 'lena.sommer@example.org',
      applicationIds: [],
      messageIds: [],
      newsletterIds: [helena],
    });
    expect(wrong.body).toEqual({ applications: 0, messages: 0, newsletter: 0, blockListKept: true });
    expect(await server.knex('newsletter_subscribers').count({ n: '*' })).toEqual([{ n: 2 }]);

    const erased = await admin.post(ERASE, {
      email: 'Lena.Sommer@example.org',
      applicationIds: [],
      messageIds: [],
      newsletterIds: [lena],
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ applications: 0, messages: 0, newsletter: 1, blockListKept: true });
    expect(await server.knex('newsletter_subscribers').pluck('email')).toEqual(['helena.sommer@example.org']);
    expect(await isBlocked(server.knex, key, 'lena.sommer@example.org')).toBe(true);
    expect(await server.knex('mail_outbox').where({ kind: 'newsletter' }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
    expect(
      Number((await server.knex('newsletter_issues').where({ id: issue }).first('skipped')).skipped),
    ).toBe(1);
    expect((await search({ email: 'lena.sommer@example.org' })).newsletter).toEqual({
      subscription: null,
      blocked: true,
    });

    const activity = await server
      .knex('activity_log')
      .where({ action: 'data-erasure' })
      .orderBy('id', 'desc')
      .first();
    expect(JSON.parse(activity.changes)).toEqual({
      applications: { before: null, after: 0 },
      messages: { before: null, after: 0 },
      newsletter: { before: null, after: 1 },
    });
    expect(JSON.stringify(activity)).not.toMatch(/sommer/i);
    expect(JSON.stringify(logs.lines)).not.toMatch(/sommer@/i);
    // The screen's record of erasures counts the subscription too (not "0 Bewerbungen").
    const log = await admin.get<Array<{ action: string; newsletter: number }>>(
      '/api/admin/data-requests/log',
    );
    expect(log.body[0]).toMatchObject({ action: 'erasure', applications: 0, messages: 0, newsletter: 1 });
  });

  it('an erasure of an address not on the block list says so (blockListKept false)', async () => {
    const erased = await admin.post(ERASE, {
      email: 'lena.sommer@example.org',
      applicationIds: [],
      messageIds: [],
      newsletterIds: [lena],
    });
    expect(erased.body).toEqual({ applications: 0, messages: 0, newsletter: 1, blockListKept: false });
    expect(await server.knex('newsletter_blocklist').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
