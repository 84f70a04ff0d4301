import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_LANES,
  lanePort,
  laneServerUrl,
  E2E_STAFF_OWNER,
  E2E_STAFF_PORT,
  E2E_STAFF_URL,
} from './tests/e2e/e2e-env.js';
import { CHROMIUM_PATH, CHROMIUM_TEST_FLAGS } from './tests/helpers/chromium.js';

// Kept for imports of the config; the constants live in a module without side effects.
export { E2E_ADMIN, E2E_DESKTOP_PORT, E2E_SERVER_URL } from './tests/e2e/e2e-env.js';

/**
 * Browser tests against the real, built server with a fresh database (seeded on first start).
 * Debian's Chromium by default; CHROMIUM_PATH points elsewhere (set it to an empty string to use
 * Playwright's own browser where `npx playwright install` works).
 * The runner and every worker load this file, so it must not create anything: the server's data
 * folder is made and removed by the web server command (tests/e2e/web-server.ts).
 */

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Spec files run in E2E_LANES workers side by side, each against its own server (below); the
  // tests of a file run in order.
  fullyParallel: false,
  workers: E2E_LANES,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // baseURL: the worker's own server (laneServer in tests/e2e/support.ts).
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace of every test costs about a third of the suite's time on two cores (2.8 vs
    // 1.9 min for four admin files), so only a retry is recorded; locally, add
    // `--trace retain-on-failure` to keep one of a failing test.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH || undefined,
      args: CHROMIUM_TEST_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    // One server per lane, each over a fresh database of its own (seeded on first start).
    ...Array.from({ length: E2E_LANES }, (_, lane) => ({
      command: 'node --import tsx tests/e2e/web-server.ts',
      url: `${laneServerUrl(lane)}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM lets the server shut down and the wrapper remove the data folder (the default is SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
      env: {
        PORT: String(lanePort(lane)),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PAGEVIEW_FLUSH_SECONDS: '1',
        // Most browser tests sign in with the password alone; the staff-accounts tests enrol factors.
        STAFF_2FA: 'optional',
        // Every browser test submits from 127.0.0.1; the limits themselves are tested in vitest.
        FORM_LIMIT_PER_ADDRESS: '1000',
        FORM_LIMIT_PER_NETWORK: '0',
      },
    })),
    {
      // The staff-accounts tests' own server: second factor required, passkeys possible (localhost).
      command: 'node --import tsx tests/e2e/web-server.ts',
      url: `http://127.0.0.1:${E2E_STAFF_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(E2E_STAFF_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: E2E_STAFF_URL,
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: E2E_STAFF_OWNER.username,
        ADMIN_PASSWORD: E2E_STAFF_OWNER.password,
        STAFF_2FA: 'required',
      },
    },
  ],
});
