import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AdminUser, RecoveryCodes, TotpEnrolment } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { totpCode, TOTP_STEP_MS } from '@tests/helpers/totp.js';

const TOO_MANY = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';
const LIMITS = { perUserAndAddress: 5, perAddress: 50, perUser: 50, windowSeconds: 15 * 60 };

let server: TestServer;
const clock = manualClock(Date.UTC(2026, 10, 26, 9, 0, 0));
beforeAll(async () => {
  server = await startTestServer({ env: { STAFF_2FA: 'required' }, clock, throttleLimits: LIMITS });
});
afterAll(() => server.close());

/** Signs `username` in up to enrolment and sets up TOTP; answers the key and the recovery codes. */
async function enrol(username: string): Promise<{ client: TestClient; secret: string; codes: string[] }> {
  await server.createUser(username);
  const client = server.client();
  expect((await client.login(username)).body).toEqual({ next: 'enrol' });
  const started = await client.post<TotpEnrolment>('/api/admin/account/totp');
  expect(started.status).toBe(200);
  const { secret } = started.body;
  const confirmed = await client.post<RecoveryCodes>('/api/admin/account/totp/confirm', {
    code: totpCode(secret, clock()),
  });
  expect(confirmed.status).toBe(200);
  return { client, secret, codes: confirmed.body.recoveryCodes };
}

