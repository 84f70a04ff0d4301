import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { LoginStep, RecoveryCodes, TotpEnrolment } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { totpCode, TOTP_STEP_MS } from '../helpers/totp.js';
import { E2E_STAFF_OWNER, E2E_STAFF_URL } from './e2e-env.js';
import { expect, test as base } from './support.js';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** An account of the staff server with its authenticator key and the last code step it used. */
export interface StaffAccount {
  username: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
  /** Keeps the last step where a new worker finds it (the owner, shared by every worker of a run). */
  persist?: () => void;
}

const stepOf = (ms: number) => Math.floor(ms / TOTP_STEP_MS);
/** How much of the current step must be left to enrol with the previous step's code. */
const EARLIER_STEP_MARGIN_MS = 10_000;

/**
 * The next code of an account that the server accepts: a step after the last one it used (a code
 * counts once), at most one step ahead of now (the server's window). Waits for the next step only
 * when an account signed in twice within 30 seconds. Never the previous step's code: that one
 * expires at the end of the current step, which on a busy machine can come before the server
 * checks it; the current step's code stays valid for at least 30 seconds.
 */
export async function nextCode(account: StaffAccount): Promise<string> {
  const step = Math.max(stepOf(Date.now()), account.lastStep + 1);
  const wait = (step - 1) * TOTP_STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  account.lastStep = step;
  account.persist?.();
  return totpCode(account.secret, step * TOTP_STEP_MS);
}

/** Enrols the authenticator app through the API for a session whose login answered `enrol`. */
async function enrolByApi(api: APIRequestContext, username: string, password: string): Promise<StaffAccount> {
  const started = (await (await api.post('/api/admin/account/totp')).json()) as TotpEnrolment;
  // The previous step's code while the current step has seconds to spare (that code stays valid
  // until the step ends; the API call takes milliseconds): the account's next two codes (this
  // step's and the next one's) are then accepted at once, with no wait for a new 30-second step.
  const now = Date.now();
  const step = TOTP_STEP_MS - (now % TOTP_STEP_MS) >= EARLIER_STEP_MARGIN_MS ? stepOf(now) - 1 : stepOf(now);
  const confirm = await api.post('/api/admin/account/totp/confirm', {
    data: { code: totpCode(started.secret, step * TOTP_STEP_MS) },
  });
  expect(confirm.status(), `enrolment of ${username}`).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as RecoveryCodes;
  return { username, password, secret: started.secret, recoveryCodes, lastStep: step };
}

/**
 * Signs an account in through the API (password, then one of its recovery codes: unlike a code
 * from the app it needs no wait for the next 30-second step); answers the session's cookies.
 */
export async function apiSession(playwright: Playwright, account: StaffAccount) {
  const api = await playwright.request.newContext({
    baseURL: E2E_STAFF_URL,
    storageState: { cookies: [], origins: [] },
  });
  const login = await api.post('/api/admin/login', {
    data: { username: account.username, password: account.password },
  });
  expect(((await login.json()) as LoginStep & { next?: string }).next).toBe('second-factor');
  // A recovery code counts once: the next unused one, and the account (the owner is shared by the
  // run's workers) keeps only the rest.
  const recoveryCode = account.recoveryCodes.shift();
  expect(recoveryCode, `an unused recovery code of ${account.username}`).toBeDefined();
  account.persist?.();
  const second = await api.post('/api/admin/login/second-factor', { data: { recoveryCode } });
  expect(second.status(), `second factor of ${account.username}`).toBe(200);
  return api;
}

/**
 * The first-start owner of the staff server, enrolled once per test run: the key is kept in the
 * run's output folder, so a retried test (a new worker) signs in with it instead of enrolling again.
 */
async function ownerAccount(playwright: Playwright, outputDir: string): Promise<StaffAccount> {
  const file = path.join(outputDir, '.staff-owner.json');
  const persist = (account: StaffAccount) => {
    account.persist = () => fs.writeFileSync(file, JSON.stringify(account));
    return account;
  };
  if (fs.existsSync(file)) return persist(JSON.parse(fs.readFileSync(file, 'utf8')) as StaffAccount);
  const api = await playwright.request.newContext({
    baseURL: E2E_STAFF_URL,
    storageState: { cookies: [], origins: [] },
  });
  const login = await api.post('/api/admin/login', { data: E2E_STAFF_OWNER });
  expect(await login.json()).toEqual({ next: 'enrol' });
  const owner = await enrolByApi(api, E2E_STAFF_OWNER.username, E2E_STAFF_OWNER.password);
  await api.dispose();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  persist(owner).persist!();
  return owner;
}

let counter = 0;

export const test = base.extend<
  { invite: (role: Role) => Promise<StaffAccount> },
  { owner: StaffAccount; ownerApi: APIRequestContext }
>({
  owner: [
    async ({ playwright }, use, workerInfo) =>
      use(await ownerAccount(playwright, workerInfo.project.outputDir)),
    { scope: 'worker' },
  ],
  ownerApi: [
    async ({ playwright, owner }, use) => {
      const api = await apiSession(playwright, owner);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  /** A new account of `role`, invited by the owner and enrolled through the API. */
  invite: async ({ playwright, ownerApi }, use) => {
    await use(async (role) => {
      const username = `${role}-${Date.now().toString(36)}-${++counter}`;
      const created = await ownerApi.post('/api/admin/team/invitations', {
        data: { name: `Test ${role} ${counter}`, email: `${username}@agentur.example`, role },
      });
      expect(created.status()).toBe(201);
      const token = new URL(((await created.json()) as { link: string }).link).searchParams.get('token');
      const api = await playwright.request.newContext({
        baseURL: E2E_STAFF_URL,
        storageState: { cookies: [], origins: [] },
      });
      const password = `violet tractor ${counter} meadow lantern`;
      const accepted = await api.post('/api/admin/invitations/accept', {
        data: { token, username, password },
      });
      expect(await accepted.json()).toEqual({ next: 'enrol' });
      const account = await enrolByApi(api, username, password);
      await api.dispose();
      return account;
    });
  },
});

// The staff server; with the system's reduced motion, as in the other control-centre tests
// (admin-support.ts): a button's colour fading in when its data arrives is never what axe sees.
test.use({ baseURL: E2E_STAFF_URL, contextOptions: { reducedMotion: 'reduce' } });

export { expect };

/**
 * Gives the page the session of an API client (the owner's, signed in once per worker with a
 * recovery code), for tests whose subject is not the sign-in: no code, so no wait for a new step.
 */
export async function useSession(page: Page, api: APIRequestContext): Promise<void> {
  await page.context().addCookies((await api.storageState()).cookies);
}

/** Signs in through the login page with the password and a code from the app. */
export async function signInWithCode(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByLabel('Code aus der App').fill(await nextCode(account));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
