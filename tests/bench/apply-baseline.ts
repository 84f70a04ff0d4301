/**
 * `npm run bench:apply`: POST /api/apply against the product as it was before issue 38 (outcome,
 * assignee, source, earlier applications and the recruiting report all write with each
 * application), measured in the same run. Goal: at least 0.9x of the baseline's accepted
 * applications per second.
 *
 * The baseline is the commit BENCH_APPLY_BASELINE (by default the last one before issue 38),
 * unpacked with `git archive` into the temporary folder and built there once over
 * this checkout's node_modules. Each side runs one server process over a fresh data folder; wrk
 * (one thread, 50 connections) sends the same application (every request from another address),
 * so each new one matches all earlier ones by its TikTok name, WhatsApp number and Telegram name:
 * the costliest case for the count of earlier applications. After a warm-up run each, the two
 * are measured alternately; the medians are compared. BENCH_DATABASE=postgres runs both on
 * PostgreSQL (a server each, bench-database.ts). Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { factories } from '../helpers/factories.js';
import { benchDatabase, benchDatabaseKind } from './bench-database.js';
import { startBuiltServer } from './server.js';
import { applyScript, wrk } from './wrk.js';

const BASELINE = process.env.BENCH_APPLY_BASELINE ?? '35e31b6814914039713683fd2ab0f74c56cae3a6';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL = 0.9;
const ENV = { TRUST_PROXY: '1', FORM_LIMIT_PER_NETWORK: '0', FORM_LIMIT_TOTAL: '0', LOG_LEVEL: 'warn' };

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The baseline's checkout with its build (made once per commit). */
function baselineBuild(): string {
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', `${BASELINE}^{commit}`);
  } catch {
    console.error(
      `The baseline commit ${BASELINE} is not in this clone (a shallow clone?): ` +
        'run "git fetch --unshallow" or set BENCH_APPLY_BASELINE.',
    );
    process.exit(1);
  }
  // Outside node_modules: the build resolves the path aliases only for files outside it.
  const dir = path.join(os.tmpdir(), `agency-bench-apply-${commit.slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, 'dist/server/main.js'))) return dir;
  console.log(`building the baseline ${commit.slice(0, 12)} in ${dir} …`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { stdio: 'inherit' });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  execFileSync('npm', ['run', 'build:web'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const baselineRoot = baselineBuild();
const kind = benchDatabaseKind();
const databases = { baseline: await benchDatabase(kind), current: await benchDatabase(kind) };
const servers = {
  baseline: await startBuiltServer(
    { ...ENV, ...databases.baseline.env },
    { root: baselineRoot, dataDir: databases.baseline.dataDir },
  ),
  current: await startBuiltServer(
    { ...ENV, ...databases.current.env },
    { dataDir: databases.current.dataDir },
  ),
};
const body = JSON.stringify(factories.application({ tiktokUsername: '@bench.apply' }));
let runs = 0;
/** One wrk run: applications accepted per second (every request must be accepted). */
async function apply(side: keyof typeof servers): Promise<number> {
  // Each run from addresses of its own, 100,000 apart: more than a run sends.
  const result = await wrk(`${servers[side].url}/api/apply`, {
    seconds: SECONDS,
    lua: applyScript(body, 100_000 * runs++),
  });
  const accepted = Number(/accepted=(\d+)/.exec(result.report)?.[1] ?? 0);
  const requests = Number(/requests=(\d+)/.exec(result.report)?.[1] ?? 0);
  if (accepted !== requests) throw new Error(`${side}: ${requests - accepted} of ${requests} not accepted`);
  return accepted / SECONDS;
}

let failed = false;
try {
  console.log(
    `${kind}: wrk -t1 -c50 -d${SECONDS}s, one server process each, ${ROUNDS} rounds after a warm-up\n`,
  );
  await apply('baseline');
  await apply('current');
  const rates = { baseline: [] as number[], current: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternately, each side first in every other round.
    const order = round % 2 ? (['current', 'baseline'] as const) : (['baseline', 'current'] as const);
    for (const side of order) rates[side].push(await apply(side));
  }
  const baseline = median(rates.baseline);
  const current = median(rates.current);
  const ratio = current / baseline;
  const list = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  console.log(`before issue 38 (${BASELINE.slice(0, 12)}): ${list(rates.baseline)} accepted/s`);
  console.log(`this build: ${list(rates.current)} accepted/s`);
  failed = ratio < GOAL;
  console.log(
    `${failed ? 'FAIL' : 'PASS'}  POST /api/apply: ${Math.round(current)}/s against ${Math.round(baseline)}/s ` +
      `before issue 38 (medians): ${ratio.toFixed(2)}x (goal ≥ ${GOAL}x)`,
  );
} finally {
  await Promise.all([servers.baseline.kill('SIGTERM'), servers.current.kill('SIGTERM')]);
  await Promise.all([databases.baseline.remove(), databases.current.remove()]);
}
process.exit(failed ? 1 : 0);
