import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Streamer } from '@shared/api-types.js';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * "Hervorgehoben" (featured) means "shown on the website": the public API, the landing page and its
 * page data hold only featured streamers; the control centre keeps every one.
 */

let server: TestServer;
let admin: TestClient;
let shown: Streamer;
let hidden: Streamer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
  const create = async (overrides: Record<string, unknown>) => {
    const response = await admin.post<Streamer>('/api/admin/streamers', factories.streamer(overrides));
    expect(response.status).toBe(201);
    return response.body;
  };
  shown = await create({ name: 'Sichtbare Selma', tiktokUsername: '@selma.live', featured: true });
  hidden = await create({ name: 'Versteckter Viktor', tiktokUsername: '@viktor.live', featured: false });
});
afterAll(() => server.close());

const publicNames = async () =>
  (await server.client().get<Streamer[]>('/api/streamers')).body.map((streamer) => streamer.name);

const landingPage = async () => (await server.client().get('/')).text;

describe('featured streamers are the public ones', () => {
  it('GET /api/streamers lists only featured streamers', async () => {
    expect(await publicNames()).toEqual(['Sichtbare Selma']);
  });

  it('GET /api/streamers/<id> answers a featured streamer and 404 for one that is not', async () => {
    const found = await server.client().get<Streamer>(`/api/streamers/${shown.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ name: 'Sichtbare Selma', featured: true });
    expectError(await server.client().get(`/api/streamers/${hidden.id}`), 404, { message: HTTP.notFound });
  });

  it('the landing page renders only featured streamers, in its HTML and its page data', async () => {
    const html = await landingPage();
    expect(html).toContain('Sichtbare Selma');
    expect(html).not.toContain('Versteckter Viktor');
    expect(html).not.toContain('viktor.live');
  });

  it('GET /api/admin/streamers keeps every streamer, featured or not', async () => {
    const list = (await admin.get<Streamer[]>('/api/admin/streamers')).body;
    expect(list.map((streamer) => [streamer.name, streamer.featured])).toEqual([
      ['Sichtbare Selma', true],
      ['Versteckter Viktor', false],
    ]);
    expect((await admin.get(`/api/admin/streamers/${hidden.id}`)).status).toBe(200);
  });

  it('switching featured on and off shows and hides a streamer on the next load', async () => {
    expect((await admin.patch(`/api/admin/streamers/${hidden.id}`, { featured: true })).status).toBe(200);
    expect(await publicNames()).toEqual(['Sichtbare Selma', 'Versteckter Viktor']);
    expect(await landingPage()).toContain('Versteckter Viktor');

    expect((await admin.patch(`/api/admin/streamers/${shown.id}`, { featured: false })).status).toBe(200);
    expect(await publicNames()).toEqual(['Versteckter Viktor']);
    const html = await landingPage();
    expect(html).not.toContain('Sichtbare Selma');
    expect((await server.client().get(`/api/streamers/${shown.id}`)).status).toBe(404);

    await admin.patch(`/api/admin/streamers/${hidden.id}`, { featured: false });
    await admin.patch(`/api/admin/streamers/${shown.id}`, { featured: true });
  });

  it('a streamer created without featured stays off the website (the default is false)', async () => {
    const { featured: _featured, ...payload } = factories.streamer({ name: 'Neue Nora' });
    const created = await admin.post<Streamer>('/api/admin/streamers', payload);
    expect(created.body.featured).toBe(false);
    expect(await publicNames()).not.toContain('Neue Nora');
    await admin.delete(`/api/admin/streamers/${created.body.id}`);
  });
});
