import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ChildProcess } from 'node:child_process';
import { isbot } from 'isbot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_PAGES, pageFileName } from '@server/render/page-files.js';
import { factories } from '@tests/helpers/factories.js';
import { rawRequest, type RawResponse } from '@tests/helpers/raw-http.js';
import { freePort } from '@tests/helpers/ports.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';
import { startLocalSite } from '@tools/site-local.js';
import { BOTS, BROWSERS } from '@tests/helpers/user-agents.js';

/**
 * nginx answering the public pages from the files the app writes (PAGE_FILES_DIR), run as
 * `npm run site:local` runs the shipped site (deploy/nginx-agentur.conf with the configuration
 * the app wrote). The app runs as configured in production: TRUST_PROXY=1, an https PUBLIC_URL.
 */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BROWSER_ACCEPTS = 'gzip, deflate, br, zstd';

let server: TestServer;
let pageFilesDir: string;
let nginx: { child: ChildProcess; dir: string };
let nginxUrl: string;

const files = () => server.app.renderer.files!;
const viaNginx = (address: string, headers: Record<string, string> = {}) =>
  rawRequest(`${nginxUrl}${address}`, { headers: { 'user-agent': CHROME, ...headers } });
const viaApp = (address: string, headers: Record<string, string> = {}) =>
  rawRequest(`${server.baseUrl}${address}`, { headers: { 'user-agent': CHROME, ...headers } });
const decoded = (response: RawResponse) =>
  response.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(response.bytes).toString('utf8')
    : response.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(response.bytes).toString('utf8')
      : response.bytes.toString('utf8');
/** nginx answered from a file (the app never sends Last-Modified for a page). */
const fromFile = (response: RawResponse) => response.headers['last-modified'] !== undefined;

/** Headers that belong to the connection or the moment, or are nginx's own about its file. */
const NOT_COMPARED = ['date', 'connection', 'keep-alive', 'etag', 'server', 'last-modified', 'accept-ranges'];
const compared = (response: RawResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !NOT_COMPARED.includes(name)));

async function prepared(): Promise<void> {
  await server.app.renderer.refreshed();
  await files().idle();
}

