/**
 * `npm run bench:activity`: what the activity log costs (issue 22).
 *
 * (a) Admin content writes per second over HTTP: PATCH /api/admin/faqs/:id, signed in, against
 *     the real app on SQLite in its own process (tests/bench/activity-log-server.ts): one with the
 *     log, one (over a copy of the same data folder) whose log writes no row (the same services,
 *     transactions and reads: only the row, its hash and the head's update are skipped). Both
 *     run side by side and get batches of BATCH writes in turn (CONCURRENCY in flight), so a
 *     busy machine slows both alike. Goal: with the log at least 90% of the writes per second
 *     without it.
 * (b) The Protokoll's first page (GET /api/admin/activity, default page size) over 100,000 rows,
 *     without a filter and with one: median of 50 runs after 5 to warm up. Goal: under 50 ms. A
 *     deep page, the people list and `verify()` over all rows are shown for comparison.
 *
 * Exits 1 when a goal is missed. Runs from the sources (tsx); no build needed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createKnex, migrateToLatest } from '@db/connection.js';
import { createPasswordHasher } from '@server/auth/password.js';
import { systemClock } from '@server/clock.js';
import { createActivityLog } from '@server/services/activity-log.js';
import { createUserService } from '@server/services/users.js';
import { fillActivity } from './activity-rows.js';
import { adminSessionCookie } from './server.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BATCH = 100;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ROWS = Number(process.env.BENCH_ACTIVITY_ROWS ?? 100_000);
const RUNS = 50;
const WARM_UP = 5;
const RATIO_GOAL = 0.9;
const PAGE_GOAL_MS = 50;
const ADMIN = { username: 'bench-admin', password: 'bench-passwort-123' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-activity-bench-'));
const databaseFile = path.join(dataDir, 'agency.sqlite');
/** The baseline's copy of the data folder (one database per server: no lock shared between them). */
const baselineDir = `${dataDir}-baseline`;

/** Starts the bench server over a data folder; `skipLog`: its log writes no row. */
async function startServer(folder: string, skipLog: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/activity-log-server.ts'], {
    // The bench signs in with the password alone (what it measures comes after the sign-in).
    env: { ...process.env, DATA_DIR: folder, BENCH_SKIP_LOG: skipLog ? '1' : '0', STAFF_2FA: 'optional' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = new Promise<string>((resolve) =>
    createInterface({ input: child.stdout }).once('line', resolve),
  );
  const line = await Promise.race([
    firstLine,
    exited.then((): never => {
      throw new Error('the bench server did not start');
    }),
  ]);
  const { port } = JSON.parse(line) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.95 * values.length))]!;

