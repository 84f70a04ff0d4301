import { describeDatabase, migrateToLatest, openDatabase } from '@db/connection.js';
import { loadConfig } from '../config.js';

// `npm run db:migrate`: brings the database in DATA_DIR to the latest schema (the server does this on start too).
const config = loadConfig();
const knex = openDatabase(config);
try {
  await migrateToLatest(knex);
  const [, pending] = (await knex.migrate.list()) as [unknown[], unknown[]];
  console.log(`${describeDatabase(config)} is up to date (${pending.length} pending).`);
} finally {
  await knex.destroy();
}
