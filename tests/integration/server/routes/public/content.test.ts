import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../../helpers/factories.js';
import { HTTP } from '../../../../helpers/messages.js';
import { expectError } from '../../../../helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '../../../../helpers/test-app.js';

type Json = Record<string, unknown>;

const UNKNOWN_ID = 987654;
const FACTORY = {
  livestreams: factories.livestream,
  highlights: factories.highlight,
  streamers: factories.streamer,
  feedbacks: factories.feedback,
  faqs: factories.faq,
};
const CONTENT = Object.keys(FACTORY) as Array<keyof typeof FACTORY>;

let server: TestServer;
let visitor: TestClient;
/** One stored record per content type. */
const ids = {} as Record<keyof typeof FACTORY, number>;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  const admin = await server.adminClient();
  for (const entity of CONTENT) {
    const created = await admin.post<Json>(`/api/admin/${entity}`, FACTORY[entity]());
    expect(created.status).toBe(201);
    ids[entity] = created.body.id as number;
  }
});
afterAll(() => server.close());

describe('ids', () => {
  it.each(CONTENT)('GET /api/%s/<unknown id> answers 404', async (entity) => {
    expectError(await visitor.get(`/api/${entity}/${UNKNOWN_ID}`), 404, { message: HTTP.notFound });
  });

  it.each(CONTENT)('GET /api/%s/<known id> answers the entry', async (entity) => {
    const response = await visitor.get<Json>(`/api/${entity}/${ids[entity]}`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(ids[entity]);
  });
});
