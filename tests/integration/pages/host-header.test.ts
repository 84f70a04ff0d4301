import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../db/seeds/index.js';
import { startTestServer, type TestServer } from '../../helpers/test-app.js';

/**
 * Absolute addresses in pages, robots.txt and the sitemap come from PUBLIC_URL or the server's
 * own address, never from the request's Host or X-Forwarded-Host (which the client writes).
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** node:http, because fetch does not let a caller choose the Host header. */
function get(target: TestServer, path: string, headers: Record<string, string>): Promise<string> {
  const { port } = new URL(target.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function everyAbsoluteAddress(target: TestServer): Promise<string> {
  const page = await get(target, '/', HOSTILE);
  expect(page).toContain('<link rel="canonical"');
  return [
    page,
    await get(target, '/kontakt', HOSTILE),
    await get(target, '/robots.txt', HOSTILE),
    await get(target, '/sitemap.xml', HOSTILE),
  ].join('\n');
}

describe('absolute addresses', () => {
  it('without PUBLIC_URL use the server’s own http://HOST:PORT, whatever Host the request names', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    await seedIfEmpty(server.knex, server.config.uploadsDir);
    const all = await everyAbsoluteAddress(server);
    expect(all).not.toContain('evil.example');
    expect(all).toContain(`<link rel="canonical" href="${server.baseUrl}/">`);
    expect(all).toContain(`<meta property="og:url" content="${server.baseUrl}/">`);
    expect(all).toContain(`"url":"${server.baseUrl}/"`); // JSON-LD
    expect(all).toContain(`"applyUrl":"${server.baseUrl}/#apply"`); // the QR code's target
    expect(all).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(all).toContain(`<loc>${server.baseUrl}/impressum</loc>`);
  });

  it('with PUBLIC_URL use it', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://agentur.example' } });
    const all = await everyAbsoluteAddress(server);
    expect(all).not.toContain('evil.example');
    expect(all).toContain('<link rel="canonical" href="https://agentur.example/">');
    expect(all).toContain('Sitemap: https://agentur.example/sitemap.xml');
  });
});
