import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_TABLE } from '@server/auth/login-throttle.js';
import { manualClock } from '@tests/helpers/clock.js';
import { HTTP, SPEC } from '@tests/helpers/messages.js';
import { longPassword } from '@tests/helpers/passwords.js';
import { expectError, expectInvalid, invalidCases, titledRows } from '@tests/helpers/responses.js';
import { ROLE_PERMISSIONS } from '@shared/roles.js';
import {
  captureLogs,
  startTestServer,
  TEST_PASSWORD,
  type TestResponse,
  type TestServer,
} from '@tests/helpers/test-app.js';

const LOGIN_FAILED = 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.';
const TOO_MANY = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';
const WINDOW_SECONDS = 15 * 60;
const LIMITS = { perUserAndAddress: 5, perAddress: 8, perUser: 10, windowSeconds: WINDOW_SECONDS };

let server: TestServer;
/** Password checks that really ran (the real scrypt check, counted). */
let checks = 0;
/** The app's clock at the start: moved forward instead of waiting for a window to pass. */
const startedAt = Date.now();
beforeAll(async () => {
  server = await startTestServer({
    // One proxy in front: the client address is the right-most X-Forwarded-For entry.
    env: { TRUST_PROXY: '1' },
    throttleLimits: LIMITS,
    clock: manualClock(startedAt),
    login: {
      verifyCredentials: (username, password) => {
        checks += 1;
        return server.app.services.users.verifyCredentials(username, password);
      },
    },
  });
  await server.createUser('anna');
});
afterAll(() => server.close());

function expectNoStore(response: TestResponse): void {
  expect(response.headers.get('cache-control')).toBe('no-store');
}

/** A login as sent through the proxy: `forwardedFor` is the X-Forwarded-For header nginx passes on. */
const loginVia = (forwardedFor: string, username: string, password = TEST_PASSWORD) =>
  server.client().request('POST', '/api/admin/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('POST /api/admin/login', () => {
  it('returns the user without any password data and sets the session cookie', async () => {
    const client = server.client();
    const response = await client.login('anna');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: 'anna',
      displayName: 'anna',
      email: null,
      role: 'owner',
      permissions: [...ROLE_PERMISSIONS.owner],
      secondFactor: { totp: false, passkeys: 0, recoveryCodesLeft: 0 },
      alerts: { assigned: false },
      pendingEmail: null,
      emailChange: 'team',
    });
    expect(response.text).not.toMatch(/password|scrypt/i);
    expect(client.cookies.has('agency.sid')).toBe(true);
    expect(client.cookies.has('agency.sid.sig')).toBe(true);
  });

  it('accepts the username in any letter case', async () => {
    expect((await server.client().login('ANNA')).status).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401 body', async () => {
    const wrongPassword = await server.client().login('anna', 'not the password');
    const unknownUser = await server.client().login('nobody-here', 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: LOGIN_FAILED });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('signs in with the longest password an account can be given (1024 characters)', async () => {
    const longest = longPassword(1024);
    await server.createUser('lang', longest);
    expect((await server.client().login('lang', longest)).status).toBe(200);
  });

  it('gives the session a new id on login, so an id from before is worthless', async () => {
    const client = server.client();
    await client.login('anna');
    const first = client.cookies.get('agency.sid');
    const replay = server.client();
    replay.cookies.set('agency.sid', first!);
    replay.cookies.set('agency.sid.sig', client.cookies.get('agency.sid.sig')!);
    await client.login('anna');
    expect(client.cookies.get('agency.sid')).not.toBe(first);
    expect((await client.get('/api/admin/user')).status).toBe(200);
    expect((await replay.get('/api/admin/user')).status).toBe(401);
  });
});

describe('the login path', () => {
  it('answers other methods with 404 JSON, with a session or without', async () => {
    const admin = await server.adminClient();
    for (const client of [server.client(), admin]) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await client.request(method, '/api/admin/login');
        expect(response.status, method).toBe(404);
        expect(response.body).toEqual({ message: HTTP.notFound });
      }
    }
  });

  it('is exact: a trailing slash or another letter case is an ordinary guarded admin path', async () => {
    for (const path of ['/api/admin/login/', '/api/admin/LOGIN']) {
      const response = await server.client().request('POST', path, {
        body: { username: 'anna', password: TEST_PASSWORD },
      });
      expect(response.status, path).toBe(401);
      expect(response.body).toEqual({ message: 'Bitte melden Sie sich an.' });
    }
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie replayed is refused', async () => {
    const client = server.client();
    await client.login('anna');
    const stolen = new Map(client.cookies);
    expect((await client.post('/api/admin/logout')).status).toBe(204);
    expect(client.cookies.has('agency.sid')).toBe(false);

    const replay = server.client();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    const response = await replay.get('/api/admin/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Bitte melden Sie sich an.' });
  });
});

