import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, setPassword } from '../../../server/services/users.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../helpers/test-app.js';

const LOGIN_FAILED = 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.';
const TOO_MANY = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';
// Long enough that 6 deliberately slow password checks (scrypt, 128 MiB) fit into one window even on
// a loaded 2-core machine; with 4 s the window sometimes expired before the 5th failure. Each
// throttling test starts from empty counters instead of waiting for the previous window to pass.
const WINDOW_SECONDS = 12;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    throttleLimits: { perUserAndAddress: 5, perAddress: 8, windowSeconds: WINDOW_SECONDS },
  });
  await createUser('anna', TEST_PASSWORD);
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await createUser('bert', TEST_PASSWORD);
    const first = server.client();
    const second = server.client();
    await first.login('bert');
    await second.login('bert');
    expect(await setPassword(server.knex, 'bert', 'a brand new passphrase')).toBe(2);
    expect((await first.get('/api/admin/user')).status).toBe(401);
    expect((await second.get('/api/admin/user')).status).toBe(401);
    expect((await server.client().login('bert', 'a brand new passphrase')).status).toBe(200);
  });
});

describe('login throttling', () => {
  beforeEach(async () => {
    await server.knex('login_failures_user').del();
    await server.knex('login_failures_address').del();
  });

  it('locks a username from one address after 5 failures, even for the right password, until the window passes', async () => {
    await createUser('carla', TEST_PASSWORD);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await server.client().login('carla', `wrong ${attempt}`)).status).toBe(401);
    }
    const locked = await server.client().login('carla', TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another user from the same address is not affected.
    expect((await server.client().login('anna')).status).toBe(200);

    await sleep(WINDOW_SECONDS * 1000 + 300);
    expect((await server.client().login('carla', TEST_PASSWORD)).status).toBe(200);
  }, 60_000);

  it('locks unknown usernames the same way as known ones', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await server.client().login('ghost', 'wrong')).status).toBe(401);
    }
    const locked = await server.client().login('ghost', 'wrong');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY });
  });

  it('also limits one address across many usernames', async () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await server.client().login(`spray${attempt}`, 'wrong')).status).toBe(401);
    }
    const locked = await server.client().login('anna');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY });
  });
});
