/**
 * `npm run bench:http`: how fast the built server answers the public site, as ratios against nginx
 * serving the same bytes in the same run (issue 10). wrk (Debian's) with one thread and 50
 * keep-alive connections, 5 s per measurement; nginx with one worker, as the app is one process,
 * and its access log off (issue 41).
 *
 *   - GET / (the landing page from its prepared bytes), plain and with Accept-Encoding: br;
 *   - GET /api/faqs (a public list from its prepared bytes), plain;
 *   - the first visitor after an edit in the control centre: the page was rendered again in the
 *     background, so GET / 200 ms after the edit is answered from prepared bytes (a fresh render's
 *     own speed is `npm run bench:render`);
 *   - POST /api/apply from 50 connections, each request from another address (accepted per second).
 *
 * Prints each goal with both sides' figures and exits 1 when one is missed. Run `npm run build`
 * first; nothing else should run on the machine meanwhile. BENCH_DATABASE=postgres: on PostgreSQL.
 */
import { factories } from '../helpers/factories.js';
import { rawGet } from '../helpers/raw-http.js';
import { startBareNode } from './bare-node.js';
import { benchDatabase } from './bench-database.js';
import { startNginx } from './nginx.js';
import { adminSessionCookie, freePort, startBuiltServer } from './server.js';
import { applyScript, wrk, type WrkResult } from './wrk.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN = { username: 'bench-admin', password: 'bench-passwort-sehr-sicher-123' };
const GOALS = { pagePlain: 0.25, pageBrotli: 0.25, list: 0.3, applyPerSecond: 1000 };

let failed = false;
function check(label: string, ok: boolean, detail: string): void {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  failed ||= !ok;
}

const rps = (result: WrkResult) => `${Math.round(result.requestsPerSecond).toLocaleString('en')} req/s`;
const latency = (result: WrkResult) => `p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms`;

const cpu = (result: WrkResult) => `${(result.cpuUsPerRequest ?? NaN).toFixed(1)} µs`;

function compare(label: string, app: WrkResult, reference: WrkResult, bare: WrkResult, goal: number): void {
  const ratio = app.requestsPerSecond / reference.requestsPerSecond;
  check(
    label,
    ratio >= goal,
    `app ${rps(app)} (${latency(app)}), nginx ${rps(reference)} (${latency(reference)}): ` +
      `${ratio.toFixed(2)}x (goal ≥ ${goal}x); bare node:http with the same bytes and headers ` +
      `${rps(bare)} (${(bare.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}x)`,
  );
  // CPU per request moves far less than the rate when other work shares the cores.
  console.log(
    `      CPU per request: app ${cpu(app)}, nginx ${cpu(reference)}, node:http ${cpu(bare)}; ` +
      `nginx/app ${((reference.cpuUsPerRequest ?? NaN) / (app.cpuUsPerRequest ?? NaN)).toFixed(2)}x, ` +
      `node:http/app ${((bare.cpuUsPerRequest ?? NaN) / (app.cpuUsPerRequest ?? NaN)).toFixed(2)}x`,
  );
}

/** The bytes on the wire, with the headers a file server would send along with them. */
async function bytesOf(url: string, headers: Record<string, string> = {}) {
  const response = await rawGet(url, headers);
  const perConnection = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  return {
    bytes: response.bytes,
    encoding: response.headers['content-encoding'],
    type: response.headers['content-type'] ?? 'application/octet-stream',
    headers: Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name]) => !perConnection.includes(name))
        .map(([name, value]) => [name, String(value)]),
    ),
  };
}

