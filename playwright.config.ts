import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real, built server with a fresh database (seeded on first start).
 * Debian's Chromium by default; CHROMIUM_PATH points elsewhere (set it to an empty string to use
 * Playwright's own browser where `npx playwright install` works).
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-passwort-sicher-123' };
/** The real server of the browser tests. */
export const E2E_SERVER_URL = `http://127.0.0.1:${port}`;
/** The desktop-mode harness (tests/e2e/desktop): the renderer served through the Electron main-process code. */
export const E2E_DESKTOP_PORT = port + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_SERVER_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PAGEVIEW_FLUSH_SECONDS: '1',
      // Every browser test submits from 127.0.0.1; the limits themselves are tested in vitest.
      FORM_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
