import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, PasskeyList, PasskeyRegistered, TotpEnrolment } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { passkeyParty } from '@server/auth/passkeys.js';
import { manualClock } from '@tests/helpers/clock.js';
import { softwareAuthenticator, type SoftwareAuthenticator } from '@tests/helpers/software-authenticator.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { totpCode } from '@tests/helpers/totp.js';

const ORIGIN = 'https://agentur.example';
const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  // The relying party is PUBLIC_URL's host; the test talks to the server directly with that Origin.
  server = await startTestServer({ env: { PUBLIC_URL: ORIGIN, STAFF_2FA: 'required' }, clock });
});
afterAll(() => server.close());

/** A client that sends the site's Origin, as the browser does on every admin call. */
const client = (): TestClient => server.client({ origin: ORIGIN });

/** Enrols `username` with a passkey as the first factor; answers the session and the authenticator. */
async function enrolWithPasskey(username: string) {
  await server.createUser(username);
  const session = client();
  expect((await session.login(username)).body).toEqual({ next: 'enrol' });
  const authenticator = softwareAuthenticator(ORIGIN);
  const options = await session.post<{ challenge: string; rp: { id: string }; user: { id: string } }>(
    '/api/admin/account/passkeys/options',
  );
  expect(options.status).toBe(200);
  expect(options.body.rp.id).toBe('agentur.example');
  const registered = await session.post<PasskeyRegistered>('/api/admin/account/passkeys', {
    name: 'Laptop',
    response: authenticator.register(options.body),
  });
  expect(registered.status).toBe(201);
  return { session, authenticator, registered: registered.body };
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  session: TestClient,
  tamper?: { counter?: number },
) {
  const options = await session.post<{ challenge: string; rpId: string }>('/api/admin/login/passkey/options');
  return session.post<AdminUser>('/api/admin/login/passkey', {
    response: authenticator.authenticate(options.body, tamper),
  });
}

