import { migrateToLatest, openDatabase } from '@db/connection.js';
import { withInstallationLock } from '@db/dialect.js';
import { seedIfEmpty } from './seeds.js';
import { createApp } from './app.js';
import { purgeExpiredSessions } from './auth/session-store.js';
import { ConfigurationError, loadConfig, setListeningPort } from './config.js';
import { prepareDataDir } from './data-dir.js';
import { createHttpServer } from './http/server.js';
import { createLogger } from './logger.js';
import { ensureInitialAdmin, firstAdminNotice } from './services/initial-admin.js';
import { warnOfSampleContent } from './services/sample-content.js';

const HOUR_MS = 3_600_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const dataDir = prepareDataDir(config.dataDir);
  if (dataDir.changed > 0) {
    logger.info({ changed: dataDir.changed }, 'made the data folder private (folders 0700, files 0600)');
  }
  if (dataDir.skipped.length > 0) {
    logger.warn({ skipped: dataDir.skipped }, 'could not make these entries of the data folder private');
  }
  const knex = openDatabase(config);
  // Processes starting together (PostgreSQL, several of them) take turns: one migrates, seeds and
  // creates the first admin, the others find it done.
  const { app, generatedAdmin } = await withInstallationLock(knex, 'start', async () => {
    await migrateToLatest(knex);
    // Seed before the first admin exists: seeding only ever runs on a database nobody has used.
    if (await seedIfEmpty(knex, config.uploadsDir)) logger.info('seeded the sample content');
    const started = await createApp({ config, knex, logger });
    return { app: started, generatedAdmin: await ensureInitialAdmin(started.services.users, config, logger) };
  });
  await purgeExpiredSessions(knex);
  const problems = app.services.siteSettings.state().problems;
  if (problems.length > 0) {
    // Field paths only: the values themselves stay out of the log.
    logger.warn(
      { missingOrSample: problems.map((problem) => problem.path) },
      'the Impressum is not complete (control centre → Einstellungen): the site is not ready to go live',
    );
  }
  await warnOfSampleContent(app.services.sampleContent, logger);

  const server = createHttpServer(app.callback(), config);
  const purgeTimer = setInterval(() => {
    void purgeExpiredSessions(knex).catch(() => {});
    void app.loginThrottle.purgeExpired().catch(() => {});
    void app.services.formCounters.purgeExpired().catch(() => {});
  }, HOUR_MS);
  purgeTimer.unref();
  const maintenanceStarted = app.maintenance.start();
  const nextRun = new Date(app.maintenance.nextRun() ?? 0).toISOString();
  if (config.backupHour === null) {
    logger.warn({ nextRun }, 'BACKUP_HOUR=off: the server makes no backups; the daily clean-up still runs');
  } else {
    logger.info({ nextRun, backupDir: config.backupDir, keep: config.backupKeep }, 'daily backup scheduled');
  }

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    setListeningPort(config, port);
    if (!config.publicUrl && !/^(127\.|localhost$|::1$)/.test(config.host)) {
      logger.warn(`PUBLIC_URL is not set: links in the pages point to ${config.siteOrigin}`);
    }
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    logger.info({ url: `http://${host}:${port}` }, `listening on http://${host}:${port}`);
    // The public pages ready before the first visitor (and as files for nginx: PAGE_FILES_DIR).
    const warmed = app.renderer.warm();
    if (generatedAdmin) {
      // The first admin's password as the start's last lines: after the start's work and its log.
      const notice = firstAdminNotice(generatedAdmin, `${config.siteOrigin}/admin`);
      void Promise.allSettled([maintenanceStarted, warmed]).then(() =>
        logger.flush(() => process.stdout.write(notice)),
      );
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(purgeTimer);
    server.close(() => {
      void app
        .close()
        .then(() => knex.destroy())
        .then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A wrong setting is said in one sentence; anything else with its stack.
  console.error(error instanceof ConfigurationError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