beforeAll(async () => {
  pageFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-page-files-'));
  server = await startTestServer({
    env: { PAGE_FILES_DIR: pageFilesDir, TRUST_PROXY: '1', PUBLIC_URL: 'https://agentur.example' },
  });
  await server.app.renderer.warm();
  await files().idle();
  const port = await freePort();
  nginx = startLocalSite(
    { appPorts: [Number(new URL(server.baseUrl).port)], port, config: server.config },
    'ignore',
  );
  nginxUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (nginx.child.exitCode !== null) throw new Error('nginx exited (nginx -t on the site for the reason)');
    const up = await fetch(`${nginxUrl}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

afterAll(async () => {
  if (nginx) {
    const exited = new Promise((resolve) => nginx.child.once('exit', resolve));
    nginx.child.kill('SIGTERM');
    await exited;
    fs.rmSync(nginx.dir, { recursive: true, force: true });
  }
  await server?.close();
  fs.rmSync(pageFilesDir, { recursive: true, force: true });
});

describe('nginx in front of the app, answering the public pages from their files', () => {
  it.each(FILE_PAGES.map(([address]) => address))(
    '%s: the same bytes and headers as the app, plain, gzip and brotli, and a 304',
    async (address) => {
      for (const accepts of ['', 'gzip', BROWSER_ACCEPTS]) {
        const headers: Record<string, string> = accepts ? { 'accept-encoding': accepts } : {};
        const [app, web] = [await viaApp(address, headers), await viaNginx(address, headers)];
        expect(web.status).toBe(200);
        expect(fromFile(web), `${address} (${accepts}) from its file`).toBe(true);
        expect(compared(web)).toEqual(compared(app));
        expect(web.bytes.equals(app.bytes)).toBe(true);
        expect(app.headers['content-security-policy']).toContain("script-src 'self'");
        expect(web.headers['strict-transport-security']).toBe(app.headers['strict-transport-security']);

        // Revalidation: the validator nginx sent gets a 304 with the same caching headers.
        expect(web.headers.etag).toMatch(/^"[^"]+"$/);
        const again = await viaNginx(address, { ...headers, 'if-none-match': web.headers.etag! });
        expect(again.status).toBe(304);
        expect(again.bytes.length).toBe(0);
        for (const name of ['cache-control', 'vary', 'content-security-policy', 'x-content-type-options'])
          expect(again.headers[name], name).toBe(app.headers[name]);
      }
    },
  );

  it('gives today’s browsers the visitors’ page and every bot (isbot’s) the bots’ page', async () => {
    // The first request of a bot is the app's (its file is written then), the next is nginx's.
    await viaNginx('/', { 'user-agent': BOTS[0]! });
    await files().idle();
    const visitors = await viaApp('/');
    const bots = await viaApp('/', { 'user-agent': BOTS[0]! });
    // The two differ in the meta description only (the spec's text for search engines), and in
    // when React Query's data was taken (each page was rendered at another moment).
    const withoutDescription = (page: RawResponse) =>
      page.bytes
        .toString('utf8')
        .replace(/<meta name="description" content="[^"]*"/, '')
        .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(visitors.bytes.equals(bots.bytes)).toBe(false);
    expect(withoutDescription(visitors)).toBe(withoutDescription(bots));

    for (const agent of BROWSERS) {
      const web = await viaNginx('/', { 'user-agent': agent });
      expect(fromFile(web), agent).toBe(true);
      expect(web.bytes.equals(visitors.bytes), agent).toBe(true);
    }
    // Bots, and agents of no browser's shape (no agent, a rarer browser): the bots' page.
    const opera = `${BROWSERS[0]} OPR/115.0.0.0`;
    for (const agent of [...BOTS, '', opera]) {
      const web = await viaNginx('/', { 'user-agent': agent });
      expect(fromFile(web), agent).toBe(true);
      expect(web.bytes.equals(bots.bytes), agent).toBe(true);
    }
    expect(isbot(opera)).toBe(false);
  });

  it('shows an edit from the control centre in nginx’s answer once the page is prepared again', async () => {
    const admin = await server.adminClient('page-files-admin');
    const created = await admin.post('/api/admin/faqs', factories.faq());
    expect(created.status).toBe(201);
    const { id, question } = created.body as { id: number; question: string };
    await prepared();
    expect(decoded(await viaNginx('/'))).not.toContain('(geändert für nginx)');
    const edited = await admin.patch(`/api/admin/faqs/${id}`, {
      question: `${question} (geändert für nginx)`,
    });
    expect(edited.status).toBe(200);
    await prepared();
    for (const accepts of ['', 'gzip', BROWSER_ACCEPTS]) {
      const web = await viaNginx('/', accepts ? { 'accept-encoding': accepts } : {});
      expect(fromFile(web)).toBe(true);
      expect(decoded(web)).toContain('(geändert für nginx)');
    }
  });

  it('passes a page without its file, everything else and the beacon to the app', async () => {
    fs.rmSync(path.join(files().pagesDir, pageFileName('kontakt', 'page')));
    const page = await viaNginx('/kontakt');
    expect(page.status).toBe(200);
    expect(fromFile(page)).toBe(false);
    expect(page.headers.etag).toBe((await viaApp('/kontakt')).headers.etag);

    expect((await viaNginx('/search?q=live')).status).toBe(200);
    expect((await viaNginx('/gibt-es-nicht')).status).toBe(404);
    const beacon = await fetch(`${nginxUrl}/api/pageview`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, origin: 'https://agentur.example' },
      body: '/',
    });
    expect(beacon.status).toBe(204);
  });
});
