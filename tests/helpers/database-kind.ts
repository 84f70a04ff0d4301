/** Whether this run's test databases are PostgreSQL (`TEST_DATABASE=postgres`) or SQLite files. */
export function testDatabaseKind(env: NodeJS.ProcessEnv = process.env): 'sqlite' | 'postgres' {
  const kind = env.TEST_DATABASE?.trim() || 'sqlite';
  if (kind !== 'sqlite' && kind !== 'postgres') {
    throw new Error(`TEST_DATABASE must be "sqlite" or "postgres", got "${kind}"`);
  }
  return kind;
}

/**
 * For tests of what only the SQLite file has (its pages on disk, FTS5, EXPLAIN QUERY PLAN): they
 * run on SQLite runs and show as skipped on a TEST_DATABASE=postgres run.
 */
export const sqliteOnly = testDatabaseKind() === 'sqlite';
