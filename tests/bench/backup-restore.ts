/**
 * `npm run bench:backup`: a backup/restore round trip under load (issue 11).
 *
 * The built server over a fresh, seeded data folder takes POST /api/apply from 50 keep-alive
 * connections (each request from another address, TRUST_PROXY=1). After two seconds
 * `npm run backup` runs as its own process while the load goes on. The archive is restored with
 * `npm run restore` into a new, missing data folder. The restored database must hold every
 * application acknowledged before the backup started and pass `PRAGMA integrity_check`, and the
 * built server started on the restored folder must serve every uploaded picture with the same
 * bytes. Prints the times and sizes; exits 1 when anything is missed. Run `npm run build` first.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createKnex } from '@db/connection.js';
import { startApplyLoad } from './apply-load.js';
import { startBuiltServer } from './server.js';

const run = promisify(execFile);
const ENV = { TRUST_PROXY: '1', FORM_LIMIT_PER_NETWORK: '0', FORM_LIMIT_TOTAL: '0', LOG_LEVEL: 'warn' };
const LOAD_BEFORE_MS = 2000;

/** Runs `npm run <script>` the way npm does (tsx), against `dataDir`; returns stdout and the time taken. */
async function cli(script: string, args: string[], dataDir: string) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: path.join(dataDir, 'backups') },
  });
  return { stdout, ms: performance.now() - started };
}

let failed = false;
const check = (label: string, ok: boolean, detail: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  failed ||= !ok;
};

const server = await startBuiltServer(ENV);
const load = startApplyLoad(server.url, { prefix: 'backup.' });
await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_MS));
const acknowledgedBefore = [...load.acknowledged];
const backup = await cli('backup', [], server.dataDir);
const acknowledgedDuring = load.acknowledged.length - acknowledgedBefore.length;
await load.stop();
await server.kill('SIGTERM');

const archive = backup.stdout.trim().split('\n').at(-1)!;
const archiveBytes = fs.statSync(archive).size;
console.log(
  `${acknowledgedBefore.length} applications acknowledged before the backup started, ` +
    `${acknowledgedDuring} more while it ran (${(acknowledgedDuring / (backup.ms / 1000)).toFixed(0)} per second)`,
);
console.log(
  `npm run backup: ${(backup.ms / 1000).toFixed(2)} s (with tsx's start), archive ${(archiveBytes / 1_048_576).toFixed(2)} MB`,
);

const restoredDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restored-')), 'data');
const restore = await cli('restore', [archive], restoredDir);
console.log(`npm run restore: ${(restore.ms / 1000).toFixed(2)} s into a missing folder`);

const knex = createKnex(path.join(restoredDir, 'agency.sqlite'));
try {
  const rows = (await knex('applications')
    .where('tiktokUsername', 'like', 'backup.%')
    .select('tiktokUsername')) as Array<{ tiktokUsername: string }>;
  const stored = new Set(rows.map((row) => row.tiktokUsername));
  const lost = acknowledgedBefore.filter((name) => !stored.has(name));
  check(
    'Applications acknowledged before the backup, missing after the restore',
    lost.length === 0,
    `${lost.length} of ${acknowledgedBefore.length} (the restored database holds ${stored.size})`,
  );
  const [row] = (await knex.raw('PRAGMA integrity_check')) as Array<Record<string, string>>;
  const integrity = row ? Object.values(row)[0] : 'no answer';
  check('PRAGMA integrity_check of the restored database', integrity === 'ok', String(integrity));
} finally {
  await knex.destroy();
}

const restarted = await startBuiltServer(ENV, { dataDir: restoredDir });
try {
  const health = await fetch(`${restarted.url}/healthz`).catch(() => undefined);
  check('The server starts on the restored folder', health?.ok === true, `/healthz ${health?.status ?? '-'}`);
  const uploads = fs.readdirSync(path.join(server.dataDir, 'uploads'));
  let same = 0;
  for (const name of uploads) {
    const served = await fetch(`${restarted.url}/uploads/${name}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    if (served.ok && bytes.equals(fs.readFileSync(path.join(server.dataDir, 'uploads', name)))) same += 1;
  }
  check(
    'Uploaded pictures served from the restored folder, byte for byte',
    uploads.length > 0 && same === uploads.length,
    `${same} of ${uploads.length}`,
  );
} finally {
  await restarted.kill('SIGTERM');
  fs.rmSync(path.dirname(restoredDir), { recursive: true, force: true });
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
