/**
 * `npm run bench:postgres` (first part): one process on PostgreSQL against one on SQLite, in the
 * same run, with the same seeded content (issue 24). wrk with one thread and 50 keep-alive
 * connections, 5 s per measurement, the two servers measured alternately (never at once), the
 * pages in three rounds:
 *
 *   - GET / and GET /api/faqs: the same throughput per process on both, within 10 %
 *     (both are answered from prepared bytes in memory; the database is not on that path);
 *   - POST /api/apply, every request from another address: at least 1,000 accepted per second on
 *     PostgreSQL, with PostgreSQL's default durability (every commit flushed to disk).
 *
 * The applications list at 100,000 rows on PostgreSQL is the second part (BENCH_DATABASE=postgres
 * applications-list.ts). Prints each goal with both figures and exits 1 when one is missed. Run
 * `npm run build` first; nothing else should run on the machine meanwhile.
 */
import fs from 'node:fs';
import { factories } from '../helpers/factories.js';
import { benchDatabase, type BenchDatabase } from './bench-database.js';
import { startBuiltServer } from './server.js';
import { applyScript, wrk, type WrkResult } from './wrk.js';

/** CPU seconds (user and system) `pid` has used so far (Linux: /proc). */
function processCpuSeconds(pid: number | string): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0; // gone meanwhile
  }
}
const CLOCK_TICKS = 100;

/** CPU seconds all of PostgreSQL's processes (the server and its backends) have used so far. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (command.startsWith('postgres:') || command.includes('/bin/postgres\0'))
      total += processCpuSeconds(pid);
  }
  return total;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOALS = { sameWithin: 0.1, applyPerSecond: 1000 };

let failed = false;
function check(label: string, ok: boolean, detail: string): void {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  failed ||= !ok;
}
const rps = (result: WrkResult) =>
  `${Math.round(result.requestsPerSecond).toLocaleString('en')} req/s (p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms)`;

async function start(database: BenchDatabase) {
  const server = await startBuiltServer(
    {
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      FORM_LIMIT_PER_NETWORK: '0',
      // BENCH_FORM_LIMIT_TOTAL=100000000: the installation-wide counter on (as by default), one row
      // every application updates, but too high to refuse any.
      FORM_LIMIT_TOTAL: process.env.BENCH_FORM_LIMIT_TOTAL ?? '0',
      ...database.env,
    },
    { dataDir: database.dataDir },
  );
  // Wait for the prepared landing page (rendered in the background after start).
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (response.headers.get('content-encoding') === 'br' && !response.headers.get('etag')?.startsWith('W/'))
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

const databases = { sqlite: await benchDatabase('sqlite'), postgres: await benchDatabase('postgres') };
const servers = { sqlite: await start(databases.sqlite), postgres: await start(databases.postgres) };
try {
  console.log(`wrk -t1 -c50 -d${SECONDS}s, one server process each, measured alternately\n`);
  // Three rounds, alternating, and the median of each side: one 5 s run on this machine varies by
  // a fifth from the next.
  const median = (results: WrkResult[]) =>
    [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(results.length / 2)]!;
  for (const [label, path] of [
    ['GET /', '/'],
    ['GET /api/faqs', '/api/faqs'],
  ] as const) {
    const runs = { sqlite: [] as WrkResult[], postgres: [] as WrkResult[] };
    for (let round = 0; round < 3; round++) {
      runs.sqlite.push(await wrk(`${servers.sqlite.url}${path}`, { seconds: SECONDS }));
      runs.postgres.push(await wrk(`${servers.postgres.url}${path}`, { seconds: SECONDS }));
    }
    const [sqlite, postgres] = [median(runs.sqlite), median(runs.postgres)];
    const ratio = postgres.requestsPerSecond / sqlite.requestsPerSecond;
    check(
      label,
      ratio >= 1 - GOALS.sameWithin,
      `PostgreSQL ${rps(postgres)}, SQLite ${rps(sqlite)} (medians of 3): ${ratio.toFixed(2)}x (goal ≥ ${1 - GOALS.sameWithin}x)`,
    );
  }
  const body = JSON.stringify(factories.application({ tiktokUsername: '@bench.apply' }));
  // Each run from addresses of its own (applyScript): 100,000 apart, more than a run sends.
  let runs = 0;
  const apply = async (url: string) => {
    const lua = applyScript(body, 100_000 * runs++);
    const result = await wrk(`${url}/api/apply`, { seconds: SECONDS, lua });
    const accepted = Number(/accepted=(\d+)/.exec(result.report)?.[1] ?? 0);
    const requests = Number(/requests=(\d+)/.exec(result.report)?.[1] ?? 0);
    return { result, accepted, requests, perSecond: accepted / SECONDS };
  };
  // The first seconds of applications run cold, on both databases: the rate rises over three or
  // four runs (698, 897, 980, 1,050/s on PostgreSQL in one session; 580 to 771/s on SQLite). Each
  // server gets runs, the two alternately, until one is no more than 5 % faster than the one
  // before (at most five), as a server that has been running for a while.
  const warm = { sqlite: [] as number[], postgres: [] as number[] };
  const rising = (rates: number[]) =>
    rates.length < 2 || (rates.length < 5 && rates.at(-1)! > 1.05 * rates.at(-2)!);
  while (rising(warm.sqlite) || rising(warm.postgres)) {
    for (const side of ['sqlite', 'postgres'] as const) {
      if (rising(warm[side])) warm[side].push(Math.round((await apply(servers[side].url)).perSecond));
    }
  }
  console.log(
    `warming up (accepted per second): PostgreSQL ${warm.postgres.join(', ')}; SQLite ${warm.sqlite.join(', ')}`,
  );
  /** One measured run, with the CPU time per application of the server process and of PostgreSQL. */
  const measured = async (side: 'sqlite' | 'postgres') => {
    const before = { node: processCpuSeconds(servers[side].pid), postgres: postgresCpuSeconds() };
    const run = await apply(servers[side].url);
    const perApplication = (seconds: number) => `${((seconds / run.accepted) * 1000).toFixed(2)} ms`;
    const cpu =
      `CPU per application: server ${perApplication(processCpuSeconds(servers[side].pid) - before.node)}` +
      (side === 'postgres' ? `, PostgreSQL ${perApplication(postgresCpuSeconds() - before.postgres)}` : '');
    return { ...run, cpu };
  };
  const sqlite = await measured('sqlite');
  const postgres = await measured('postgres');
  console.log(`POST /api/apply on PostgreSQL: ${postgres.cpu}; on SQLite: ${sqlite.cpu}`);
  check(
    'POST /api/apply',
    postgres.perSecond >= GOALS.applyPerSecond && postgres.accepted === postgres.requests,
    `PostgreSQL ${Math.round(postgres.perSecond).toLocaleString('en')} accepted per second ` +
      `(${postgres.accepted} of ${postgres.requests} answered 201; p50 ${postgres.result.p50Ms.toFixed(2)} ms, ` +
      `p99 ${postgres.result.p99Ms.toFixed(2)} ms; goal ≥ ${GOALS.applyPerSecond.toLocaleString('en')}); ` +
      `SQLite ${Math.round(sqlite.perSecond).toLocaleString('en')} (${(postgres.perSecond / sqlite.perSecond).toFixed(2)}x)`,
  );
} finally {
  await Promise.all([servers.sqlite.kill('SIGTERM'), servers.postgres.kill('SIGTERM')]);
  await Promise.all([databases.sqlite.remove(), databases.postgres.remove()]);
}
process.exit(failed ? 1 : 0);
