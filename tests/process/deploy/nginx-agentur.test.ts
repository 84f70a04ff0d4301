import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_TABLE } from '@server/auth/login-throttle.js';
import { createClient, startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { DOMAIN, startShippedSite, type ShippedSite } from '@tests/helpers/shipped-site.js';

/**
 * The shipped nginx site (deploy/nginx-agentur.conf) in front of the app, run by Debian's nginx
 * (NGINX_PATH, default /usr/sbin/nginx) with a certificate made for the test. Only the listening
 * ports, the upstream's port and the certificate paths are replaced; everything else is the file
 * an administrator installs (tests/helpers/shipped-site.ts). The app runs as configured behind it:
 * TRUST_PROXY=1 and an https PUBLIC_URL.
 */
let site: ShippedSite;
let server: TestServer;
let plainClient: TestClient;

const client = () => createClient(`https://127.0.0.1:${site.httpsPort}`, site.secureFetch);

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: `https://${DOMAIN}` } });
  await server.createUser('nginx-admin');
  site = await startShippedSite([Number(new URL(server.baseUrl).port)]);
  plainClient = createClient(`http://127.0.0.1:${site.httpPort}`, (url, init) =>
    fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), host: DOMAIN } }),
  );
});

afterAll(async () => {
  await site?.stop();
  await server?.close();
});

describe('the shipped nginx site in front of the app', () => {
  it('redirects plain HTTP to HTTPS on the public domain, keeping path and query', async () => {
    const response = await plainClient.get('/admin/bewerbungen?status=new');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`https://${DOMAIN}/admin/bewerbungen?status=new`);
  });

  it('serves the public pages over TLS with the app’s headers, and the assets cached for a year', async () => {
    const page = await client().get('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="de"');
    expect(page.text).toContain(`https://${DOMAIN}/`);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('server')).toBe('nginx');

    const asset = page.text.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const script = await client().get(asset!);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    expect((await client().get('/healthz')).status).toBe(200);
    expect((await client().get('/impressum')).status).toBe(200);
  });

  it('serves the control centre, signs in with a Secure cookie and keeps the session', async () => {
    const shell = await client().get('/admin/');
    expect(shell.status).toBe(200);
    expect(shell.text).toContain('<title>Kontrollzentrum</title>');
    const adminAsset = shell.text.match(/\/admin\/assets\/[\w.-]+\.js/)?.[0];
    expect(adminAsset).toBeDefined();
    const script = await client().get(adminAsset!);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const admin = client();
    const login = await admin.login('nginx-admin');
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join('\n')).toMatch(/;\s*secure/i);
    expect((await admin.get('/api/admin/user')).status).toBe(200);
  });

  it('passes an image upload of several megabytes and serves the stored picture', async () => {
    const admin = client();
    expect((await admin.login('nginx-admin')).status).toBe(200);
    // Noise does not compress: a PNG of about 2 MB, far above nginx's default 1 MB body limit.
    const png = await sharp({
      create: {
        width: 900,
        height: 800,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const upload = await admin.post<{ url: string }>('/api/admin/upload', {
      image: `data:image/png;base64,${png.toString('base64')}`,
      type: 'highlight',
    });
    expect(upload.status).toBe(201);
    const stored = fs.readFileSync(
      path.join(server.config.uploadsDir, upload.body.url.slice('/uploads/'.length)),
    );
    const served = await fetchBytes(upload.body.url);
    expect(served.status).toBe(200);
    expect(served.contentType).toBe('image/webp');
    expect(served.bytes.equals(stored)).toBe(true);
  });

  it("logs the control centre's requests without their query strings", async () => {
    const admin = client();
    expect((await admin.login('nginx-admin')).status).toBe(200);
    const referer = { referer: `https://${DOMAIN}/admin/bewerbungen?q=%2B49170geheim&status=new` };
    const listed = await admin.request('GET', '/api/admin/applications?q=%2B49170geheim&sort=country', {
      headers: referer,
    });
    expect(listed.status).toBe(200);
    expect(
      (await admin.request('GET', '/admin/bewerbungen?q=Lena%20Geheimname', { headers: referer })).status,
    ).toBe(200);
    expect((await plainClient.get('/admin?q=unverschluesselt')).status).toBe(301);
    expect((await client().get('/impressum?quelle=newsletter')).status).toBe(200);

    const lines = (await site.readAccessLog('/impressum?quelle=newsletter')).trim().split('\n');
    const log = lines.join('\n');
    expect(log).toMatch(
      /"GET \/api\/admin\/applications HTTP\/[\d.]+" 200 \d+ "https:\/\/agentur\.example\/admin\/bewerbungen"/,
    );
    expect(log).toMatch(/"GET \/admin\/bewerbungen HTTP\/[\d.]+" 200 /);
    expect(log).toMatch(/"GET \/admin HTTP\/1\.1" 301 /);
    for (const secret of ['geheim', 'Geheimname', 'unverschluesselt', 'sort=country', 'status=new']) {
      expect(log).not.toContain(secret);
    }
    // The public pages' requests are logged as they came.
    expect(log).toContain('"GET /impressum?quelle=newsletter HTTP/');
  });

  it('counts failed logins against the real client address, not one written into X-Forwarded-For', async () => {
    await server.createUser('throttled');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await client().request('POST', '/api/admin/login', {
        body: { username: 'throttled', password: `wrong ${attempt}` },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      expect(response.status).toBe(401);
    }
    // A sixth attempt, the right password, yet another invented address: the address nginx saw is locked.
    const locked = await client().request('POST', '/api/admin/login', {
      body: { username: 'throttled', password: 'correct horse battery staple' },
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(locked.status).toBe(429);
    const keys = (await server.knex(THROTTLE_TABLE).select('key')).map((row: { key: string }) => row.key);
    expect(keys.some((key) => key.includes('127.0.0.1'))).toBe(true);
    expect(keys.filter((key) => /198\.51\.100\.|203\.0\.113\./.test(key))).toEqual([]);
  });
});

async function fetchBytes(url: string) {
  const response = await site.secureFetch(`https://127.0.0.1:${site.httpsPort}${url}`);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
