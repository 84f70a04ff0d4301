/**
 * `npm run bench:site`: the production set-up on one machine, `npm run site:local` (the shipped
 * nginx site, one worker) in front of the built server writing its page files (PAGE_FILES_DIR),
 * against nginx serving the very same bytes as static files (one worker, access log off), in the
 * same run (issue 41):
 *   - GET / from a browser (its User-Agent), plain and with brotli: goal ≥ 0.8x of the static nginx;
 *   - an FAQ edit in the control centre on the page served by nginx: goal within 1 s (each of 10);
 *   - a browser's visit (Chromium, JavaScript) counted once, requests without JavaScript not at all.
 * Exits 1 when a goal is missed. Run `npm run build` first; nothing else should run meanwhile.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { rawGet } from '../helpers/raw-http.js';
import { startNginx } from './nginx.js';
import { startProxyCache } from './proxy-cache.js';
import {
  adminSessionCookie,
  CHROME,
  CHROME_FLAGS,
  freePort,
  startBuiltServer,
  waitForUrl,
} from './server.js';
import { wrk, type WrkResult } from './wrk.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const ADMIN = { username: 'bench-admin', password: 'bench-passwort-sehr-sicher-123' };
const GOALS = { ratio: 0.8, editMs: 1000 };
// Chrome on a phone, as Chrome names itself since its reduced User-Agent (version 110).
const BROWSER =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let failed = false;
function check(label: string, ok: boolean, detail: string): void {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  failed ||= !ok;
}
const rps = (result: WrkResult) => `${Math.round(result.requestsPerSecond).toLocaleString('en')} req/s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const pageFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-pages-'));
const port = await freePort();
const siteUrl = `http://127.0.0.1:${port}`;
const environment = {
  // The site's address is nginx's, as in production (the beacon's same-site check).
  PUBLIC_URL: siteUrl,
  LOG_LEVEL: 'info',
  TRUST_PROXY: '1',
  PAGE_FILES_DIR: pageFilesDir,
  PAGEVIEW_FLUSH_SECONDS: '1',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
};
const server = await startBuiltServer(environment);
// The command as a developer runs it, with the server's environment.
const site = spawn(
  process.execPath,
  ['--import', 'tsx', 'tools/site-local.ts', '--app', new URL(server.url).port, '--port', String(port)],
  { env: { ...process.env, ...environment }, stdio: ['ignore', 'ignore', 'inherit'] },
);
let reference: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  await waitForUrl(`${siteUrl}/healthz`);
  const get = (headers: Record<string, string> = {}) =>
    rawGet(`${siteUrl}/`, { 'user-agent': BROWSER, ...headers });
  // The page as nginx sends it from the app's file (Last-Modified: nginx's own, from the file).
  let plain = await get();
  for (let attempt = 0; !plain.headers['last-modified'] && attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    plain = await get();
  }
  const brotli = await get({ 'accept-encoding': 'br' });
  if (!plain.headers['last-modified'] || brotli.headers['content-encoding'] !== 'br')
    throw new Error('nginx did not answer the landing page from its files');
  // The reference sends the same response: these bytes with the app's headers.
  const appHeaders = Object.fromEntries(
    Object.entries(plain.headers).filter(
      ([name]) =>
        ![
          'date',
          'connection',
          'keep-alive',
          'content-length',
          'content-type',
          'content-encoding',
          'etag',
          'last-modified',
          'accept-ranges',
          'server',
        ].includes(name),
    ),
  ) as Record<string, string>;
  const html = 'text/html; charset=utf-8';
  reference = await startNginx(await freePort(), [
    { path: '/page.html', bytes: plain.bytes, contentType: html, headers: appHeaders },
    { path: '/page.html.br', bytes: brotli.bytes, contentType: html, encoding: 'br', headers: appHeaders },
  ]);
  console.log(
    `Landing page ${(plain.bytes.length / 1024).toFixed(1)} KB (brotli ${(brotli.bytes.length / 1024).toFixed(1)} KB); ` +
      `wrk -t1 -c50 -d${SECONDS}s, ${ROUNDS} rounds alternately, medians`,
  );
  for (const [label, headers, staticPath] of [
    ['GET / plain', {}, '/page.html'],
    ['GET / brotli', { 'Accept-Encoding': 'br' }, '/page.html.br'],
  ] as const) {
    const sites: number[] = [];
    const statics: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const options = { seconds: SECONDS, headers: { 'User-Agent': BROWSER, ...headers } };
      sites.push((await wrk(`${siteUrl}/`, options)).requestsPerSecond);
      statics.push((await wrk(`${reference.url}${staticPath}`, options)).requestsPerSecond);
    }
    const ratio = median(sites) / median(statics);
    check(
      `site:local ${label}`,
      ratio >= GOALS.ratio,
      `${rps({ requestsPerSecond: median(sites) } as WrkResult)} through the shipped site, ` +
        `${rps({ requestsPerSecond: median(statics) } as WrkResult)} static nginx: ${ratio.toFixed(2)}x (goal ≥ ${GOALS.ratio}x)`,
    );
  }
  reference.stop();
  reference = undefined;

  // The alternative docs/speed.md weighs: a proxy cache revalidating every second.
  const cache = await startProxyCache(await freePort(), Number(new URL(server.url).port));
  try {
    const options = (headers: Record<string, string>) => ({
      seconds: SECONDS,
      headers: { 'User-Agent': BROWSER, ...headers },
    });
    const plainRate = (await wrk(`${cache.url}/`, options({}))).requestsPerSecond;
    const brotliRate = (await wrk(`${cache.url}/`, options({ 'Accept-Encoding': 'br' }))).requestsPerSecond;
    const waits = await editWaits(cache.url, false);
    console.log(
      `INFO  proxy cache (1 s, revalidated) instead of files: GET / plain ${Math.round(plainRate).toLocaleString('en')} req/s, ` +
        `brotli ${Math.round(brotliRate).toLocaleString('en')} req/s; an edit on its page after median ` +
        `${median(waits).toFixed(0)} ms, slowest ${Math.max(...waits).toFixed(0)} ms`,
    );
  } finally {
    cache.stop();
  }

  await measureEdits();
  await countVisits();
} finally {
  reference?.stop();
  site.kill('SIGTERM');
  await server.kill('SIGTERM');
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.rmSync(pageFilesDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** Edits an FAQ ten times; each time, how long until `url`'s answer (brotli) shows it. */
async function editWaits(url: string, fromFile: boolean): Promise<number[]> {
  const cookie = await adminSessionCookie(server.url, ADMIN);
  const [faq] = (await (await fetch(`${server.url}/api/faqs`)).json()) as Array<{
    id: number;
    question: string;
  }>;
  if (!faq) throw new Error('No FAQ to edit');
  const waits: number[] = [];
  for (let index = 0; index < 10; index++) {
    const marker = `Bench-${index}-${Date.now()}`;
    const saved = await fetch(`${server.url}/api/admin/faqs/${faq.id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ question: `${faq.question} ${marker}` }),
    });
    if (!saved.ok) throw new Error(`Edit failed: ${saved.status}`);
    const start = performance.now();
    for (;;) {
      const page = await rawGet(`${url}/`, { 'user-agent': BROWSER, 'accept-encoding': 'br' });
      const html =
        page.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(page.bytes) : page.bytes;
      if (html.toString('utf8').includes(marker) && (!fromFile || page.headers['last-modified'])) break;
      if (performance.now() - start > 5_000) throw new Error(`The edit did not reach ${url} within 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    waits.push(performance.now() - start);
    // The next edit after the compressed copies are written.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return waits;
}

async function measureEdits(): Promise<void> {
  const waits = await editWaits(siteUrl, true);
  const slowest = Math.max(...waits);
  check(
    'FAQ edit on the page from nginx',
    slowest < GOALS.editMs,
    `median ${median(waits).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms after the save's answer ` +
      `(10 edits, served from the file; goal < ${GOALS.editMs} ms)`,
  );
}

/** A browser's visit through nginx counts once; requests without JavaScript count nothing. */
async function countVisits(): Promise<void> {
  const cookie = await adminSessionCookie(server.url, ADMIN);
  const today = async () =>
    (
      (await (await fetch(`${server.url}/api/admin/stats`, { headers: { cookie } })).json()) as {
        pageviews: { today: number };
      }
    ).pageviews.today;
  const settle = async (expected: number) => {
    for (let attempt = 0; attempt < 60 && (await today()) !== expected; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return today();
  };
  const before = await today();
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ userAgent: BROWSER });
    const page = await context.newPage();
    const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/pageview');
    await page.goto(`${siteUrl}/`);
    const answered = await beacon;
    const visit = await settle(before + 1);
    for (let index = 0; index < 3; index++)
      await rawGet(`${siteUrl}/`, { 'user-agent': `${BROWSER} ohne-JS` });
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // more than two flush intervals
    const after = await today();
    check(
      'Page views through nginx',
      answered.status() === 204 && visit === before + 1 && after === before + 1,
      `a browser's visit: ${visit - before} (beacon ${answered.status()}); three requests without JavaScript: ${after - visit}`,
    );
  } finally {
    await browser.close();
  }
}
