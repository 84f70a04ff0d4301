import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { BackupError, createBackup } from '../services/backups.js';

const USAGE = `Usage:
  npm run backup    write one archive of DATA_DIR (database, uploads, session and TOTP keys) into BACKUP_DIR

The server may keep running: the database is copied consistently while it writes. The archive's
path is the last line printed; copy that one file off the machine. Restore with npm run restore.`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function run(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE);
    return args.includes('--help') || args.includes('-h') ? 0 : 2;
  }
  const config = loadConfig();
  try {
    const backup = await createBackup(config, systemClock);
    console.log(
      `Backup of ${config.dataDir} written: database, ${backup.uploads} upload(s), ${megabytes(backup.bytes)}.`,
    );
    // Scripts take the archive from the last line.
    console.log(backup.file);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await run(process.argv.slice(2));
