/**
 * The server of `npm run bench:activity` (tests/bench/activity-log.ts): the app over DATA_DIR on
 * a free port, with its activity log as it is, or with BENCH_SKIP_LOG=1 one whose `record`
 * writes no row (the same services, transactions and reads otherwise: the baseline). Prints
 * `{"port": …}` once it listens and runs until SIGTERM.
 */
import type { AddressInfo } from 'node:net';

// Like the built server: dependencies in their production mode (read when first imported).
process.env.NODE_ENV ??= 'production';
const { createKnex } = await import('@db/connection.js');
const { createApp } = await import('@server/app.js');
const { systemClock } = await import('@server/clock.js');
const { loadConfig } = await import('@server/config.js');
const { createHttpServer } = await import('@server/http/server.js');
const { createLogger } = await import('@server/logger.js');
const { createActivityLog } = await import('@server/services/activity-log.js');

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const knex = createKnex(config.databaseFile);
const activityLog =
  process.env.BENCH_SKIP_LOG === '1'
    ? { ...createActivityLog({ knex, clock: systemClock }), record: async () => {} }
    : undefined;
const app = await createApp({ config, knex, logger: createLogger('warn'), activityLog });
const server = createHttpServer(app.callback(), config);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    void app
      .close()
      .then(() => knex.destroy())
      .then(() => process.exit(0));
  });
});
