import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError } from '@tests/helpers/responses.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The public reads of the content types. Lists and stored records are checked with the admin
 * routes that write them (routes/admin/content.test.ts); here what only the public side answers.
 */

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
beforeAll(async () => {
  server = await startTestServer();
  // A stored record in every table, so a 404 is about the id, not an empty table.
  const admin = await server.adminClient();
  for (const entity of CONTENT) {
    expect((await admin.post(`/api/admin/${entity}`, FACTORY[entity]())).status).toBe(201);
  }
});
afterAll(() => server.close());

describe('ids', () => {
  it.each(CONTENT)('GET /api/%s/<unknown id> answers 404', async (entity) => {
    expectError(await server.client().get(`/api/${entity}/${UNKNOWN_ID}`), 404, { message: HTTP.notFound });
  });
});
