import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureLogs,
  factories,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from '../../helpers/test-app.js';

/** Sign-in, lock-out, logout and every admin write are logged as structured security events. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: TestServer;
const logs = captureLogs();
const events = (event: string) => logs.lines.filter((line) => line.event === event);

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: '1' },
    logger: logs.logger,
    throttleLimits: { perUserAndAddress: 2, perAddress: 30, perUser: 10, windowSeconds: 900 },
  });
  await server.createUser('lena');
});
afterAll(() => server.close());

const login = (username: string, password: string) =>
  server.client().request('POST', '/api/admin/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': '203.0.113.20' },
  });

describe('security events in the log', () => {
  it('logs a failed sign-in with the username and the client address, and the lock-out', async () => {
    await login('lena', 'wrong one');
    await login('lena', 'wrong two');
    expect((await login('lena', TEST_PASSWORD)).status).toBe(429);
    expect(events('login.failure')).toEqual([
      expect.objectContaining({ level: 40, username: 'lena', ip: '203.0.113.20' }),
      expect.objectContaining({ level: 40, username: 'lena', ip: '203.0.113.20' }),
    ]);
    expect(events('login.locked')).toEqual([
      expect.objectContaining({ username: 'lena', ip: '203.0.113.20', scopes: ['userAndAddress'] }),
    ]);
    // The password is never logged, right or wrong.
    expect(JSON.stringify(logs.lines)).not.toMatch(/wrong one|wrong two|correct horse/);
  });

  it('logs a sign-in and a sign-out with the user', async () => {
    const admin = await server.adminClient('mara');
    const signIn = events('login.success').at(-1);
    expect(signIn).toMatchObject({
      level: 30,
      username: 'mara',
      userId: expect.any(Number),
      ip: '127.0.0.1',
    });
    await admin.post('/api/admin/logout');
    expect(events('logout').at(-1)).toMatchObject({
      username: 'mara',
      userId: signIn!.userId,
      ip: '127.0.0.1',
    });
  });

  it('logs every admin write with the user, the entity and its id, but none of the data', async () => {
    const admin = await server.adminClient('nora');
    const created = await admin.post<{ id: number }>('/api/admin/faqs', factories.faq());
    const id = created.body.id;
    await admin.patch(`/api/admin/faqs/${id}`, { order: 7 });
    await admin.delete(`/api/admin/faqs/${id}`);
    const upload = await admin.post<{ url: string }>('/api/admin/upload', {
      image: PNG_DATA_URL,
      type: 'profile',
    });
    await server.client().post('/api/apply', factories.application({ tiktokUsername: '@secret.name' }));
    const [application] = (await admin.get<Array<{ id: number }>>('/api/admin/applications')).body;
    await admin.patch(`/api/admin/applications/${application!.id}`, {
      status: 'completed',
      notes: 'Privatnotiz',
    });
    // A refused write is no event.
    await admin.patch('/api/admin/faqs/999999', { order: 1 });

    const writes = events('admin.write').filter((line) => line.username === 'nora');
    expect(writes.map(({ action, entity, id: entryId }) => [action, entity, entryId])).toEqual([
      ['create', 'faqs', id],
      ['update', 'faqs', id],
      ['delete', 'faqs', id],
      ['create', 'upload', upload.body.url],
      ['update', 'applications', application!.id],
    ]);
    for (const write of writes) expect(write).toMatchObject({ userId: expect.any(Number), ip: '127.0.0.1' });
    expect(JSON.stringify(logs.lines)).not.toMatch(/Privatnotiz|secret\.name/);
  });
});
