// Knex CLI configuration (`npx knex --knexfile knexfile.ts migrate:status`). The app itself migrates
// on start through db/connection.ts, with the same settings.
import { loadConfig } from './server/config.js';
import { postgresKnexConfig, sqliteKnexConfig } from './db/connection.js';

const config = loadConfig();
export default config.databaseUrl ? postgresKnexConfig(config.databaseUrl) : sqliteKnexConfig(config.databaseFile);
