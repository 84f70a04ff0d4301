import { migrateToLatest, openDatabase } from '@db/connection.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { createActivityLog } from '../services/activity-log.js';

/**
 * `npm run audit:verify`: recomputes the activity log's hash chain in the database in DATA_DIR
 * (it only reads; the server may keep running) and prints how many rows it verified and the
 * chain's head, worth keeping elsewhere; or the first broken row and why, exiting 1.
 */
async function run(): Promise<number> {
  const config = loadConfig();
  const knex = openDatabase(config);
  try {
    await migrateToLatest(knex);
    const log = createActivityLog({ knex, clock: systemClock });
    const result = await log.verify();
    if (!result.ok) {
      console.error(
        `Activity log BROKEN at row ${result.brokenAt}: ${result.reason} ` +
          `(${result.rows} row(s) verified before it).`,
      );
      return 1;
    }
    const head = await log.head();
    console.log(
      `Activity log intact: ${result.rows} row(s) verified; last row ${head.lastId}, hash ${head.lastHash}.`,
    );
    return 0;
  } finally {
    await knex.destroy();
  }
}

process.exitCode = await run();
