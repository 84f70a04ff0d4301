import { loadConfig, postgresAddress, readEnvironment } from '../config.js';
import { copySqliteToPostgres, DatabaseCopyError } from '../services/database-copy.js';

const USAGE = `Usage:
  npm run db:copy -- --to postgres://user@host/database

Copies the installation's SQLite database (DATA_DIR/agency.sqlite) into an empty PostgreSQL
database: every table, the id sequences advanced, each table's row count compared. A database
that has any table is refused. Stop the server first: rows it writes during the copy would be
missing, so the copy is undone if the file changes meanwhile. The SQLite file is only read.
docs/scaling.md describes the whole move.`;

function targetOf(args: string[]): string | null {
  if (args.length === 1 && args[0]!.startsWith('--to=')) return args[0]!.slice('--to='.length);
  if (args.length === 2 && args[0] === '--to') return args[1]!;
  return null;
}

/** The address without its password, for the output. */
function shown(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

async function run(args: string[]): Promise<number> {
  const to = targetOf(args);
  if (to === null) {
    console.error(USAGE);
    return args.includes('--help') || args.includes('-h') ? 0 : 2;
  }
  let targetUrl: string;
  try {
    targetUrl = postgresAddress(to.trim(), '--to');
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  // The source is the SQLite file of DATA_DIR, whatever DATABASE_URL says.
  const config = loadConfig({ ...readEnvironment(), DATABASE_URL: '' });
  console.log(`Copying ${config.databaseFile} into ${shown(targetUrl)} …`);
  const started = Date.now();
  try {
    const tables = await copySqliteToPostgres({
      sourceFile: config.databaseFile,
      targetUrl,
      log: (line) => console.log(line),
    });
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Copied ${tables.length} tables, ${rows} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s; every row count matches.`,
    );
    console.log('Next: set DATABASE_URL and SESSION_KEYS in .env and start the server (docs/scaling.md).');
    return 0;
  } catch (error) {
    if (error instanceof DatabaseCopyError) {
      console.error(`Not copied: ${error.message}`);
      return 1;
    }
    console.error(`Not copied, the target is left empty: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await run(process.argv.slice(2));
