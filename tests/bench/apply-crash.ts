/**
 * `npm run bench:crash`: no acknowledged application is lost when the server process is killed
 * (SIGKILL, no shutdown of any kind) in the middle of a load of applications (issue 10).
 *
 * The built server over a fresh data folder takes POST /api/apply from 50 keep-alive connections,
 * each request from another address (TRUST_PROXY=1) and with its own TikTok name. After a few
 * seconds it is killed. Then the database is opened as the next start would open it: every name
 * that was answered 201 must be stored, and `PRAGMA integrity_check` must say ok. Finally the
 * server starts again on the same folder and answers /healthz. Exits 1 when anything is missed.
 * Run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createKnex } from '@db/connection.js';
import { startApplyLoad } from './apply-load.js';
import { startBuiltServer } from './server.js';

const CONNECTIONS = 50;
/** Issue 10: at least this many applications accepted per second. */
const GOAL_PER_SECOND = 1000;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ENV = { TRUST_PROXY: '1', FORM_LIMIT_PER_NETWORK: '0', FORM_LIMIT_TOTAL: '0', LOG_LEVEL: 'warn' };

const server = await startBuiltServer(ENV);
const dataDir = server.dataDir;

const started = performance.now();
const load = startApplyLoad(server.url, { connections: CONNECTIONS, prefix: 'crash.' });
const { acknowledged } = load;
await new Promise((resolve) => setTimeout(resolve, LOAD_SECONDS * 1000));
const acknowledgedBeforeKill = acknowledged.length;
load.serverGoing();
await server.kill('SIGKILL');
const loadSeconds = (performance.now() - started) / 1000;
await load.finished;

let failed = false;
const check = (label: string, ok: boolean, detail: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  failed ||= !ok;
};

const knex = createKnex(path.join(dataDir, 'agency.sqlite'));
try {
  // The connection maps column names to camelCase, as the app's models read them.
  const rows = (await knex('applications')
    .where('tiktokUsername', 'like', 'crash.%')
    .select('tiktokUsername')) as Array<{ tiktokUsername: string }>;
  const stored = new Set(rows.map((row) => row.tiktokUsername));
  const lost = acknowledged.filter((name) => !stored.has(name));
  console.log(
    `${acknowledged.length} applications acknowledged in ${loadSeconds.toFixed(1)} s ` +
      `(${Math.round(acknowledgedBeforeKill / LOAD_SECONDS)} per second) from ${CONNECTIONS} connections, ` +
      `then SIGKILL; ${stored.size} stored`,
  );
  check(
    'Acknowledged applications lost',
    lost.length === 0,
    `${lost.length}${lost.length ? ` (${lost.slice(0, 5).join(', ')} …)` : ''}`,
  );
  const perSecond = acknowledgedBeforeKill / LOAD_SECONDS;
  check(
    'Load before the kill',
    perSecond >= GOAL_PER_SECOND,
    `${Math.round(perSecond)} accepted per second (goal ≥ ${GOAL_PER_SECOND})`,
  );
  const [row] = (await knex.raw('PRAGMA integrity_check')) as Array<Record<string, string>>;
  const integrity = row ? Object.values(row)[0] : 'no answer';
  check('PRAGMA integrity_check', integrity === 'ok', String(integrity));
} finally {
  await knex.destroy();
}

const restarted = await startBuiltServer(ENV, { dataDir });
try {
  const health = await fetch(`${restarted.url}/healthz`).catch(() => undefined);
  check(
    'Starts again on the same data folder',
    health?.ok === true,
    `/healthz ${health?.status ?? 'no answer'}`,
  );
} finally {
  await restarted.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
