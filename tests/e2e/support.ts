import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_SERVER_URL } from './e2e-env.js';

export { expect, E2E_ADMIN };

/** Cookies and local storage of a signed-in admin, as Playwright's `storageState` takes them. */
export type AdminSession = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * Watches everything a test's browser context does. After the test it fails when
 * - the page logged a console error or threw an uncaught exception, or
 * - any request went to another origin than the site's own (data: and blob: URLs are local).
 * A test whose scenario provokes a browser error (a routed 500 or 404 makes Chromium log
 * "Failed to load resource: …") declares exactly that message with allowConsoleError().
 */
export interface SiteGuard {
  allowConsoleError(pattern: RegExp): void;
  /** Console warnings seen so far (type "warning"). */
  readonly warnings: string[];
  /** Every request URL seen so far, in order. */
  readonly requests: string[];
}

export const test = base.extend<
  { guard: SiteGuard; adminRequest: APIRequestContext },
  { adminSession: AdminSession }
>({
  /**
   * One admin session per worker, signed in once through the API (the login form itself is tested
   * in admin-auth.spec.ts). Tests that end a session (logout) sign in on their own instead.
   */
  adminSession: [
    async ({ playwright }, use) => {
      // Explicitly signed out: nothing of the test that happens to start the worker is inherited.
      const api = await playwright.request.newContext({
        baseURL: E2E_SERVER_URL,
        storageState: { cookies: [], origins: [] },
      });
      const login = await api.post('/api/admin/login', { data: E2E_ADMIN });
      expect(login.status(), 'admin login of the worker').toBe(200);
      const session = await api.storageState();
      await api.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],

  /** An API client with the worker's admin session, for tests whose page stays signed out. */
  adminRequest: async ({ playwright, adminSession }, use) => {
    const api = await playwright.request.newContext({ baseURL: E2E_SERVER_URL, storageState: adminSession });
    await use(api);
    await api.dispose();
  },

  guard: [
    async ({ context, baseURL }, use) => {
      const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const warnings: string[] = [];
      const requests: string[] = [];

      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'warning') warnings.push(text);
        if (message.type() === 'error') errors.push(`${text} (${message.location().url})`);
      });
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      context.on('request', (request) => requests.push(request.url()));

      await use({
        allowConsoleError: (pattern) => allowed.push(pattern),
        warnings,
        requests,
      });

      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors / uncaught exceptions').toEqual([]);
      const foreign = requests.filter((url) => {
        const parsed = new URL(url);
        if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
        return parsed.origin !== ownOrigin;
      });
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Resolves once React has hydrated the element (it then carries React's props key), so clicks,
 * submits and image error events reach the app's handlers instead of the bare server HTML.
 */
export async function waitForHydration(page: Page, selector = '#main'): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/** Reads an admin list through a request context that carries the admin session. */
export async function adminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T[];
}

/** A value no other test run uses, so stored records can be found again. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The browser's own console error for a failed response (not an app error). */
export function failedResourcePattern(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}
