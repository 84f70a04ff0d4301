/**
 * `npm run bench:test`: what `npm test` costs, step by step: each step of the test script in
 * package.json run in turn, with its wall time and the CPU-seconds the whole machine spent
 * meanwhile (from /proc/stat, so every process counts: the test runners, Chromium, the servers,
 * PostgreSQL). Run it on an otherwise idle machine after `npm install`; the figures go into
 * docs/development.md ("What the tests cost") and are checked there against the budget.
 * Exits with the first failing step's code; Linux only (/proc/stat).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time the machine has spent busy so far, in seconds (all cores; idle and iowait excluded). */
function busySeconds(): number {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

const script = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { test: string } }
).scripts.test;
const steps = script.split('&&').map((step) => step.trim());
const env = {
  ...process.env,
  PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};

const rows: Array<{ step: string; wall: number; cpu: number }> = [];
for (const step of steps) {
  const [cpu0, wall0] = [busySeconds(), performance.now()];
  const result = spawnSync('sh', ['-c', step], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const row = { step, wall: (performance.now() - wall0) / 1000, cpu: busySeconds() - cpu0 };
  rows.push(row);
  console.log(`${row.wall.toFixed(0).padStart(5)} s ${row.cpu.toFixed(0).padStart(5)} CPU-s  ${step}`);
  if (result.status !== 0) {
    console.error(`failed (exit ${result.status ?? result.signal}): ${step}`);
    process.exit(result.status ?? 1);
  }
}
const total = rows.reduce((sum, row) => ({ wall: sum.wall + row.wall, cpu: sum.cpu + row.cpu }), {
  wall: 0,
  cpu: 0,
});
console.log(
  `${total.wall.toFixed(0).padStart(5)} s ${total.cpu.toFixed(0).padStart(5)} CPU-s  npm test in all, on ${os.cpus().length} cores` +
    ` (${((total.cpu / (total.wall * os.cpus().length)) * 100).toFixed(0)} % busy)`,
);
