import type { Knex } from 'knex';
import { dialectOf } from './dialect.js';

/**
 * Statements the database parses once per connection and then only runs: for the hottest write,
 * the public form's INSERT. Through the query builder every run is parsed again, with the
 * triggers it fires compiled again (the search index, the alert, the recruiting figures): on
 * SQLite that was half of the database's work per application (bench:apply).
 *
 * - SQLite: node-sqlite3's Statement, kept with the pooled connection; the connection finalizes
 *   them before it closes (db/connection.ts calls finalizePrepared).
 * - PostgreSQL: a named prepared statement of node-postgres, which parses it once per connection.
 *
 * The SQL uses `?` placeholders and real column names (no case mapping). Like knex.raw, a run
 * waits for a connection of the pool, so it never runs inside someone else's transaction.
 */

interface SqliteStatement {
  run(bindings: unknown[], callback: (error: Error | null) => void): void;
  finalize(callback: () => void): void;
}
interface SqliteDatabase {
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
}
interface PostgresClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<unknown>;
}
interface PooledClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

/** Each SQLite connection's prepared statements, by SQL. */
const sqliteStatements = new WeakMap<object, Map<string, Promise<SqliteStatement>>>();

function sqliteStatement(connection: SqliteDatabase, sql: string): Promise<SqliteStatement> {
  let statements = sqliteStatements.get(connection);
  if (!statements) sqliteStatements.set(connection, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) {
    statement = new Promise((resolve, reject) => {
      const prepared = connection.prepare(sql, (error) => (error ? reject(error) : resolve(prepared)));
    });
    // A statement that failed to prepare is tried again next time.
    statement.catch(() => statements.delete(sql));
    statements.set(sql, statement);
  }
  return statement;
}

/** Finalizes a SQLite connection's prepared statements (before it closes). */
export async function finalizePrepared(connection: object): Promise<void> {
  const statements = sqliteStatements.get(connection);
  sqliteStatements.delete(connection);
  if (!statements) return;
  for (const pending of statements.values()) {
    const statement = await pending.catch(() => undefined);
    if (statement) await new Promise<void>((resolve) => statement.finalize(resolve));
  }
}

export interface PreparedStatement {
  run(knex: Knex, bindings: unknown[]): Promise<void>;
}

/** A statement named `name` (PostgreSQL's name for it; unique per SQL). */
export function preparedStatement(name: string, sql: string): PreparedStatement {
  let postgresText: string | undefined;
  return {
    async run(knex, bindings) {
      const client = knex.client as PooledClient;
      const connection = await client.acquireConnection();
      try {
        if (dialectOf(knex) === 'postgres') {
          let position = 0;
          postgresText ??= sql.replace(/\?/g, () => `$${++position}`);
          await (connection as PostgresClient).query({ name, text: postgresText, values: bindings });
          return;
        }
        const statement = await sqliteStatement(connection as SqliteDatabase, sql);
        await new Promise<void>((resolve, reject) =>
          statement.run(bindings, (error) => (error ? reject(error) : resolve())),
        );
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
