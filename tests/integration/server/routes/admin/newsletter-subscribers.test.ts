import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterSubscriberPage } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { blockHash, isBlocked } from '@server/services/newsletter/keys.js';
import {
  insertConsentText,
  insertSendingIssue,
  insertSubscriber,
  queueIssueMail,
} from '@tests/helpers/newsletter-rows.js';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError } from '@tests/helpers/responses.js';
import { captureLogs, startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The newsletter's subscribers for owners and administration (issue 40): the list with search,
 * state and pages, removing a person (onto the block list, their row and queued issue mails gone)
 * and the export as CSV and XLSX, formula-safe. Removal and export are in the activity log with
 * counts, never with an address or the search. Rows are written straight into the database.
 */

const LIST = '/api/admin/newsletter/subscribers';
const EXPORT = `${LIST}/export`;
const NOW = Date.parse('2026-12-10T10:00:00.000Z');
const HOUR = 3_600_000;

type LogRow = {
  action: string;
  entity: string;
  entityId: string | null;
  changes: Record<string, unknown> | null;
};

const logs = captureLogs();
let server: TestServer;
let owner: TestClient;
let admin: TestClient;
let editor: TestClient;
let recruiter: TestClient;
let consent: number;
let mark = 0;

const member = (username: string, role: Role): Promise<TestClient> => server.memberClient(username, role);

beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
  server.clock.set(NOW);
  owner = await server.adminClient('abo-inhaberin');
  admin = await member('abo-verwaltung', 'admin');
  editor = await member('abo-redaktion', 'editor');
  recruiter = await member('abo-recruiting', 'recruiter');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.knex('mail_outbox').where({ kind: 'newsletter' }).del();
  await server.knex('newsletter_issues').del();
  await server.knex('newsletter_subscribers').del();
  await server.knex('newsletter_blocklist').del();
  await server.knex('newsletter_consent_texts').del();
  consent = await insertConsentText(server.knex);
  mark = (await server.knex('activity_log_head').first()).lastId;
  logs.lines.length = 0;
});

async function newRows(): Promise<LogRow[]> {
  const rows = await server.knex('activity_log').where('id', '>', mark).orderBy('id');
  return rows.map(({ action, entity, entityId, changes }) => ({
    action,
    entity,
    entityId,
    changes: changes === null ? null : JSON.parse(changes),
  }));
}

/** Subscribers signed up an hour apart, the first one earliest; answers their ids in that order. */
async function subscribe(
  ...people: Array<[email: string, status?: 'pending' | 'confirmed']>
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, [email, status]] of people.entries()) {
    ids.push(
      await insertSubscriber(server.knex, {
        email,
        status,
        signedUpAt: new Date(NOW - (people.length - index) * HOUR),
        consentTextId: consent,
      }),
    );
  }
  return ids;
}

async function list(query = '', client = owner): Promise<NewsletterSubscriberPage> {
  const response = await client.get<NewsletterSubscriberPage>(`${LIST}${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

const emails = (page: NewsletterSubscriberPage) => page.items.map((item) => item.email);

async function download(client: TestClient, url: string) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/admin/newsletter/subscribers', () => {
  it('lists newest first with the proof of consent, searches part of the address in any case, filters the state', async () => {
    const [anna, bernd, carla] = await subscribe(
      ['anna@example.org'],
      ['Bernd.Pending@Example.org', 'pending'],
      ['carla_100%@beispiel.de'],
    );
    const all = await list();
    expect(all).toEqual({
      items: [
        {
          id: carla,
          email: 'carla_100%@beispiel.de',
          status: 'confirmed',
          signedUpAt: new Date(NOW - HOUR).toISOString(),
          confirmedAt: new Date(NOW - HOUR).toISOString(),
          consentVersion: consent,
        },
        expect.objectContaining({
          id: bernd,
          email: 'bernd.pending@example.org',
          status: 'pending',
          confirmedAt: null,
        }),
        expect.objectContaining({ id: anna, email: 'anna@example.org' }),
      ],
      total: 3,
      page: 1,
      pageSize: 50,
    });

    expect(emails(await list('?q=EXAMPLE.ORG'))).toEqual(['bernd.pending@example.org', 'anna@example.org']);
    expect(emails(await list('?status=pending'))).toEqual(['bernd.pending@example.org']);
    expect(emails(await list('?q=example&status=confirmed'))).toEqual(['anna@example.org']);
    // % and _ are letters of the search, not wildcards.
    expect(emails(await list('?q=_100%25'))).toEqual(['carla_100%@beispiel.de']);
    expect(emails(await list('?q=a%25'))).toEqual([]);
    expect((await list('?q=nobody')).total).toBe(0);
  });

  it('pages through the list with total', async () => {
    await subscribe(...Array.from({ length: 5 }, (_, i) => [`p${i}@example.org`] as [string]));
    const second = await list('?page=2&pageSize=2');
    expect(second).toEqual(expect.objectContaining({ total: 5, page: 2, pageSize: 2 }));
    expect(emails(second)).toEqual(['p2@example.org', 'p1@example.org']);
    expect(emails(await list('?page=3&pageSize=2'))).toEqual(['p0@example.org']);
    expect(emails(await list('?page=9&pageSize=2'))).toEqual([]);
  });

  it('refuses a wrong state, page or parameter with a German 400', async () => {
    for (const query of ['?status=blocked', '?page=0', '?pageSize=101', '?sort=email']) {
      const response = await owner.get<{ message: string }>(`${LIST}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toMatch(/[äöüß]|Bitte|Parameter|ungültig/i);
    }
  });

  it('is for owners and administration only: Redaktion and Recruiting never see an address', async () => {
    const [id] = await subscribe(['geheim@example.org']);
    expect((await list('', admin)).total).toBe(1);
    for (const client of [editor, recruiter]) {
      for (const [method, path] of [
        ['GET', LIST],
        ['GET', `${EXPORT}?format=csv`],
        ['DELETE', `${LIST}/${id}`],
      ] as const) {
        const response = method === 'GET' ? await client.get(path) : await client.delete(path);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.text).not.toContain('geheim@');
      }
    }
    expect(await server.knex('newsletter_subscribers').pluck('id')).toEqual([id]);
  });
});