const database = await benchDatabase();
const server = await startBuiltServer(
  {
    // The production log level: one log line per request, as a real installation writes.
    LOG_LEVEL: 'info',
    // The apply measurement sends each request from another address (X-Forwarded-For).
    TRUST_PROXY: '1',
    FORM_LIMIT_PER_NETWORK: '0',
    FORM_LIMIT_TOTAL: '0',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...database.env,
  },
  { dataDir: database.dataDir },
);
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let bare: Awaited<ReturnType<typeof startBareNode>> | undefined;
try {
  // The first request renders the page (for wrk's requests, which name no User-Agent); the
  // prepared brotli copy (strong ETag; before it, the page is compressed on the way out) follows.
  const prepared = (response: { encoding?: string; headers: Record<string, string> }) =>
    response.encoding === 'br' && !response.headers.etag?.startsWith('W/');
  let pageBr = await bytesOf(`${server.url}/`, { 'accept-encoding': 'br' });
  for (let attempt = 0; !prepared(pageBr) && attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    pageBr = await bytesOf(`${server.url}/`, { 'accept-encoding': 'br' });
  }
  if (!prepared(pageBr)) throw new Error('The page was not sent from its prepared brotli copy');
  const page = await bytesOf(`${server.url}/`);
  const faqs = await bytesOf(`${server.url}/api/faqs`);
  nginx = await startNginx(await freePort(), [
    { path: '/page.html', bytes: page.bytes, contentType: page.type },
    { path: '/page.html.br', bytes: pageBr.bytes, contentType: page.type, encoding: 'br' },
    { path: '/faqs.json', bytes: faqs.bytes, contentType: faqs.type },
  ]);
  bare = await startBareNode(await freePort(), [
    { path: '/page.html', bytes: page.bytes, headers: page.headers },
    { path: '/page.html.br', bytes: pageBr.bytes, headers: pageBr.headers },
    { path: '/faqs.json', bytes: faqs.bytes, headers: faqs.headers },
  ]);
  const cpuOf = { [server.url]: [server.pid], [nginx.url]: [nginx.workerPid()], [bare.url]: [bare.pid] };
  const run = (url: string, headers: Record<string, string> = {}) =>
    wrk(url, { seconds: SECONDS, headers, cpuOf: cpuOf[new URL(url).origin] ?? [] });

  console.log(
    `Landing page ${(page.bytes.length / 1024).toFixed(1)} KB (brotli ${(pageBr.bytes.length / 1024).toFixed(1)} KB), ` +
      `/api/faqs ${(faqs.bytes.length / 1024).toFixed(1)} KB; wrk -t1 -c50 -d${SECONDS}s`,
  );
  compare(
    'GET / plain',
    await run(`${server.url}/`),
    await run(`${nginx.url}/page.html`),
    await run(`${bare.url}/page.html`),
    GOALS.pagePlain,
  );
  const br = { 'Accept-Encoding': 'br' };
  compare(
    'GET / brotli',
    await run(`${server.url}/`, br),
    await run(`${nginx.url}/page.html.br`, br),
    await run(`${bare.url}/page.html.br`, br),
    GOALS.pageBrotli,
  );
  compare(
    'GET /api/faqs',
    await run(`${server.url}/api/faqs`),
    await run(`${nginx.url}/faqs.json`),
    await run(`${bare.url}/faqs.json`),
    GOALS.list,
  );
  nginx.stop();
  nginx = undefined;

  await measureFirstVisitAfterEdit(server.url);
  await measureApply(server.url);
} finally {
  nginx?.stop();
  bare?.stop();
  await server.kill('SIGTERM');
  await database.remove();
}
process.exit(failed ? 1 : 0);

/** Edits an FAQ, waits 200 ms and loads the landing page, which must show the edit at once. */
async function measureFirstVisitAfterEdit(url: string): Promise<void> {
  const cookie = await adminSessionCookie(url, ADMIN);
  const admin = { cookie, 'content-type': 'application/json' };
  const [faq] = (await (await fetch(`${url}/api/faqs`)).json()) as Array<{ id: number; question: string }>;
  if (!faq) throw new Error('No FAQ to edit');
  const edit = async (marker: string) => {
    const response = await fetch(`${url}/api/admin/faqs/${faq.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ question: `${faq.question} ${marker}` }),
    });
    if (!response.ok) throw new Error(`Edit failed: ${response.status}`);
  };
  const loadPage = async (marker: string) => {
    const html = await (await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } })).text();
    if (!html.includes(marker)) throw new Error('The edit did not show on the next page load');
  };

  // A visitor arriving 200 ms after an edit gets the page the background render prepared.
  const waits: number[] = [];
  for (let index = 0; index < 20; index++) {
    await edit(`V${index}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const start = performance.now();
    await loadPage(`V${index}`);
    waits.push(performance.now() - start);
  }
  waits.sort((a, b) => a - b);
  const median = waits[Math.floor(waits.length / 2)]!;
  check(
    'First visitor after an edit',
    median < 5,
    `median ${median.toFixed(2)} ms for GET / 200 ms after an edit (re-rendered in the background; goal < 5 ms)`,
  );
  await edit('');
}

/** POST /api/apply at 50 connections, every request from another address. */
async function measureApply(url: string): Promise<void> {
  const body = JSON.stringify(factories.application({ tiktokUsername: '@bench.apply' }));
  const lua = applyScript(body);
  const result = await wrk(`${url}/api/apply`, { seconds: SECONDS, lua });
  const accepted = Number(/accepted=(\d+)/.exec(result.report)?.[1] ?? 0);
  const requests = Number(/requests=(\d+)/.exec(result.report)?.[1] ?? 0);
  const acceptedPerSecond = accepted / SECONDS;
  check(
    'POST /api/apply',
    acceptedPerSecond >= GOALS.applyPerSecond && accepted === requests,
    `${Math.round(acceptedPerSecond).toLocaleString('en')} accepted per second (${accepted} of ${requests} answered 201; ` +
      `${latency(result)}; goal ≥ ${GOALS.applyPerSecond.toLocaleString('en')})`,
  );
}
