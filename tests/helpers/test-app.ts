import type { Role } from '@shared/roles.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Knex } from 'knex';
import { openDatabase } from '@db/connection.js';
import { createApp, type App, type AppOptions } from '@server/app.js';
import type { ThrottleLimits } from '@server/auth/login-throttle.js';
import { loadConfig, setListeningPort, type Config } from '@server/config.js';
import { createHttpServer } from '@server/http/server.js';
import { createLogger, type Logger } from '@server/logger.js';
import { manualClock, type ManualClock } from './clock.js';
import { copyMigratedDatabase, createPostgresDatabase } from './database.js';

export const TEST_PASSWORD = 'correct horse battery staple';
/** scrypt's cost in tests (N = 2^10): the same code path as production, a thousandth of the time. */
export const TEST_PASSWORD_COST = 10;

export interface TestServer {
  baseUrl: string;
  config: Config;
  knex: Knex;
  app: App;
  /** The app's clock: it stands still until the test moves it. */
  clock: ManualClock;
  /** Creates an admin account (with TEST_PASSWORD unless another is given). */
  createUser(username: string, password?: string): Promise<void>;
  /** A client with its own cookie jar; `headers` go with every request (an Origin, say). */
  client(headers?: Record<string, string>): TestClient;
  /** A client signed in as a fresh admin user. */
  adminClient(username?: string): Promise<TestClient>;
  /** A client signed in as a new account `username` with `role` (TEST_PASSWORD). */
  memberClient(username: string, role: Role): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The address asked for (path and query), for checks that depend on who asks. */
  url?: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestClient {
  cookies: Map<string, string>;
  request<T = unknown>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = unknown>(url: string): Promise<TestResponse<T>>;
  post<T = unknown>(url: string, body?: unknown): Promise<TestResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown): Promise<TestResponse<T>>;
  delete<T = unknown>(url: string): Promise<TestResponse<T>>;
  login(username: string, password?: string): Promise<TestResponse>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  config?: Partial<Config>;
  throttleLimits?: ThrottleLimits;
  /** Further login options (password-check limits, a controllable credential check). */
  login?: AppOptions['login'];
  logger?: Logger;
  /** The app's clock; a manual clock started at the current time by default. */
  clock?: ManualClock;
  /** scrypt's cost for new hashes; TEST_PASSWORD_COST by default. */
  passwordCost?: number;
  /**
   * Serves this data folder as it is (a restored one, say) instead of a fresh copy of the
   * migrated database; the folder is left in place when the server closes.
   */
  dataDir?: string;
}

/** A logger that keeps every line as an object, to check what the server logs. */
export function captureLogs(level = 'info'): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(level, destination), lines };
}

let userCounter = 0;

/**
 * Starts the real app on port 0 over a fresh copy of the migrated SQLite file in a temporary
 * folder (or over `options.dataDir` as it is).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  const config = loadConfig(
    // Most tests submit many forms from one address; the form limits have tests of their own.
    {
      NODE_ENV: 'test',
      FORM_LIMIT_PER_ADDRESS: '100000',
      FORM_LIMIT_PER_NETWORK: '0',
      FORM_LIMIT_TOTAL: '0',
      // Most tests sign in with the password alone; the second factor has tests of its own.
      STAFF_2FA: 'optional',
      ...options.env,
    },
    { dataDir, ...options.config },
  );
  // A TEST_DATABASE=postgres run: a database of its own on the run's PostgreSQL server.
  const postgres = options.dataDir || config.databaseUrl ? undefined : await createPostgresDatabase();
  if (postgres) config.databaseUrl = postgres.url;
  else if (!options.dataDir) await copyMigratedDatabase(config.databaseFile);
  const knex = openDatabase(config);
  const clock = options.clock ?? manualClock();
  const app = await createApp({
    config,
    knex,
    logger: options.logger ?? createLogger('silent'),
    clock,
    passwordCost: options.passwordCost ?? TEST_PASSWORD_COST,
    login: { ...options.login, throttleLimits: options.throttleLimits ?? options.login?.throttleLimits },
  });
  const server = createHttpServer(app.callback(), config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setListeningPort(config, port);
  const baseUrl = `http://127.0.0.1:${port}`;

  const client = (headers?: Record<string, string>): TestClient => createClient(baseUrl, fetch, headers);
  const createUser = async (username: string, password = TEST_PASSWORD) => {
    await app.services.users.create(username, password);
  };
  return {
    baseUrl,
    config,
    knex,
    app,
    clock,
    createUser,
    client,
    async adminClient(username = `admin${++userCounter}`) {
      await createUser(username);
      const admin = client();
      const response = await admin.login(username);
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
      return admin;
    },
    async memberClient(username, role) {
      await app.services.users.create(username, TEST_PASSWORD, role);
      const member = client();
      const response = await member.login(username);
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
      return member;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await knex.destroy();
      await postgres?.drop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function storeCookies(jar: Map<string, string>, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** A client of `baseUrl`; `send` is fetch unless a test needs another transport (TLS, say). */
export function createClient(
  baseUrl: string,
  send: typeof fetch = fetch,
  defaultHeaders: Record<string, string> = {},
): TestClient {
  const cookies = new Map<string, string>();
  async function request<T>(
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...defaultHeaders, ...options.headers };
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await send(`${baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
    storeCookies(cookies, response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text !== '') {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text, url };
  }
  return {
    cookies,
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, { body }),
    patch: (url, body) => request('PATCH', url, { body }),
    delete: (url) => request('DELETE', url),
    login: (username, password = TEST_PASSWORD) =>
      request('POST', '/api/admin/login', { body: { username, password } }),
  };
}

/**
 * Two processes of one installation (one database, one data folder), each with its own
 * environment and a manual clock at `start`. Close the second first: the first removes the database.
 */
export async function startTwoServers(
  start: number,
  firstEnv: Record<string, string>,
  secondEnv: Record<string, string>,
): Promise<[TestServer, TestServer]> {
  const first = await startTestServer({ clock: manualClock(start), env: firstEnv });
  const second = await startTestServer({
    clock: manualClock(start),
    env: secondEnv,
    dataDir: first.config.dataDir,
    config: { databaseUrl: first.config.databaseUrl },
  });
  return [first, second];
}
