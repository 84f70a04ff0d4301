import { createKnex, migrateToLatest } from '@db/connection.js';
import { loadConfig } from '../config.js';

// `npm run db:migrate`: brings the database in DATA_DIR to the latest schema (the server does this on start too).
const config = loadConfig();
const knex = createKnex(config.databaseFile);
try {
  await migrateToLatest(knex);
  const [, pending] = (await knex.migrate.list()) as [unknown[], unknown[]];
  console.log(`Database ${config.databaseFile} is up to date (${pending.length} pending).`);
} finally {
  await knex.destroy();
}
