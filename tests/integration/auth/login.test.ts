import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_TABLE } from '../../../server/auth/login-throttle.js';
import { manualClock } from '../../helpers/clock.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../helpers/test-app.js';

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
    expect(response.body).toEqual({ id: expect.any(Number), username: 'anna' });
    expect(response.text).not.toMatch(/password|scrypt/i);
    expect(client.cookies.has('agency.sid')).toBe(true);
    expect(client.cookies.has('agency.sid.sig')).toBe(true);
  });

  it('accepts the username in any letter case', async () => {
    expect((await server.client().login('ANNA')).status).toBe(200);
  });

  it('marks the session cookie HttpOnly, SameSite=Strict, scoped to /api/admin, not Secure over http', async () => {
    const response = await server.client().login('anna');
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('agency.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=strict/i);
    expect(cookie).toMatch(/;\s*path=\/api\/admin/i);
    expect(cookie).not.toMatch(/;\s*secure/i);
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
    const longest = randomBytes(800).toString('base64').slice(0, 1024);
    await server.createUser('lang', longest);
    expect((await server.client().login('lang', longest)).status).toBe(200);
  });

  it('never accepts a password with changed surrounding white space', async () => {
    expect((await server.client().login('anna', ` ${TEST_PASSWORD} `)).status).toBe(401);
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

describe('password change', () => {
  it('ends every session of that user', async () => {
    await server.createUser('bert');
    const first = server.client();
    const second = server.client();
    await first.login('bert');
    await second.login('bert');
    expect(await server.app.services.users.setPassword('bert', 'a brand new passphrase')).toBe(2);
    expect((await first.get('/api/admin/user')).status).toBe(401);
    expect((await second.get('/api/admin/user')).status).toBe(401);
    expect((await server.client().login('bert', 'a brand new passphrase')).status).toBe(200);
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

describe('client address behind a proxy (TRUST_PROXY)', () => {
  beforeEach(async () => {
    await server.knex(THROTTLE_TABLE).del();
  });

  it('takes the right-most X-Forwarded-For entry: made-up entries on the left do not escape the lock', async () => {
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await loginVia(`10.0.${attempt}.1, 203.0.113.77`, 'anna', 'wrong');
      expect(response.status).toBe(attempt <= 5 ? 401 : 429);
    }
    expect((await loginVia('10.99.0.1, 203.0.113.77', 'anna')).status).toBe(429);
  });
});
