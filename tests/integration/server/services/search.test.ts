import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_FAQS } from '@shared/fallback-content.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/** The site search over a database: what the website shows, and nothing else. */

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
});
afterAll(() => server.close());

const search = (query: unknown) => server.app.services.search.results(query);

describe('search service', () => {
  it('searches the built-in FAQ while none is stored, as the website shows them', async () => {
    const results = await search('Vorabgebühr');
    expect(results.faqs.map((faq) => faq.question)).toEqual([FALLBACK_FAQS[0]!.question]);
    expect(results.faqs[0]!.id).toBeLessThan(0);
  });

  it('searches the stored FAQ once there is one', async () => {
    const created = await admin.post<{ id: number }>(
      '/api/admin/faqs',
      factories.faq({ question: 'Gibt es eine Vorabgebühr?', answer: 'Nein, niemals und nirgends.' }),
    );
    const results = await search('vorabgebuehr');
    expect(results.faqs.map((faq) => faq.id)).toEqual([created.body.id]);
    await admin.delete(`/api/admin/faqs/${created.body.id}`);
  });

  it('finds featured streamers only', async () => {
    await admin.post('/api/admin/streamers', factories.streamer({ name: 'Karla Kolibri', featured: true }));
    await admin.post('/api/admin/streamers', factories.streamer({ name: 'Kurt Kolibri', featured: false }));
    const results = await search('kolibri');
    expect(results.streamers.map((streamer) => streamer.name)).toEqual(['Karla Kolibri']);
    expect(results.total).toBe(1);
  });

  it('answers presented entries, as the public API does', async () => {
    const [streamer] = (await search('Karla')).streamers;
    const fromApi = await server.client().get(`/api/streamers/${streamer!.id}`);
    expect(streamer).toEqual(fromApi.body);
  });

  it('answers nothing, without reading, for an empty or odd term', async () => {
    for (const query of [undefined, '', '   ', ['', 'kolibri'], 42]) {
      expect(await search(query)).toEqual({
        query: '',
        truncated: false,
        total: 0,
        faqs: [],
        streamers: [],
        highlights: [],
        livestreams: [],
      });
    }
  });
});
