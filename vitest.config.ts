import { defineConfig } from 'vitest/config';

/**
 * Three projects, by what a test needs (docs/development.md#tests):
 * - unit: no database and no other process; runs once. A unit test that asks for a test database
 *   fails with a message saying where it belongs (tests/helpers/database.ts).
 * - database: everything that stores or queries through a test database; `npm test` runs it on
 *   SQLite and again on PostgreSQL (`npm run vitest:postgres` is `--project database`).
 * - process: the product as processes and built files (its command lines, the data folder on disk,
 *   the deploy kit with nginx, the build's output, a burst of real password checks), on the
 *   embedded SQLite default; runs once.
 */
const DATABASE_SETUP = 'tests/helpers/global-setup.ts';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    env: { NODE_ENV: 'test' },
    // Password hashing (scrypt, 128 MiB) is deliberately slow; keep two files at a time on 2 cores.
    maxWorkers: 2,
    // Test files share a worker's module cache instead of importing the app (React SSR, sharp,
    // Knex, ...) afresh for each of them, which was most of the suite's time. Nothing the tests
    // import keeps state between files (the zxcvbn dictionary is loaded once per worker on
    // purpose); each file starts and closes its own servers.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        // Migrates the template database every test database is copied from (and on
        // TEST_DATABASE=postgres starts the PostgreSQL server the pass runs on).
        test: {
          name: 'database',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: [DATABASE_SETUP],
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          globalSetup: [DATABASE_SETUP],
          // Command lines and servers started as processes: their start-up is most of a test.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
