import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError } from '@tests/helpers/responses.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The public reads of the content types. Lists and stored records are checked with the admin
 * routes that write them (routes/admin/content.test.ts); here what only the public side answers.
 */

const UNKNOWN_ID = 987654;
const CONTENT = CONTENT_TYPE_NAMES;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A stored record in every table, so a 404 is about the id, not an empty table.
  const admin = await server.adminClient();
  for (const entity of CONTENT) {
    expect((await admin.post(`/api/admin/${entity}`, factories.content(entity))).status).toBe(201);
  }
});
afterAll(() => server.close());

describe('ids', () => {
  it.each(CONTENT)('GET /api/%s/<unknown id> answers 404', async (entity) => {
    expectError(await server.client().get(`/api/${entity}/${UNKNOWN_ID}`), 404, { message: HTTP.notFound });
  });
});

describe('lists served from prepared bytes', () => {
  it.each(CONTENT)(
    'GET /api/%s: a strong ETag, 304 while unchanged, and a new list right after an edit',
    async (entity) => {
      const client = server.client();
      // Without compression: the compressed copies (and their ETags) follow a moment later.
      const plain = { 'accept-encoding': 'identity' };
      // A browser's revalidation (fetch would add Cache-Control: no-cache, which asks for the full body).
      const revalidate = { ...plain, 'cache-control': 'max-age=0' };
      const first = await client.request<Array<{ id: number }>>('GET', `/api/${entity}`, { headers: plain });
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toContain('Accept-Encoding');
      const again = await client.request('GET', `/api/${entity}`, {
        headers: { ...revalidate, 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');

      const admin = await server.adminClient();
      const created = await admin.post<{ id: number }>(`/api/admin/${entity}`, factories.content(entity));
      const after = await client.request<Array<{ id: number }>>('GET', `/api/${entity}`, {
        headers: { ...revalidate, 'if-none-match': etag },
      });
      expect(after.status).toBe(200);
      expect(after.body.map((item) => item.id)).toContain(created.body.id);
      expect((await client.get(`/api/${entity}/${created.body.id}`)).status).toBe(200);
      await admin.delete(`/api/admin/${entity}/${created.body.id}`);
      expect(
        (await client.get<Array<{ id: number }>>(`/api/${entity}`)).body.map((item) => item.id),
      ).not.toContain(created.body.id);
    },
  );
});
