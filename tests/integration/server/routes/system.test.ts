import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers ok when the database is reachable', async () => {
    const response = await server.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('GET /uploads/:name path safety', () => {
  beforeAll(() => {
    fs.mkdirSync(server.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(server.config.uploadsDir, '.hidden'), 'hidden-secret-content');
    fs.writeFileSync(path.join(server.config.dataDir, 'outside-secret.txt'), 'outside-secret-content');
    // Links placed in the uploads folder, to a file outside it, to the database and to an upload.
    fs.symlinkSync(
      path.join(server.config.dataDir, 'outside-secret.txt'),
      path.join(server.config.uploadsDir, 'link.webp'),
    );
    fs.symlinkSync(server.config.databaseFile, path.join(server.config.uploadsDir, 'db-link.webp'));
    fs.writeFileSync(path.join(server.config.uploadsDir, 'real.webp'), 'real-upload-bytes');
    fs.symlinkSync(
      path.join(server.config.uploadsDir, 'real.webp'),
      path.join(server.config.uploadsDir, 'alias.webp'),
    );
    fs.mkdirSync(path.join(server.config.uploadsDir, 'folder.webp'));
  });

  it('serves a regular file of the uploads folder', async () => {
    const response = await server.client().get('/uploads/real.webp');
    expect(response.status).toBe(200);
    expect(response.text).toBe('real-upload-bytes');
  });

  it.each([
    ['/uploads/..%2F..%2Fpackage.json'],
    ['/uploads/..%2Foutside-secret.txt'],
    ['/uploads/%2e%2e%2foutside-secret.txt'],
    ['/uploads/..%2Fagency.sqlite'],
    ['/uploads/..%5Coutside-secret.txt'],
    ['/uploads/.hidden'],
    ['/uploads/%2ehidden'],
    ['/uploads/nonexistent.webp'],
    ['/uploads/'],
    ['/uploads/link.webp'],
    ['/uploads/db-link.webp'],
    ['/uploads/alias.webp'],
    ['/uploads/folder.webp'],
  ])('answers 404 for %s without any file contents', async (url) => {
    const response = await server.client().get(url);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('secret-content');
    expect(response.text).not.toContain('real-upload-bytes');
    expect(response.text).not.toContain('agency-site');
    expect(response.text).not.toContain('SQLite format');
    expect(response.text).not.toContain(server.config.dataDir);
    expect(response.headers.get('content-type') ?? '').not.toContain('image/');
  });
});
