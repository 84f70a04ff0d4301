import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runAuditVerify } from '@server/cli/audit-verify.js';
import { createActivityLog, type Actor } from '@server/services/activity-log.js';
import { manualClock } from '@tests/helpers/clock.js';
import { cliDatabaseEnv, migratedDatabase } from '@tests/helpers/database.js';

const run = promisify(execFile);
const IDA: Actor = { id: 3, name: 'ida', ip: '192.0.2.4' };

/**
 * `npm run audit:verify` over the database in a data folder with five log rows: the real command
 * line (a process of its own, 1.5–3 s on two cores) once, the other cases through the function it
 * calls, in-process, answered like execFile's promise.
 */
async function setUp() {
  const database = await migratedDatabase('agency-audit-cli-');
  onTestFinished(database.destroy);
  const log = createActivityLog({
    knex: database.knex,
    clock: manualClock(Date.parse('2026-11-28T10:00:00Z')),
  });
  for (let index = 1; index <= 5; index++) {
    await log.append(IDA, {
      action: 'update',
      entity: 'faqs',
      entityId: index,
      changes: { order: { before: index, after: 0 } },
    });
  }
  const env = { ...process.env, ...cliDatabaseEnv(database), LOG_LEVEL: 'silent' };
  const commandLine = () => run(process.execPath, ['--import', 'tsx', 'server/cli/audit-verify.ts'], { env });
  const cli = async () => {
    const lines = { stdout: '', stderr: '' };
    const code = await runAuditVerify(env, {
      log: (line) => (lines.stdout += `${line}\n`),
      error: (line) => (lines.stderr += `${line}\n`),
    });
    if (code !== 0) throw Object.assign(new Error(`exit code ${code}`), { code, ...lines });
    return lines;
  };
  return { knex: database.knex, cli, commandLine };
}

describe('npm run audit:verify', () => {
  it('prints how many rows it verified and the head, exiting 0', async () => {
    const { knex, commandLine } = await setUp();
    const head = await knex('activity_log_head').first();
    const { stdout } = await commandLine();
    expect(stdout.trim()).toBe(`Activity log intact: 5 row(s) verified; last row 5, hash ${head.lastHash}.`);
  });

  it('names the first broken row and why, exiting 1, when a row was edited', async () => {
    const { knex, cli } = await setUp();
    await knex('activity_log').where({ id: 3 }).update({ actorName: 'jemand' });
    await expect(cli()).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'Activity log BROKEN at row 3: the row was changed after it was written (2 row(s) verified before it).\n',
    });
  });

  it('names the first broken row and why, exiting 1, when a row was deleted', async () => {
    const { knex, cli } = await setUp();
    await knex('activity_log').where({ id: 2 }).delete();
    await expect(cli()).rejects.toMatchObject({
      code: 1,
      stderr:
        'Activity log BROKEN at row 3: 1 row(s) between 1 and 3 are missing (1 row(s) verified before it).\n',
    });
  });
});
