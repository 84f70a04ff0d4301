import { pathToFileURL } from 'node:url';
import { systemClock } from '../clock.js';
import { loadConfig, readEnvironment } from '../config.js';
import { BackupError, createBackup } from '../services/backups.js';
import type { CommandOutput } from './admin.js';

const USAGE = `Usage:
  npm run backup    write one archive of DATA_DIR (database, uploads, session and TOTP keys) into BACKUP_DIR

The server may keep running: the database is copied consistently while it writes. The archive's
path is the last line printed; copy that one file off the machine. Restore with npm run restore.`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * Runs `npm run backup` (`args` as after `--`) with the settings of `env`; answers the exit code.
 * The command line below calls it; tests call it in-process too.
 */
export async function runBackupCommand(
  args: string[],
  env: NodeJS.ProcessEnv = readEnvironment(),
  output: CommandOutput = console,
): Promise<number> {
  if (args.length > 0) {
    output.error(USAGE);
    return args.includes('--help') || args.includes('-h') ? 0 : 2;
  }
  const config = loadConfig(env);
  try {
    const backup = await createBackup(config, systemClock);
    output.log(
      `Backup of ${config.dataDir} written: database, ${backup.uploads} upload(s), ${megabytes(backup.bytes)}.`,
    );
    // Scripts take the archive from the last line.
    output.log(backup.file);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runBackupCommand(process.argv.slice(2));
}
