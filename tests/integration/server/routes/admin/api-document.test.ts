import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiPaths } from '@server/http/api-document.js';
import { HTTP } from '@tests/helpers/messages.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

interface Operation {
  'x-permission': string;
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let server: TestServer;
let admin: TestClient;
let editor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient('document-admin');
  editor = await server.memberClient('document-editor', 'editor');
});
afterAll(() => server.close());

/** Every mounted route as `METHOD /path/{param}` (a route with an optional part counts twice). */
function mounted(): Map<string, string | undefined> {
  const { public: open, login, admin: signedIn } = server.app.apiRoutes;
  const access = new Map<string, string | undefined>();
  for (const { method, path, permission } of [...open, ...login, ...signedIn])
    for (const variant of openApiPaths(path)) access.set(`${method} ${variant}`, permission);
  return access;
}

function operations(document: Document): Map<string, string> {
  return new Map(
    Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => [
        `${method.toUpperCase()} ${path}`,
        operation['x-permission'],
      ]),
    ),
  );
}

describe('GET /api/admin/openapi.json', () => {
  it('answers a valid OpenAPI 3.1 document to everyone signed in, a 401 to a visitor', async () => {
    const response = await editor.get<Document>('/api/admin/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(response.body as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const visitor = server.client();
    const refused = await visitor.get('/api/admin/openapi.json');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: HTTP.unauthorized });
  });

  it('lists exactly the routes the server mounts, each with the permission it checks', async () => {
    const document = (await admin.get<Document>('/api/admin/openapi.json')).body;
    const listed = operations(document);
    const routes = mounted();
    expect([...listed.keys()].sort()).toEqual([...routes.keys()].sort());
    for (const [route, permission] of routes) {
      // An enrolment endpoint checks `account` for a signed-in person, or the enrolment step itself.
      if (listed.get(route) === 'enrolment') expect(permission, route).toBe('account');
      else if (permission) expect(listed.get(route), route).toBe(permission);
      else expect(['public', 'sign-in', 'enrolment'], route).toContain(listed.get(route));
    }
    // The full mounted paths, no server prefix.
    expect(document.paths['/api/admin/faqs/{id}']).toBeDefined();
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('carries the schemas with the German messages the server answers', async () => {
    const document = (await admin.get<Document>('/api/admin/openapi.json')).body;
    const schema = document.paths['/api/admin/faqs']!.post!.requestBody!.content['application/json'].schema;
    expect(JSON.stringify(schema)).toContain('Bitte');
  });
});