describe('DELETE /api/admin/newsletter/subscribers/:id', () => {
  it('block-lists the address, deletes the row, drops its queued issue mails (counted skipped), records no address', async () => {
    const [leaving, staying] = await subscribe(['Leaving@Example.org'], ['staying@example.org']);
    const issue = await insertSendingIssue(server.knex, 2);
    await queueIssueMail(server.knex, issue, leaving!, NOW);
    await queueIssueMail(server.knex, issue, staying!, NOW);

    const response = await owner.delete(`${LIST}/${leaving}`);
    expect(response.status).toBe(204);
    expect(await server.knex('newsletter_subscribers').pluck('id')).toEqual([staying]);
    const key = server.app.services.newsletterKey;
    expect(await isBlocked(server.knex, key, ' leaving@example.ORG')).toBe(true);
    expect(await server.knex('newsletter_blocklist').pluck('email_hash')).toEqual([
      blockHash(key, 'leaving@example.org'),
    ]);
    expect(
      (await server.knex('mail_outbox').where({ kind: 'newsletter' }).pluck('recipient_id')).map(Number),
    ).toEqual([staying]);
    expect(
      await server.knex('newsletter_issues').where({ id: issue }).first('skipped', 'recipients'),
    ).toEqual({
      skipped: 1,
      recipients: 2,
    });

    const rows = await newRows();
    expect(rows).toEqual([
      {
        action: 'subscriber-remove',
        entity: 'newsletter-subscribers',
        entityId: String(leaving),
        changes: {
          subscriberStatus: { before: null, after: 'confirmed' },
          droppedMails: { before: null, after: 1 },
        },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/leaving/i);
    expect(JSON.stringify(logs.lines)).not.toMatch(/leaving@/i);

    expectError(await owner.delete(`${LIST}/${leaving}`), 404, { message: HTTP.notFound });
  });

  it("leaves a mail a sender holds right now to that sender (no double count), and another subscriber's", async () => {
    const [leaving] = await subscribe(['held@example.org']);
    const issue = await insertSendingIssue(server.knex, 1);
    // Claimed by a sender: its lease runs for another minute.
    await queueIssueMail(server.knex, issue, leaving!, NOW - 1000, {
      attempts: 1,
      nextAttemptAt: NOW + 60_000,
    });

    expect((await owner.delete(`${LIST}/${leaving}`)).status).toBe(204);
    expect(await server.knex('mail_outbox').where({ kind: 'newsletter' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);
    expect(
      Number((await server.knex('newsletter_issues').where({ id: issue }).first('skipped')).skipped),
    ).toBe(0);
    expect((await newRows())[0]!.changes).toEqual({ subscriberStatus: { before: null, after: 'confirmed' } });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await owner.delete(`${LIST}/999`), 404, { message: HTTP.notFound });
    expect((await owner.delete(`${LIST}/abc`)).status).toBe(400);
    expect(await newRows()).toEqual([]);
  });
});

describe('GET /api/admin/newsletter/subscribers/export', () => {
  it('answers CSV with the German columns, formula-safe, filtered like the list; recorded with its count only', async () => {
    await subscribe(['=HYPERLINK(1)@evil.example'], ['anna@example.org'], ['pending@example.org', 'pending']);
    const { response, body } = await download(owner, `${EXPORT}?format=csv&q=EXAMPLE&status=confirmed`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="newsletter-abonnenten-2026-12-10.csv"',
    );
    const text = body.toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('E-Mail;Status;Angemeldet am;Bestätigt am;Einwilligungstext (Version)');
    expect(lines.slice(1)).toEqual([
      // Berlin time; the address as stored (lower case), its formula sign made text.
      `anna@example.org;Bestätigt;"10.12.2026, 09:00";"10.12.2026, 09:00";${consent}`,
      `'=hyperlink(1)@evil.example;Bestätigt;"10.12.2026, 08:00";"10.12.2026, 08:00";${consent}`,
    ]);

    const rows = await newRows();
    expect(rows).toEqual([
      {
        action: 'export',
        entity: 'newsletter-subscribers',
        entityId: null,
        changes: {
          format: { before: null, after: 'csv' },
          count: { before: null, after: 2 },
          subscriberStatus: { before: null, after: 'confirmed' },
          q: { withheld: true },
        },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/example/i);
  });

  it('answers XLSX; a wrong or missing format is a German 400 and records nothing', async () => {
    await subscribe(['anna@example.org']);
    const { response, body } = await download(admin, `${EXPORT}?format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await newRows()).map((row) => row.changes)).toEqual([
      { format: { before: null, after: 'xlsx' }, count: { before: null, after: 1 } },
    ]);

    mark = (await server.knex('activity_log_head').first()).lastId;
    for (const query of ['', '?format=pdf', '?format=csv&status=gone']) {
      const refused = await owner.get<{ message: string; errors: Record<string, string> }>(
        `${EXPORT}${query}`,
      );
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/Bitte|Status/);
    }
    expect(await newRows()).toEqual([]);
  });
});
