import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger.js';
import { changeChannelFor } from '@db/engines/index.js';
import { CHANGE_FEED_APPLICATION } from '@db/engines/postgres-changes.js';
import { createChangeFeed, type ChangeEvent } from '@server/services/change-feed.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Two processes of one installation on PostgreSQL: a change made through one is on the other's
 * pages and lists at once (NOTIFY), with a new ETag, also after the other's listening connection
 * was killed (it listens again and drops everything it prepared).
 */
const servers: TestServer[] = [];
afterEach(async () => {
  while (servers.length > 0) await servers.pop()!.close();
});

async function pair(): Promise<[TestServer, TestServer]> {
  const first = await startTestServer();
  servers.push(first);
  const second = await startTestServer({
    dataDir: first.config.dataDir,
    config: { databaseUrl: first.config.databaseUrl },
  });
  servers.unshift(second); // closed before the first, which drops the database
  return [first, second];
}

/** What a visitor's browser gets for `path`, revalidating with `etag` if given. */
async function visit(server: TestServer, path: string, etag?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: etag ? { 'if-none-match': etag } : {},
  });
  return {
    status: response.status,
    etag: response.headers.get('etag') ?? undefined,
    text: await response.text(),
  };
}

describe.runIf(testDatabaseKind() === 'postgres')('changes reach every process', () => {
  it('an FAQ saved on one process is on the other’s page and list at once; an old ETag gets the new page', async () => {
    const [first, second] = await pair();
    const before = await visit(second, '/');
    const list = await visit(second, '/api/faqs');
    const admin = await first.adminClient();
    const question = 'Läuft das auch auf zwei Prozessen?';
    expect((await admin.post('/api/admin/faqs', factories.faq({ question }))).status).toBe(201);

    await expect
      .poll(async () => (await visit(second, '/api/faqs')).text, { timeout: 5_000 })
      .toContain(question);
    await expect.poll(async () => (await visit(second, '/')).text, { timeout: 5_000 }).toContain(question);
    const revalidated = await visit(second, '/', before.etag);
    expect(revalidated.status).toBe(200);
    expect((await visit(second, '/api/faqs', list.etag)).status).toBe(200);
  });

  it('after its listening connection was killed, a process listens again and drops what it had prepared', async () => {
    const [first, second] = await pair();
    await visit(second, '/');
    const killed = await first.knex.raw(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ?',
      [CHANGE_FEED_APPLICATION],
    );
    expect(killed.rows.length).toBe(2);
    const admin = await first.adminClient();
    const question = 'Kommt das nach dem Abbruch noch an?';
    expect((await admin.post('/api/admin/faqs', factories.faq({ question }))).status).toBe(201);
    await expect.poll(async () => (await visit(second, '/')).text, { timeout: 5_000 }).toContain(question);
    // Both listen again.
    await expect
      .poll(
        async () =>
          (
            await first
              .knex('pg_stat_activity')
              .where({ application_name: CHANGE_FEED_APPLICATION })
              .whereRaw('datname = current_database()')
              .count({ n: '*' })
          )[0]!.n,
        { timeout: 5_000 },
      )
      .toBe(2);
  });

  it('one event published many times while its NOTIFY is on the way reaches the others twice, not each time', async () => {
    const [first] = await pair();
    const heard: ChangeEvent[] = [];
    const feed = (onRemote: (event: ChangeEvent) => void) =>
      createChangeFeed({
        channel: changeChannelFor(first.knex, first.config.databaseUrl),
        logger: createLogger('silent'),
        onRemote,
      });
    const [talker, listener] = [feed(() => {}), feed((event) => heard.push(event))];
    await Promise.all([talker.start(), listener.start()]);
    try {
      // What a burst of applications does with alerts sent by another process.
      for (let i = 0; i < 50; i++) talker.publish({ kind: 'mail' });
      talker.publish({ kind: 'settings' });
      // The first at once, the 49 others as one after it; another event is its own.
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(3);
      // Published after those were sent: heard again.
      talker.publish({ kind: 'mail' });
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(4);
      expect(heard.map((event) => event.kind).sort()).toEqual(['mail', 'mail', 'mail', 'settings']);
    } finally {
      await Promise.all([talker.close(), listener.close()]);
    }
  });

  it('settings saved on one process are what the other shows', async () => {
    const [first, second] = await pair();
    const admin = await first.adminClient();
    const state = (
      await admin.get<{ version: number; values: { contact: { phone: string } } }>('/api/admin/settings')
    ).body;
    const values = structuredClone(state.values);
    values.contact.phone = '+49 30 123456789';
    expect(
      (await admin.request('PUT', '/api/admin/settings', { body: { version: state.version, values } }))
        .status,
    ).toBe(200);
    await expect
      .poll(async () => (await visit(second, '/kontakt')).text, { timeout: 5_000 })
      .toContain('+49 30 123456789');
  });
});