describe('login throttling', () => {
  beforeEach(async () => {
    await server.knex(THROTTLE_TABLE).del();
    checks = 0;
    server.clock.set(startedAt + 0);
  });

  it('locks a username from one address after 5 failures, even for the right password, until the window passes', async () => {
    await server.createUser('carla');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await loginVia('203.0.113.5', 'carla', `wrong ${attempt}`)).status).toBe(401);
    }
    const locked = await loginVia('203.0.113.5', 'carla');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(WINDOW_SECONDS - 60);
    // The locked attempt was refused before its password was checked.
    expect(checks).toBe(5);

    // Another user from the same address, and the same user from another address, are not affected.
    expect((await loginVia('203.0.113.5', 'anna')).status).toBe(200);
    expect((await loginVia('198.51.100.7', 'carla')).status).toBe(200);

    server.clock.set(startedAt + WINDOW_SECONDS * 1000 + 1000);
    expect((await loginVia('203.0.113.5', 'carla')).status).toBe(200);
  });

  it('locks unknown usernames the same way as known ones', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await loginVia('203.0.113.6', 'ghost', 'wrong')).status).toBe(401);
    }
    const locked = await loginVia('203.0.113.6', 'ghost', 'wrong');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY });
  });

  it('also limits one address across many usernames', async () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await loginVia('203.0.113.8', `spray${attempt}`, 'wrong')).status).toBe(401);
    }
    const locked = await loginVia('203.0.113.8', 'anna');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY });
  });

  it('caps wrong passwords per username across all addresses at 10, for known and unknown names alike', async () => {
    await server.createUser('dora');
    for (const username of ['dora', 'nobody-at-all']) {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const address = `192.0.2.${attempt}`;
        expect((await loginVia(address, username, 'wrong')).status).toBe(401);
      }
      // An address never seen before, with the right password: still locked.
      const locked = await loginVia('198.51.100.200', username, username === 'dora' ? TEST_PASSWORD : 'x');
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: TOO_MANY });
    }
    // Other usernames from those addresses still work.
    expect((await loginVia('192.0.2.1', 'anna')).status).toBe(200);
  });

  it('the unlock of a username lifts its locks (what npm run admin -- unlock does)', async () => {
    await server.createUser('edith');
    for (let attempt = 1; attempt <= 10; attempt++) {
      await loginVia(attempt <= 5 ? '192.0.2.50' : `192.0.2.${60 + attempt}`, 'edith', 'wrong');
    }
    expect((await loginVia('192.0.2.50', 'edith')).status).toBe(429);
    expect(await server.app.loginThrottle.unlock('EDITH')).toBeGreaterThanOrEqual(2);
    expect((await loginVia('192.0.2.50', 'edith')).status).toBe(200);
  });

  it('counts parallel attempts like sequential ones: bursts of 11 from one address get 5 password checks in all', async () => {
    let checkedInBurst = Infinity;
    while (checkedInBurst > 0) {
      const before = checks;
      const burst = await Promise.all(
        Array.from({ length: 11 }, (_, index) => loginVia('203.0.113.9', 'anna', `wrong ${index}`)),
      );
      checkedInBurst = checks - before;
      const statuses = burst.map((response) => response.status);
      // Each checked guess is a 401; everything else was refused before any hashing.
      expect(statuses.filter((status) => status === 401)).toHaveLength(checkedInBurst);
      expect(statuses.filter((status) => status === 429)).toHaveLength(11 - checkedInBurst);
    }
    expect(checks).toBe(5);
    // The right password after the bursts is refused too: the pair is used up.
    expect((await loginVia('203.0.113.9', 'anna')).status).toBe(429);
  });

  it('gives the point back on success, so a right password never uses up the limit', async () => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await loginVia('203.0.113.10', 'anna')).status).toBe(200);
    }
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await loginVia('203.0.113.10', 'anna', 'wrong')).status).toBe(401);
    }
    expect((await loginVia('203.0.113.10', 'anna')).status).toBe(429);
  }, 60_000);
});

