import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test' },
    // Migrates the template database every test database is copied from.
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Password hashing (scrypt, 128 MiB) is deliberately slow; keep two files at a time on 2 cores.
    maxWorkers: 2,
    // Test files share a worker's module cache instead of importing the app (React SSR, sharp,
    // Knex, ...) afresh for each of them, which was most of the suite's time. Nothing the tests
    // import keeps state between files (the zxcvbn dictionary is loaded once per worker on
    // purpose); each file starts and closes its own servers.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
