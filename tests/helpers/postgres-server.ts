import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinFolder } from '@tools/system-check.js';
import { freePort } from './ports.js';

/**
 * A throwaway PostgreSQL server for the tests: Debian's PostgreSQL (`apt-get install postgresql`,
 * the newest version installed; POSTGRES_BIN names another bin folder), a cluster made with initdb
 * in a temporary folder, on a free port of 127.0.0.1 and a Unix socket in that folder, removed
 * when it stops. initdb and postgres refuse to run as root, so as root they run as the `postgres`
 * user. Durability is off (fsync, full pages): a test
 * cluster never outlives its run, and the suite runs on two cores.
 */
export const POSTGRES_BIN = postgresBinFolder();

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:port/ — add a database name. */
  baseUrl: string;
  port: number;
  dataDir: string;
  url(database: string): string;
  /**
   * The same database through the server's Unix socket (in its data folder) instead of TCP, as an
   * installation with PostgreSQL on the same machine connects (docs/scaling.md).
   */
  socketUrl(database: string): string;
  /** Runs one statement as the superuser, in the `postgres` database. */
  query(sql: string): Promise<pg.QueryResult>;
  stop(): Promise<void>;
}

/** `databaseUrl` through the Unix socket in `socketDir` instead of TCP (libpq's `host` parameter). */
export function overSocket(databaseUrl: string, socketDir: string): string {
  const address = new URL(databaseUrl);
  address.hostname = 'localhost';
  address.searchParams.set('host', socketDir);
  return address.toString();
}

/** As root: the `postgres` user's uid and gid, to run initdb and postgres as that user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * `durable`: PostgreSQL's own defaults for writing (fsync, synchronous_commit, full-page writes),
 * as an installation runs it; the benchmarks use that. Tests turn them off: nothing of a test
 * database must survive a power cut.
 */
export async function startPostgres({
  durable = false,
}: { durable?: boolean } = {}): Promise<PostgresServer> {
  const initdb = path.join(POSTGRES_BIN, 'initdb');
  if (!fs.existsSync(initdb)) {
    throw new Error(`PostgreSQL is not installed (${initdb}): apt-get install -y postgresql`);
  }
  const user = postgresUser();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-postgres-'));
  if (user) fs.chownSync(dataDir, user.uid, user.gid);
  // C.UTF-8: text sorts by code point, as in SQLite, and lower()/ILIKE fold every letter.
  execFileSync(
    initdb,
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user, env: { ...process.env, LC_ALL: 'C.UTF-8' } },
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(POSTGRES_BIN, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      // As docs/scaling.md asks: old WAL segments are deleted, not reused with their old content.
      '-c',
      'wal_recycle=off',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=128MB',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const baseUrl = `postgres://postgres@127.0.0.1:${port}/`;
  const url = (database: string) => `${baseUrl}${database}`;
  const socketUrl = (database: string) => overSocket(url(database), dataDir);
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await query('select 1');
      break;
    } catch (error) {
      if (child.exitCode !== null || attempt > 300) {
        child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    baseUrl,
    port,
    dataDir,
    url,
    socketUrl,
    query,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGINT: PostgreSQL's fast shutdown (ends the sessions, no waiting for clients).
        child.kill('SIGINT');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