describe('passkeys', () => {
  it('a passkey enrols as the first factor (with recovery codes) and signs the person in', async () => {
    const { session, registered } = await enrolWithPasskey('passkey-anna');
    expect(registered.passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    expect(registered.recoveryCodes).toHaveLength(10);
    const user = await session.get<AdminUser>('/api/admin/user');
    expect(user.body.secondFactor).toEqual({ totp: false, passkeys: 1, recoveryCodesLeft: 10 });
    const list = await session.get<PasskeyList>('/api/admin/account/passkeys');
    expect(list.body).toMatchObject({ available: true, reason: null, passkeys: [{ name: 'Laptop' }] });
  });

  it('after the password, the passkey is the second factor', async () => {
    const { authenticator } = await enrolWithPasskey('passkey-ben');
    const session = client();
    expect((await session.login('passkey-ben')).body).toEqual({
      next: 'second-factor',
      methods: ['passkey', 'recovery-code'],
    });
    const signedIn = await signInWith(authenticator, session);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.username).toBe('passkey-ben');
  });

  it("signs in without a password, and refuses a replayed counter, another person's passkey and a missing challenge", async () => {
    const { authenticator } = await enrolWithPasskey('passkey-cleo');
    const passwordless = await signInWith(authenticator, client());
    expect(passwordless.status).toBe(200);
    expect(passwordless.body.username).toBe('passkey-cleo');

    // A cloned authenticator gives itself away by an old counter.
    const replay = await signInWith(authenticator, client(), { counter: 1 });
    expect([replay.status, replay.body]).toEqual([401, { message: staffMessages.passkeyFailed }]);

    // Cleo's passkey is no second factor for Dora.
    await enrolWithPasskey('passkey-dora');
    const dora = client();
    await dora.login('passkey-dora');
    expect((await signInWith(authenticator, dora)).status).toBe(401);

    const noChallenge = await client().post('/api/admin/login/passkey', {
      response: authenticator.authenticate({ challenge: 'x' }),
    });
    expect([noChallenge.status, noChallenge.body]).toEqual([
      401,
      { message: staffMessages.passkeyNoChallenge },
    ]);
  });

  it('renames and removes passkeys (password required; the last factor stays while one is required)', async () => {
    const { session, registered, authenticator } = await enrolWithPasskey('passkey-emil');
    const id = registered.passkey.id;
    expect(
      (await session.patch(`/api/admin/account/passkeys/${id}`, { name: 'Büro-Laptop' })).body,
    ).toMatchObject({ name: 'Büro-Laptop' });
    const last = await session.request('DELETE', `/api/admin/account/passkeys/${id}`, {
      body: { password: TEST_PASSWORD },
    });
    expect([last.status, last.body]).toEqual([409, { message: staffMessages.factorRequired }]);

    const options = await session.post<{ challenge: string; rp: { id: string }; user: { id: string } }>(
      '/api/admin/account/passkeys/options',
      { password: TEST_PASSWORD },
    );
    const second = softwareAuthenticator(ORIGIN);
    const added = await session.post<PasskeyRegistered>('/api/admin/account/passkeys', {
      name: 'Handy',
      response: second.register(options.body),
    });
    expect(added.body.recoveryCodes).toBeNull();
    const wrongPassword = await session.request('DELETE', `/api/admin/account/passkeys/${id}`, {
      body: { password: 'falsch-falsch' },
    });
    expect(wrongPassword.status).toBe(403);
    expect(
      (
        await session.request('DELETE', `/api/admin/account/passkeys/${id}`, {
          body: { password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(204);
    expect((await signInWith(authenticator, client())).status).toBe(401);
  });

  it('bad input is a German 400, never a 500', async () => {
    const session = client();
    for (const response of [
      {},
      { id: 'x' },
      'kaputt',
      { ...softwareAuthenticator(ORIGIN).register({ challenge: 'c', rp: {}, user: { id: 'u' } }), type: 'x' },
    ]) {
      const answer = await session.post('/api/admin/login/passkey', { response });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: { response: staffMessages.passkeyResponse } });
    }
  });
});

describe('where passkeys cannot work', () => {
  it('a plain IP address or http elsewhere than localhost says why, and the authenticator app is used', () => {
    expect(passkeyParty({ publicUrl: 'http://127.0.0.1:3000', siteOrigin: '' })).toEqual({
      unavailable: staffMessages.passkeyNeedsDomain,
    });
    expect(passkeyParty({ publicUrl: '', siteOrigin: 'http://192.168.1.5:3000' })).toEqual({
      unavailable: staffMessages.passkeyNeedsDomain,
    });
    expect(passkeyParty({ publicUrl: 'https://[::1]', siteOrigin: '' })).toEqual({
      unavailable: staffMessages.passkeyNeedsDomain,
    });
    expect(passkeyParty({ publicUrl: 'http://agentur.example', siteOrigin: '' })).toEqual({
      unavailable: staffMessages.passkeyNeedsHttps,
    });
    // The reasons are for the screen: no setting names, no abbreviations to look up.
    for (const reason of [staffMessages.passkeyNeedsDomain, staffMessages.passkeyNeedsHttps]) {
      expect(reason).not.toMatch(/PUBLIC_URL|IP-|HTTPS|Domain/);
    }
  });

  it('http://localhost on any port works while developing (no PUBLIC_URL, the server on this machine)', () => {
    const local = { rpID: 'localhost', origin: 'http://localhost:3000', anyLocalPort: true };
    expect(passkeyParty({ publicUrl: '', siteOrigin: 'http://localhost:3000' })).toEqual(local);
    expect(passkeyParty({ publicUrl: '', siteOrigin: 'http://127.0.0.1:3000' })).toEqual(local);
    expect(passkeyParty({ publicUrl: '', siteOrigin: 'http://[::1]:3000' })).toEqual(local);
    expect(passkeyParty({ publicUrl: 'http://localhost:8080', siteOrigin: '' })).toEqual({
      ...local,
      origin: 'http://localhost:8080',
    });
  });

  it('the login page offers passkeys only where they work, and says why not (GET /api/admin/login/passkey)', async () => {
    expect((await client().get('/api/admin/login/passkey')).body).toEqual({ available: true, reason: null });
    const plain = await startTestServer({ env: { PUBLIC_URL: 'http://192.168.1.5:3000' }, clock });
    try {
      expect((await plain.client().get('/api/admin/login/passkey')).body).toEqual({
        available: false,
        reason: staffMessages.passkeyNeedsDomain,
      });
    } finally {
      await plain.close();
    }
  });

  it('the screen and the ceremony answer the reason (409), never a 500', async () => {
    const plain = await startTestServer({ env: { PUBLIC_URL: 'http://192.168.1.5:3000' }, clock });
    try {
      const session = await plain.adminClient('ip-nutzer');
      const list = await session.get<PasskeyList>('/api/admin/account/passkeys');
      expect(list.body).toEqual({ available: false, reason: staffMessages.passkeyNeedsDomain, passkeys: [] });
      const options = await session.post('/api/admin/account/passkeys/options');
      expect([options.status, options.body]).toEqual([409, { message: staffMessages.passkeyNeedsDomain }]);
    } finally {
      await plain.close();
    }
  });

  it('a server on this machine without PUBLIC_URL registers and signs in from http://localhost pages', async () => {
    const local = await startTestServer({ env: { STAFF_2FA: 'required' }, clock });
    try {
      await local.createUser('lokal');
      const session = local.client();
      await session.login('lokal');
      const page = softwareAuthenticator('http://localhost:5173');
      const options = await session.post<{ challenge: string; rp: { id: string }; user: { id: string } }>(
        '/api/admin/account/passkeys/options',
      );
      expect(options.body.rp.id).toBe('localhost');
      const added = await session.post('/api/admin/account/passkeys', {
        name: 'Entwicklung',
        response: page.register(options.body),
      });
      expect(added.status).toBe(201);
      const other = local.client();
      const signIn = await other.post<{ challenge: string }>('/api/admin/login/passkey/options');
      const signedIn = await other.post('/api/admin/login/passkey', {
        response: page.authenticate(signIn.body),
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('passkey sign-in challenges: signed, stored nowhere, used once', () => {
  it('anonymous requests for options store no session and set no cookie', async () => {
    const before = await server.knex('sessions').count({ n: '*' }).first();
    for (let i = 0; i < 20; i += 1) {
      const answer = await client().request('POST', '/api/admin/login/passkey/options');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    const after = await server.knex('sessions').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('two parallel sign-ins with one challenge: exactly one gets in', async () => {
    const { authenticator } = await enrolWithPasskey('passkey-parallel');
    const options = await client().post<{ challenge: string }>('/api/admin/login/passkey/options');
    const [first, second] = [
      authenticator.authenticate(options.body),
      authenticator.authenticate(options.body),
    ];
    const answers = await Promise.all([
      client().post('/api/admin/login/passkey', { response: first }),
      client().post('/api/admin/login/passkey', { response: second }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    // And later, once more: the challenge is used up.
    const again = await client().post('/api/admin/login/passkey', {
      response: authenticator.authenticate(options.body),
    });
    expect([again.status, again.body]).toEqual([401, { message: staffMessages.passkeyNoChallenge }]);
  });

  it("a challenge is for its sign-in only (another person's second-factor step, passwordless) and expires", async () => {
    // The failed passwordless sign-ins of the tests before count against this address: a new window.
    clock.advance(60 * 60_000);
    const { authenticator: franz } = await enrolWithPasskey('passkey-franz');
    const { authenticator: greta } = await enrolWithPasskey('passkey-greta');
    const franzStep = client();
    await franzStep.login('passkey-franz');
    const forFranz = await franzStep.post<{ challenge: string }>('/api/admin/login/passkey/options');

    const gretaStep = client();
    await gretaStep.login('passkey-greta');
    const stolen = await gretaStep.post('/api/admin/login/passkey', {
      response: greta.authenticate(forFranz.body),
    });
    expect([stolen.status, stolen.body]).toEqual([401, { message: staffMessages.passkeyNoChallenge }]);
    const passwordless = await client().post('/api/admin/login/passkey', {
      response: franz.authenticate(forFranz.body),
    });
    expect(passwordless.status).toBe(401);

    const anonymous = await client().post<{ challenge: string }>('/api/admin/login/passkey/options');
    clock.advance(5 * 60_000);
    const late = await client().post('/api/admin/login/passkey', {
      response: franz.authenticate(anonymous.body),
    });
    expect([late.status, late.body]).toEqual([401, { message: staffMessages.passkeyNoChallenge }]);
    const fresh = await franzStep.post<{ challenge: string }>('/api/admin/login/passkey/options');
    expect(
      (await franzStep.post('/api/admin/login/passkey', { response: franz.authenticate(fresh.body) })).status,
    ).toBe(200);
  });

  it('answered challenges are purged with the expired sessions', async () => {
    const { purgeExpiredSessions } = await import('@server/auth/session-store.js');
    expect(Number((await server.knex('passkey_challenges').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    await purgeExpiredSessions(server.knex, clock() + 5 * 60_000);
    expect(Number((await server.knex('passkey_challenges').count({ n: '*' }).first())?.n)).toBe(0);
  });
});

describe('adding a passkey or the app to an account (step-up, recovery codes)', () => {
  it('a signed-in account needs the password for new passkey options (403 without)', async () => {
    const { session } = await enrolWithPasskey('passkey-stufe');
    const missing = await session.post('/api/admin/account/passkeys/options');
    expect([missing.status, missing.body]).toEqual([
      403,
      { message: staffMessages.stepUpRequired, errors: { password: staffMessages.password } },
    ]);
    const wrong = await session.post('/api/admin/account/passkeys/options', { password: 'falsch-falsch' });
    expect(wrong.status).toBe(403);
  });

  it("a passkey the person registers ends another browser's half-finished sign-in", async () => {
    await server.createUser('passkey-opfer');
    const attacker = client();
    expect((await attacker.login('passkey-opfer')).body).toEqual({ next: 'enrol' });
    const theirs = await attacker.post<{ challenge: string; rp: { id: string }; user: { id: string } }>(
      '/api/admin/account/passkeys/options',
    );
    const victim = client();
    await victim.login('passkey-opfer');
    const options = await victim.post<{ challenge: string; rp: { id: string }; user: { id: string } }>(
      '/api/admin/account/passkeys/options',
    );
    const added = await victim.post('/api/admin/account/passkeys', {
      name: 'Mein Laptop',
      response: softwareAuthenticator(ORIGIN).register(options.body),
    });
    expect(added.status).toBe(201);
    const late = await attacker.post('/api/admin/account/passkeys', {
      name: 'Fremd',
      response: softwareAuthenticator(ORIGIN).register(theirs.body),
    });
    expect(late.status).toBe(401);
    expect(await server.knex('passkeys').where({ name: 'Fremd' })).toEqual([]);
  });

  it('the app set up next to a passkey keeps the recovery codes (recoveryCodes: null)', async () => {
    const { session, registered } = await enrolWithPasskey('passkey-und-app');
    const started = await session.post<TotpEnrolment>('/api/admin/account/totp', { password: TEST_PASSWORD });
    const confirmed = await session.post('/api/admin/account/totp/confirm', {
      code: totpCode(started.body.secret, clock()),
    });
    expect([confirmed.status, confirmed.body]).toEqual([200, { recoveryCodes: null }]);
    const other = client();
    await other.login('passkey-und-app');
    const withCode = await other.post('/api/admin/login/second-factor', {
      recoveryCode: registered.recoveryCodes![0],
    });
    expect(withCode.status).toBe(200);
  });
});