describe('400 with field messages for invalid input', () => {
  const LOGIN = { username: SPEC.login, password: SPEC.login };
  const rows = invalidCases('POST', '/api/admin/login', LOGIN, [
    ['an empty body', {}, LOGIN],
    ['an empty username', { username: '', password: TEST_PASSWORD }, 'username'],
    ['a username of spaces only', { username: '   ', password: TEST_PASSWORD }, 'username'],
    ['an empty password', { username: 'anna', password: '' }, 'password'],
  ]);
  it.each(titledRows(rows))('%s', async (_title, { method, path, body, errors }) => {
    expectInvalid(await server.client().request(method, path, { body }), errors);
  });

  it('the login does not trim the password: surrounding spaces make it wrong', async () => {
    const response = await server.client().post('/api/admin/login', {
      username: 'anna',
      password: ` ${TEST_PASSWORD} `,
    });
    expectError(response, 401, { message: HTTP.loginFailed });
  });
});

describe('POST /api/admin/login is reachable without a session', () => {
  const ADMIN_NAME = 'guard-admin';
  const FORGED_COOKIE = 'agency.sid=abc; agency.sid.sig=def';
  beforeAll(() => server.createUser(ADMIN_NAME));
  beforeEach(() => server.knex(THROTTLE_TABLE).del());

  it('wrong credentials answer 401 "Anmeldung fehlgeschlagen. ..." with no-store', async () => {
    const response = await server.client().login(ADMIN_NAME, 'definitiv falsch');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: LOGIN_FAILED });
    expectNoStore(response);
  });

  it('wrong credentials with a forged cookie also answer the login failure, not the session 401', async () => {
    const response = await server.client().request('POST', '/api/admin/login', {
      body: { username: ADMIN_NAME, password: 'wieder falsch' },
      headers: { cookie: FORGED_COOKIE },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: LOGIN_FAILED });
  });

  it('empty fields answer 400 "Bitte füllen Sie beide Felder aus."', async () => {
    const response = await server.client().post('/api/admin/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: {
        username: 'Bitte füllen Sie beide Felder aus.',
        password: 'Bitte füllen Sie beide Felder aus.',
      },
    });
    expectNoStore(response);
  });

  it('correct credentials from a client without a session answer 200 with the user', async () => {
    const client = server.client();
    const response = await client.login(ADMIN_NAME, TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: ADMIN_NAME,
      displayName: ADMIN_NAME,
      email: null,
      role: 'owner',
      permissions: [...ROLE_PERMISSIONS.owner],
      secondFactor: { totp: false, passkeys: 0, recoveryCodesLeft: 0 },
      alerts: { assigned: false },
      pendingEmail: null,
      emailChange: 'team',
    });
    expectNoStore(response);
    const user = await client.get('/api/admin/user');
    expect(user.status).toBe(200);
    expect(user.body).toEqual(response.body);
  });
});

describe('security events in the log', () => {
  // Two wrong passwords lock a username from one address, so the lock-out is logged quickly.
  let logged: TestServer;
  const logs = captureLogs();
  const events = (event: string) => logs.lines.filter((line) => line.event === event);
  beforeAll(async () => {
    logged = await startTestServer({
      env: { TRUST_PROXY: '1' },
      logger: logs.logger,
      throttleLimits: { perUserAndAddress: 2, perAddress: 30, perUser: 10, windowSeconds: 900 },
    });
    await logged.createUser('lena');
  });
  afterAll(() => logged.close());

  const login = (username: string, password: string) =>
    logged.client().request('POST', '/api/admin/login', {
      body: { username, password },
      headers: { 'x-forwarded-for': '203.0.113.20' },
    });

  it('logs a failed sign-in with the username and the client address, and the lock-out', async () => {
    await login('lena', 'wrong one');
    await login('lena', 'wrong two');
    expect((await login('lena', TEST_PASSWORD)).status).toBe(429);
    expect(events('login.failure')).toEqual([
      expect.objectContaining({ level: 40, username: 'lena', ip: '203.0.113.20' }),
      expect.objectContaining({ level: 40, username: 'lena', ip: '203.0.113.20' }),
    ]);
    expect(events('login.locked')).toEqual([
      expect.objectContaining({ username: 'lena', ip: '203.0.113.20', scopes: ['userAndAddress'] }),
    ]);
    // The password is never logged, right or wrong.
    expect(JSON.stringify(logs.lines)).not.toMatch(/wrong one|wrong two|correct horse/);
  });

  it('logs a sign-in and a sign-out with the user', async () => {
    const admin = await logged.adminClient('mara');
    const signIn = events('login.success').at(-1);
    expect(signIn).toMatchObject({
      level: 30,
      username: 'mara',
      userId: expect.any(Number),
      ip: '127.0.0.1',
    });
    await admin.post('/api/admin/logout');
    expect(events('logout').at(-1)).toMatchObject({
      username: 'mara',
      userId: signIn!.userId,
      ip: '127.0.0.1',
    });
  });
});
