import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, PNG_DATA_URL } from '@tests/helpers/factories.js';
import { captureLogs, startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/** Every admin write is logged as a structured security event (sign-in and sign-out: routes/admin/auth). */

let server: TestServer;
const logs = captureLogs();
const events = (event: string) => logs.lines.filter((line) => line.event === event);

beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
});
afterAll(() => server.close());

describe('security events in the log', () => {
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
