import { pathToFileURL } from 'node:url';
import { migrateToLatest, openDatabase } from '@db/connection.js';
import { systemClock } from '../clock.js';
import { loadConfig, readEnvironment } from '../config.js';
import { createActivityLog } from '../services/activity-log.js';
import type { CommandOutput } from './admin.js';

/**
 * `npm run audit:verify`: recomputes the activity log's hash chain in the database in DATA_DIR
 * (it only reads; the server may keep running) and prints how many rows it verified and the
 * chain's head, worth keeping elsewhere; or the first broken row and why, exiting 1. The command
 * line below calls it with the environment; tests call it in-process too.
 */
export async function runAuditVerify(
  env: NodeJS.ProcessEnv = readEnvironment(),
  output: CommandOutput = console,
): Promise<number> {
  const config = loadConfig(env);
  const knex = openDatabase(config);
  try {
    await migrateToLatest(knex);
    const log = createActivityLog({ knex, clock: systemClock });
    const result = await log.verify();
    if (!result.ok) {
      output.error(
        `Activity log BROKEN at row ${result.brokenAt}: ${result.reason} ` +
          `(${result.rows} row(s) verified before it).`,
      );
      return 1;
    }
    const head = await log.head();
    output.log(
      `Activity log intact: ${result.rows} row(s) verified; last row ${head.lastId}, hash ${head.lastHash}.`,
    );
    return 0;
  } finally {
    await knex.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runAuditVerify();
}
