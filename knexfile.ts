// Knex CLI configuration (`npx knex --knexfile knexfile.ts migrate:status`). The app itself migrates
// on start through db/connection.ts, with the same settings.
import { loadConfig } from './server/config.js';
import { sqliteKnexConfig } from './db/connection.js';

export default sqliteKnexConfig(loadConfig().databaseFile);
