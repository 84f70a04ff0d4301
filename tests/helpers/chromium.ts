/**
 * The browser of the browser tests and the benchmarks: Debian's Chromium, or CHROMIUM_PATH (an
 * empty value: Playwright's own browser, where `npx playwright install` works). No side effects:
 * playwright.config.ts imports it in the runner and in every worker.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing that reaches out to Google's services (this machine's network is closed). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * For the browser tests only (not the benchmarks, which measure what a visitor's browser does):
 * every page of every context in one renderer process, without site isolation. A test's new
 * context then reuses the renderer that has already compiled the control centre's scripts instead
 * of starting one that compiles them again; contexts keep their own cookies and storage.
 */
export const CHROMIUM_TEST_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--renderer-process-limit=1',
  '--disable-site-isolation-trials',
  '--disable-features=site-per-process',
];
