import path from 'node:path';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { RestoreError, restoreBackup } from '../services/restore.js';

const USAGE = `Usage:
  npm run restore -- <archive>           restore an archive of npm run backup into an empty DATA_DIR
  npm run restore -- --force <archive>   restore into a DATA_DIR in use: its database, uploads and
                                         keys are moved into DATA_DIR/before-restore-<time>/
                                         first; the backups folder and anything else stay

With DATABASE_URL (PostgreSQL) the archive must hold a PostgreSQL dump; the database's schema is
replaced in one transaction, and with --force the current database is first dumped into
DATA_DIR/before-restore-<time>/agency.pgdump.

Stop the server first: it must not run on this DATA_DIR while the restore replaces its files.
Run as the user the server runs as, so the restored files belong to it. The archive is checked
completely (contents, PRAGMA integrity_check) before anything in DATA_DIR changes.`;

async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  const [archive] = rest;
  if (rest.length !== 1 || !archive || archive.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  try {
    const restored = await restoreBackup(path.resolve(archive), config, { force, clock: systemClock });
    if (restored.movedAside)
      console.log(`The previous database, uploads and keys are in ${restored.movedAside}.`);
    console.log(
      `Restored ${path.basename(archive)} into ${config.dataDir}: database (${restored.databaseCheck}), ` +
        `${restored.uploads} upload(s)${restored.sessionKeys ? ', session keys' : ''}${restored.totpKey ? ', TOTP encryption key' : ''}. Start the server now.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await run(process.argv.slice(2));
