import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, PasskeyList, PasskeyRegistered } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { passkeyParty } from '@server/auth/passkeys.js';
import { manualClock } from '@tests/helpers/clock.js';
import { softwareAuthenticator, type SoftwareAuthenticator } from '@tests/helpers/software-authenticator.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

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
    expect(passkeyParty({ publicUrl: '', siteOrigin: 'http://127.0.0.1:3000' })).toEqual({
      unavailable: staffMessages.passkeyNeedsDomain,
    });
    expect(passkeyParty({ publicUrl: 'https://[::1]', siteOrigin: '' })).toEqual({
      unavailable: staffMessages.passkeyNeedsDomain,
    });
    expect(passkeyParty({ publicUrl: 'http://agentur.example', siteOrigin: '' })).toEqual({
      unavailable: staffMessages.passkeyNeedsHttps,
    });
    expect(passkeyParty({ publicUrl: '', siteOrigin: 'http://localhost:3000' })).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:3000',
    });
  });

  it('the login page offers passkeys only where they work (GET /api/admin/login/passkey)', async () => {
    expect((await client().get('/api/admin/login/passkey')).body).toEqual({ available: true });
    const plain = await startTestServer({ clock });
    try {
      expect((await plain.client().get('/api/admin/login/passkey')).body).toEqual({ available: false });
    } finally {
      await plain.close();
    }
  });

  it('the screen and the ceremony answer the reason (409), never a 500', async () => {
    const plain = await startTestServer({ clock });
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
});
