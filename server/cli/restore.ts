import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { systemClock } from '../clock.js';
import { loadConfig, readEnvironment } from '../config.js';
import { RestoreError, restoreBackup } from '../services/restore.js';
import type { CommandOutput } from './admin.js';

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

/**
 * Runs `npm run restore` (`args` as after `--`) with the settings of `env`; answers the exit code.
 * The command line below calls it; tests call it in-process too.
 */
export async function runRestoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv = readEnvironment(),
  output: CommandOutput = console,
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    output.log(USAGE);
    return 0;
  }
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  const [archive] = rest;
  if (rest.length !== 1 || !archive || archive.startsWith('-')) {
    output.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  try {
    const restored = await restoreBackup(path.resolve(archive), config, { force, clock: systemClock });
    if (restored.movedAside)
      output.log(`The previous database, uploads and keys are in ${restored.movedAside}.`);
    output.log(
      `Restored ${path.basename(archive)} into ${config.dataDir}: database (${restored.databaseCheck}), ` +
        `${restored.uploads} upload(s)${restored.sessionKeys ? ', session keys' : ''}${restored.totpKey ? ', TOTP encryption key' : ''}. Start the server now.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runRestoreCommand(process.argv.slice(2));
}