let written = 0;
/** `BATCH` PATCHes of one FAQ's question (a new text each time); answers how long they took (ms). */
async function writeBatch(url: string, cookie: string, faqId: number): Promise<number> {
  const write = async () => {
    const response = await fetch(`${url}/api/admin/faqs/${faqId}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ question: `Wie lange dauert die Antwort, Nummer ${++written}?` }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`PATCH answered ${response.status}`);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let index = 0; index < BATCH / CONCURRENCY; index++) await write();
    }),
  );
  return performance.now() - started;
}

let failed = false;
const line = (label: string, result: string) => console.log(`${label.padEnd(58)} ${result}`);

try {
  const knex = createKnex(databaseFile);
  let faqId: number;
  try {
    await migrateToLatest(knex);
    const users = createUserService({ knex, hasher: createPasswordHasher(), clock: systemClock });
    await users.create(ADMIN.username, ADMIN.password);
    [faqId] = (await knex('faqs').insert({
      question: 'Wie lange dauert die Antwort?',
      answer: 'Wir melden uns innerhalb von 48 Stunden.',
      order: 1,
      createdAt: new Date().toISOString(),
    })) as [number];
  } finally {
    await knex.destroy();
  }

  // (a) Writes with and without the log's row, batches in turn (the first of each pair alternating).
  fs.cpSync(dataDir, baselineDir, { recursive: true });
  console.log(`(a) PATCH /api/admin/faqs/:id, ${CONCURRENCY} in flight, ${ROUNDS} batches of ${BATCH} each`);
  const servers = { log: await startServer(dataDir, false), skipped: await startServer(baselineDir, true) };
  const spent = { log: 0, skipped: 0 };
  /** Each round's ratio (with the log against without): a burst of load on the machine hits one round. */
  const ratios: number[] = [];
  try {
    const cookies = {
      log: await adminSessionCookie(servers.log.url, ADMIN),
      skipped: await adminSessionCookie(servers.skipped.url, ADMIN),
    };
    for (const variant of ['log', 'skipped'] as const)
      await writeBatch(servers[variant].url, cookies[variant], faqId);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['skipped', 'log'] as const) : (['log', 'skipped'] as const);
      const ms = { log: 0, skipped: 0 };
      for (const variant of order)
        ms[variant] = await writeBatch(servers[variant].url, cookies[variant], faqId);
      spent.log += ms.log;
      spent.skipped += ms.skipped;
      ratios.push(ms.skipped / ms.log);
    }
  } finally {
    await Promise.all([servers.log.stop(), servers.skipped.stop()]);
  }
  const perSecond = (ms: number) => (ROUNDS * BATCH * 1000) / ms;
  const ratio = perSecond(spent.log) / perSecond(spent.skipped);
  failed ||= ratio < RATIO_GOAL;
  line('      writes per second without the log row', perSecond(spent.skipped).toFixed(0));
  line('      writes per second with the log row', perSecond(spent.log).toFixed(0));
  line(`${ratio >= RATIO_GOAL ? 'PASS' : 'FAIL'}  ratio (goal ≥ ${RATIO_GOAL.toFixed(2)})`, ratio.toFixed(3));
  line(
    '      ratio per round: median, lowest, highest',
    `${median(ratios).toFixed(3)}, ${Math.min(...ratios).toFixed(3)}, ${Math.max(...ratios).toFixed(3)}`,
  );

  // (b) The list over ROWS rows (a year of them, continuing the chain the writes began).
  const filling = createKnex(databaseFile);
  let verifyMs = 0;
  let verified = 0;
  try {
    const started = performance.now();
    await fillActivity(filling, ROWS, Date.now());
    console.log(`\n(b) ${ROWS} log rows stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const log = createActivityLog({ knex: filling, clock: systemClock });
    const verifying = performance.now();
    const result = await log.verify();
    verifyMs = performance.now() - verifying;
    if (!result.ok) throw new Error(`the filled chain does not verify: ${result.reason}`);
    verified = result.rows;
  } finally {
    await filling.destroy();
  }

  const server = await startServer(dataDir, false);
  try {
    const cookie = await adminSessionCookie(server.url, ADMIN);
    const get = async (query: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/admin/activity${query}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${query}: ${response.status}`);
      return { ms: performance.now() - started, total: response.headers.get('x-total-count') };
    };
    const measure = async (label: string, query: string, goal: boolean) => {
      for (let run = 0; run < WARM_UP; run++) await get(query);
      const times: number[] = [];
      let total: string | null = null;
      for (let run = 0; run < RUNS; run++) {
        const result = await get(query);
        times.push(result.ms);
        total = result.total;
      }
      const ok = !goal || median(times) < PAGE_GOAL_MS;
      failed ||= !ok;
      line(
        `${goal ? (ok ? 'PASS' : 'FAIL') : '    '}  ${label}`,
        `${median(times).toFixed(1)} ms median / ${percentile95(times).toFixed(1)} ms p95` +
          (total === null ? '' : ` (${total} rows)`),
      );
    };
    const month = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 7);
    await measure('First page, no filter', '', true);
    await measure('First page, one person (actor=3)', '?actor=3', true);
    await measure('First page, one action (action=reorder)', '?action=reorder', true);
    await measure('First page, one entity (entity=faqs)', '?entity=faqs', true);
    await measure(`First page, one month (${month})`, `?from=${month}-01&to=${month}-28`, true);
    await measure(
      'First page, one entry (entity=applications&entityId=42)',
      '?entity=applications&entityId=42',
      true,
    );
    await measure('Deep page (page 1000 of 50)', '?page=1000', false);
    await measure('The people in the log (…/actors)', '/actors', false);
  } finally {
    await server.stop();
  }
  line('      verify() over the whole chain (once)', `${verified} rows in ${(verifyMs / 1000).toFixed(2)} s`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(baselineDir, { recursive: true, force: true });
}
console.log(failed ? '\nFAILED: a goal was missed' : '\nok');
process.exit(failed ? 1 : 0);
