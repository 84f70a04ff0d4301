import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { createKnex, postgresKnexConfig } from '@db/connection.js';
import { startPostgres } from '../helpers/postgres-server.js';

/**
 * The database a benchmark runs on: the SQLite file in a fresh data folder (the default), or with
 * BENCH_DATABASE=postgres a database on a PostgreSQL server started for the run (the server
 * connects through its Unix socket), with PostgreSQL's default durability (fsync and synchronous commit on, as an installation runs it;
 * BENCH_POSTGRES_FSYNC=off turns that off, to tell the disk's share of a figure).
 */
export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  dataDir: string;
  /** What the built server needs besides DATA_DIR. */
  env: Record<string, string>;
  /** A connection for filling the database before the server starts. */
  open(): Knex;
  /** Removes the data folder and stops the PostgreSQL server. */
  remove(): Promise<void>;
}

export const benchDatabaseKind = (): 'sqlite' | 'postgres' =>
  process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export async function benchDatabase(kind = benchDatabaseKind()): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-bench-${kind}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      env: {},
      open: () => createKnex(path.join(dataDir, 'agency.sqlite')),
      remove: async () => removeDir(),
    };
  }
  const server = await startPostgres({ durable: process.env.BENCH_POSTGRES_FSYNC !== 'off' });
  await server.query('create database agency_bench');
  const url = server.url('agency_bench');
  return {
    kind,
    dataDir,
    // PostgreSQL on the same machine, through its Unix socket, as docs/scaling.md sets it up (a
    // query costs the server process about a fifth less than over TCP on the loopback).
    env: { DATABASE_URL: server.socketUrl('agency_bench'), SESSION_KEYS: 'bench-session-key' },
    open: () => knexFactory(postgresKnexConfig(url)),
    async remove() {
      await server.stop();
      removeDir();
    },
  };
}