describe('STAFF_2FA=required: an account without a factor enrols before it sees any data', () => {
  it('the password alone leads to enrolment, and that session can do nothing else', async () => {
    await server.createUser('neu');
    const client = server.client();
    const login = await client.login('neu');
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ next: 'enrol' });
    for (const path of ['/api/admin/user', '/api/admin/stats', '/api/admin/applications']) {
      expect((await client.get(path)).status, path).toBe(401);
    }
    const started = await client.post<TotpEnrolment>('/api/admin/account/totp');
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*neu\?.*secret=/);
    expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('a wrong code does not confirm enrolment (400 naming the field); the right one answers 10 recovery codes once and signs in', async () => {
    await server.createUser('erika');
    const client = server.client();
    await client.login('erika');
    const { body } = await client.post<TotpEnrolment>('/api/admin/account/totp');
    const wrong = await client.post('/api/admin/account/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { code: staffMessages.codeWrong } });
    expect((await client.get('/api/admin/user')).status).toBe(401);

    const right = await client.post<RecoveryCodes>('/api/admin/account/totp/confirm', {
      code: totpCode(body.secret, clock()),
    });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(new Set(right.body.recoveryCodes).size).toBe(10);
    const user = await client.get<AdminUser>('/api/admin/user');
    expect(user.status).toBe(200);
    expect(user.body.secondFactor).toEqual({ totp: true, passkeys: 0, recoveryCodesLeft: 10 });
    // Stored hashed: no code appears in the database.
    const stored = JSON.stringify(await server.knex('recovery_codes').select());
    for (const code of right.body.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('enrolment needs its start in the same session', async () => {
    await server.createUser('ohnestart');
    const other = server.client();
    await other.login('ohnestart');
    const confirm = await other.post('/api/admin/account/totp/confirm', { code: '123456' });
    expect(confirm.status).toBe(409);
    expect(confirm.body).toMatchObject({ message: staffMessages.totpNotStarted });
  });
});

describe('signing in with a second factor', () => {
  it('asks for the second factor after the password; the code signs in, its replay is refused', async () => {
    const { secret } = await enrol('tina');
    clock.advance(TOTP_STEP_MS);
    const client = server.client();
    const login = await client.login('tina');
    expect(login.body).toEqual({ next: 'second-factor', methods: ['totp', 'recovery-code'] });
    expect((await client.get('/api/admin/user')).status).toBe(401);
    const code = totpCode(secret, clock());
    const signedIn = await client.post<AdminUser>('/api/admin/login/second-factor', { code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.username).toBe('tina');
    expect((await client.get('/api/admin/user')).status).toBe(200);

    // The same code again, in the same 30 s, from another sign-in: refused.
    const again = server.client();
    await again.login('tina');
    const replay = await again.post('/api/admin/login/second-factor', { code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: staffMessages.codeWrong });
    clock.advance(TOTP_STEP_MS);
    const next = await again.post('/api/admin/login/second-factor', { code: totpCode(secret, clock()) });
    expect(next.status).toBe(200);
  });

  it('the code that confirmed enrolment cannot sign in again', async () => {
    const { secret } = await enrol('ursula');
    const client = server.client();
    await client.login('ursula');
    const replay = await client.post('/api/admin/login/second-factor', { code: totpCode(secret, clock()) });
    expect(replay.status).toBe(401);
  });

  it('a recovery code signs in once, in any letter case and without its dash', async () => {
    const { codes } = await enrol('rita');
    const [first, second] = codes as [string, string];
    const client = server.client();
    await client.login('rita');
    const used = await client.post<AdminUser>('/api/admin/login/second-factor', {
      recoveryCode: first.toLowerCase().replace('-', ''),
    });
    expect(used.status).toBe(200);
    expect(used.body.secondFactor.recoveryCodesLeft).toBe(9);
    const again = server.client();
    await again.login('rita');
    const reused = await again.post('/api/admin/login/second-factor', { recoveryCode: first });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ message: staffMessages.recoveryCodeWrong });
    expect((await again.post('/api/admin/login/second-factor', { recoveryCode: second })).status).toBe(200);
  });

  it('new recovery codes (password required) replace the old ones', async () => {
    const { client, codes } = await enrol('nina');
    expect(
      (await client.post('/api/admin/account/recovery-codes', { password: 'falsch-falsch' })).status,
    ).toBe(403);
    const fresh = await client.post<RecoveryCodes>('/api/admin/account/recovery-codes', {
      password: 'correct horse battery staple',
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    const other = server.client();
    await other.login('nina');
    expect((await other.post('/api/admin/login/second-factor', { recoveryCode: codes[0] })).status).toBe(401);
    expect(
      (await other.post('/api/admin/login/second-factor', { recoveryCode: fresh.body.recoveryCodes[0] }))
        .status,
    ).toBe(200);
  });

  it('wrong codes count against the login throttle: the sixth try is locked out (429)', async () => {
    const { secret } = await enrol('gesperrt');
    const client = server.client();
    await client.login('gesperrt');
    for (let i = 0; i < LIMITS.perUserAndAddress; i += 1) {
      expect((await client.post('/api/admin/login/second-factor', { code: '000000' })).status).toBe(401);
    }
    clock.advance(TOTP_STEP_MS);
    const locked = await client.post('/api/admin/login/second-factor', { code: totpCode(secret, clock()) });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: TOO_MANY });
    clock.advance(LIMITS.windowSeconds * 1000);
  });

  it('the step after the password lasts ten minutes; a second-factor call without it is 401', async () => {
    const { secret } = await enrol('langsam');
    const client = server.client();
    await client.login('langsam');
    clock.advance(10 * 60_000 + TOTP_STEP_MS);
    const late = await client.post('/api/admin/login/second-factor', { code: totpCode(secret, clock()) });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: staffMessages.stepExpired });
    const none = await server.client().post('/api/admin/login/second-factor', { code: '123456' });
    expect(none.status).toBe(401);
  });

  it('bad input is a German 400 naming the field, never a 500', async () => {
    const client = server.client();
    for (const [body, field] of [
      [{ code: 'x'.repeat(10_000) }, 'code'],
      [{ code: 12 }, 'code'],
      [{ recoveryCode: '' }, 'recoveryCode'],
    ] as const) {
      const response = await client.post('/api/admin/login/second-factor', body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual([field]);
    }
    const both = await client.post('/api/admin/login/second-factor', {
      code: '123456',
      recoveryCode: 'ABCDE-FGHJK',
    });
    expect(both.status).toBe(400);
  });
});

describe("an owner resets another person's second factor", () => {
  it('removes the factor, ends their sessions, and their next sign-in leads to enrolment', async () => {
    const { client: person } = await enrol('vergesslich');
    const { client: owner } = await enrol('inhaber-reset');
    const id = (await server.app.services.users.findByName('vergesslich'))!.id;
    const reset = await owner.post<{ ended: number }>(`/api/admin/team/${id}/reset-2fa`);
    expect(reset.status).toBe(200);
    expect(reset.body.ended).toBe(1);
    expect((await person.get('/api/admin/user')).status).toBe(401);
    expect((await server.client().login('vergesslich')).body).toEqual({ next: 'enrol' });
  });
});

/** DELETE /api/admin/account/totp, confirmed with `password`. */
const removeApp = (client: TestClient, password: string) =>
  client.request('DELETE', '/api/admin/account/totp', { body: { password } });
/** The signed-in person's second factors, as the control centre reads them. */
const factorsOf = async (client: TestClient) =>
  (await client.get<AdminUser>('/api/admin/user')).body.secondFactor;

describe('removing one’s own authenticator app (DELETE /api/admin/account/totp)', () => {
  it('is refused where a second factor is required and it is the only one, and needs the password', async () => {
    const { client } = await enrol('nur-app');
    const wrong = await removeApp(client, 'falsch-falsch');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ errors: { password: staffMessages.passwordWrong } });
    const refused = await removeApp(client, TEST_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: staffMessages.factorRequired });
    expect(await factorsOf(client)).toMatchObject({ totp: true });
  });

  it('where it is optional, removes the app and, without a passkey, the recovery codes; then there is nothing to remove', async () => {
    const optional = await startTestServer({ env: { STAFF_2FA: 'optional' }, clock });
    onTestFinished(() => optional.close());
    await optional.createUser('freiwillig');
    const client = optional.client();
    await client.login('freiwillig');
    const { body } = await client.post<TotpEnrolment>('/api/admin/account/totp', { password: TEST_PASSWORD });
    await client.post('/api/admin/account/totp/confirm', { code: totpCode(body.secret, clock()) });
    expect(await factorsOf(client)).toEqual({ totp: true, passkeys: 0, recoveryCodesLeft: 10 });

    const removed = await removeApp(client, TEST_PASSWORD);
    expect(removed.status).toBe(204);
    expect(await factorsOf(client)).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
    const again = await removeApp(client, TEST_PASSWORD);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: staffMessages.noFactor });
  });
});
