import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Query parameters of the control centre's API: each route names the ones it reads; any other,
 * or one given twice, is a 400 with a German message instead of being ignored (an ignored
 * "ids[]" exported every application, an ignored "status[]" answered the whole list).
 */

const INVALID_QUERY = 'Die Adresse enthält unbekannte oder doppelte Parameter.';
const UNKNOWN = 'Unbekannter Parameter';
const REPEATED = 'Dieser Parameter darf nur einmal angegeben werden';

const server: TestServer = await startTestServer();
afterAll(() => server.close());
let admin: TestClient;

beforeAll(async () => {
  admin = await server.adminClient('query-admin');
  for (const tiktokUsername of ['@eins', '@zwei', '@drei']) {
    await server.client().post('/api/apply', factories.application({ tiktokUsername }));
  }
});

const expectRefused = async (path: string, errors: Record<string, string>) =>
  expectError(await admin.get(path), 400, { message: INVALID_QUERY, errors });

describe('unknown and repeated query parameters', () => {
  it('refuses "ids[]" on the exports instead of exporting everything', async () => {
    for (const file of ['export.csv', 'export.xlsx']) {
      await expectRefused(`/api/admin/applications/${file}?ids[]=2`, { 'ids[]': UNKNOWN });
      await expectRefused(`/api/admin/applications/${file}?ids=1&ids=2`, { ids: REPEATED });
    }
    // What the exports do take still works.
    const selected = await admin.get('/api/admin/applications/export.csv?ids=1&status=new&sort=createdAt');
    expect(selected.status).toBe(200);
  });

  it('refuses "status[]" and a repeated "q" on the list instead of answering the whole list', async () => {
    await expectRefused('/api/admin/applications?status[]=new', { 'status[]': UNKNOWN });
    await expectRefused('/api/admin/applications?q=eins&q=zwei', { q: REPEATED });
    await expectRefused('/api/admin/applications?page=1&utm_source=x', { utm_source: UNKNOWN });
    const page = await admin.get<unknown[]>('/api/admin/applications?q=eins&status=new');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
  });

  it('refuses a repeated "days" on the page-view chart', async () => {
    await expectRefused('/api/admin/stats/pageviews?days=7&days=30', { days: REPEATED });
    expect((await admin.get('/api/admin/stats/pageviews?days=7')).status).toBe(200);
  });

  it('refuses any query parameter on every admin route that declares none (fail closed)', async () => {
    const undeclared = server.app.apiRoutes.admin.filter(
      ({ method, path }) =>
        !(method === 'GET' && ['/api/admin/applications', '/api/admin/stats/pageviews'].includes(path)) &&
        !path.startsWith('/api/admin/applications/export.'),
    );
    expect(undeclared.length).toBeGreaterThan(20);
    for (const { method, path } of undeclared) {
      const response = await admin.request(method, `${path.replace(':id', '999999')}?x=1`, {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body, `${method} ${path}`).toEqual({ message: INVALID_QUERY, errors: { x: UNKNOWN } });
    }
    // HEAD, which every GET route answers too, is checked the same way.
    expect((await admin.request('HEAD', '/api/admin/messages?x=1')).status).toBe(400);
    expect((await admin.request('HEAD', '/api/admin/applications/export.csv?ids[]=2')).status).toBe(400);
    // Without parameters they answer as before.
    expect((await admin.get('/api/admin/messages')).status).toBe(200);
  });

  it('answers a visitor without a session 401 first, whatever the parameters', async () => {
    expectError(await server.client().get('/api/admin/applications/export.csv?ids[]=2'), 401, {
      message: HTTP.unauthorized,
    });
  });
});
