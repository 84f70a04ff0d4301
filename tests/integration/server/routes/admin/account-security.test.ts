import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecoveryCodes, StaffSession, TotpEnrolment } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { totpCode, TOTP_STEP_MS } from '@tests/helpers/totp.js';

const LIMITS = { perUserAndAddress: 5, perAddress: 500, perUser: 50, windowSeconds: 15 * 60 };
const NEW_PASSWORD = 'violet tractor meadow lantern';
const HOUR_MS = 60 * 60_000;

let server: TestServer;
const clock = manualClock(Date.UTC(2026, 10, 28, 9, 0, 0));
beforeAll(async () => {
  server = await startTestServer({ env: { STAFF_2FA: 'required' }, clock, throttleLimits: LIMITS });
});
afterAll(() => server.close());

const idOf = async (username: string) => (await server.app.services.users.findByName(username))!.id;

/** Signs `username` (new) in up to enrolment and sets up TOTP: a signed-in session and its key. */
async function enrol(username: string): Promise<{ client: TestClient; secret: string; codes: string[] }> {
  await server.createUser(username);
  const client = server.client();
  expect((await client.login(username)).body).toEqual({ next: 'enrol' });
  const { body } = await client.post<TotpEnrolment>('/api/admin/account/totp');
  const confirmed = await client.post<RecoveryCodes>('/api/admin/account/totp/confirm', {
    code: totpCode(body.secret, clock()),
  });
  expect(confirmed.status).toBe(200);
  // The code just used counts as used: the next step gives a fresh one.
  clock.advance(TOTP_STEP_MS);
  return { client, secret: body.secret, codes: confirmed.body.recoveryCodes! };
}

/** Another browser that passed `username`'s password and now waits at enrolment. */
async function waitingAtEnrolment(username: string): Promise<TestClient> {
  const attacker = server.client();
  expect((await attacker.login(username)).body).toEqual({ next: 'enrol' });
  return attacker;
}

/** Another browser that passed `username`'s password and now waits for the second factor. */
async function waitingForSecondFactor(username: string): Promise<TestClient> {
  const attacker = server.client();
  expect((await attacker.login(username)).body).toMatchObject({ next: 'second-factor' });
  return attacker;
}

/** The attacker's enrolment, once its sign-in was ended: 401 at every step. */
async function expectEnded(attacker: TestClient, secret?: string) {
  if (secret) {
    const confirm = await attacker.post('/api/admin/account/totp/confirm', {
      code: totpCode(secret, clock()),
    });
    expect(confirm.status).toBe(401);
  }
  expect((await attacker.post('/api/admin/account/totp')).status).toBe(401);
  expect((await attacker.post('/api/admin/account/passkeys/options')).status).toBe(401);
}

describe('half-finished sign-ins belong to their person', () => {
  it('are stored with their person, and "Angemeldete Geräte" still lists only signed-in sessions', async () => {
    const { client } = await enrol('besitz-liste');
    await waitingForSecondFactor('besitz-liste');
    const rows = await server.knex('sessions').where({ userId: await idOf('besitz-liste') });
    expect(rows).toHaveLength(2);
    const listed = await client.get<StaffSession[]>('/api/admin/sessions');
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]!.current).toBe(true);
  });

  it('a new password from the command line ends a sign-in waiting at enrolment (the attack of the issue)', async () => {
    await server.createUser('opfer-cli');
    const attacker = await waitingAtEnrolment('opfer-cli');
    const { body } = await attacker.post<TotpEnrolment>('/api/admin/account/totp');
    expect(body.secret).toBeTruthy();
    await server.app.services.users.setPassword('opfer-cli', NEW_PASSWORD);
    await expectEnded(attacker, body.secret);
    expect((await server.app.services.users.findByName('opfer-cli'))!.totpSecret).toBeNull();
  });

  it('a new password through a reset link ends it too (what the reset confirm does)', async () => {
    await server.createUser('opfer-reset');
    const attacker = await waitingAtEnrolment('opfer-reset');
    const { body } = await attacker.post<TotpEnrolment>('/api/admin/account/totp');
    const id = await idOf('opfer-reset');
    await server.app.services.users.changePassword(id, NEW_PASSWORD, {
      field: 'password',
      actor: { id, name: 'opfer-reset', ip: null },
      action: 'password-reset',
    });
    await expectEnded(attacker, body.secret);
  });

  it("the victim's own enrolment ends the attacker's enrolment step", async () => {
    await server.createUser('opfer-enrol');
    const attacker = await waitingAtEnrolment('opfer-enrol');
    const { body: theirs } = await attacker.post<TotpEnrolment>('/api/admin/account/totp');
    const victim = await waitingAtEnrolment('opfer-enrol');
    const { body: mine } = await victim.post<TotpEnrolment>('/api/admin/account/totp');
    expect(mine.secret).not.toBe(theirs.secret);
    const confirmed = await victim.post('/api/admin/account/totp/confirm', {
      code: totpCode(mine.secret, clock()),
    });
    expect(confirmed.status).toBe(200);
    await expectEnded(attacker, theirs.secret);
    expect((await victim.get('/api/admin/user')).status).toBe(200);
  });

  it('a password change that keeps the other devices still ends the half-finished sign-ins', async () => {
    const { client: victim, secret } = await enrol('opfer-passwort');
    const attacker = await waitingForSecondFactor('opfer-passwort');
    const changed = await victim.post<{ endedSessions: number }>('/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      endOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    const late = await attacker.post('/api/admin/login/second-factor', { code: totpCode(secret, clock()) });
    expect([late.status, late.body]).toEqual([401, { message: staffMessages.stepExpired }]);
    expect((await victim.get('/api/admin/user')).status).toBe(200);
  });

  it('ending the other sessions on the account screen ends them too', async () => {
    const { client: victim, secret } = await enrol('opfer-abmelden');
    const attacker = await waitingForSecondFactor('opfer-abmelden');
    expect((await victim.delete('/api/admin/sessions')).status).toBe(200);
    const late = await attacker.post('/api/admin/login/second-factor', { code: totpCode(secret, clock()) });
    expect([late.status, late.body]).toEqual([401, { message: staffMessages.stepExpired }]);
  });

  it('"Sitzungen beenden", disabling, a role change, a factor reset and deletion on the team screen end them', async () => {
    const { client: owner } = await enrol('besitz-inhaber');
    const actions: Array<[string, (id: number) => Promise<{ status: number }>]> = [
      ['sessions', (id) => owner.delete(`/api/admin/team/${id}/sessions`)],
      ['disable', (id) => owner.patch(`/api/admin/team/${id}`, { active: false })],
      ['role', (id) => owner.patch(`/api/admin/team/${id}`, { role: 'editor' })],
      ['reset-2fa', (id) => owner.post(`/api/admin/team/${id}/reset-2fa`)],
      ['delete', (id) => owner.delete(`/api/admin/team/${id}`)],
    ];
    for (const [name, act] of actions) {
      const username = `opfer-team-${name}`;
      await server.createUser(username);
      const attacker = await waitingAtEnrolment(username);
      const { body } = await attacker.post<TotpEnrolment>('/api/admin/account/totp');
      const id = await idOf(username);
      expect((await act(id)).status, name).toBeLessThan(300);
      expect(await server.knex('sessions').where({ userId: id }), name).toEqual([]);
      await expectEnded(attacker, body.secret);
    }
  });

  it('the enrolment routes keep the 12 h absolute limit of a signed-in session', async () => {
    const { client } = await enrol('zwoelf-stunden');
    // Busy all day: a request every hour keeps the idle timeout from ending the session first.
    for (let hour = 1; hour < 12; hour += 1) {
      clock.advance(HOUR_MS);
      const poke = await client.post('/api/admin/account/totp/confirm', { code: '123456' });
      expect(poke.status, `hour ${hour}`).toBe(409);
    }
    clock.advance(HOUR_MS);
    const late = await client.post('/api/admin/account/totp', { password: TEST_PASSWORD });
    expect(late.status).toBe(401);
    expect((await client.get('/api/admin/user')).status).toBe(401);
  });
});

describe('step-up with the password (a signed-in account changing its factors)', () => {
  it('setting up or replacing the app and new recovery codes need the password, even right after sign-in', async () => {
    const { client } = await enrol('stufe-eins');
    for (const path of ['/api/admin/account/totp', '/api/admin/account/recovery-codes']) {
      const missing = await client.post(path);
      expect([missing.status, missing.body], path).toEqual([
        403,
        { message: staffMessages.stepUpRequired, errors: { password: staffMessages.password } },
      ]);
    }
    const wrong = await client.post('/api/admin/account/totp', { password: 'falsch-falsch' });
    expect([wrong.status, wrong.body]).toEqual([
      403,
      { message: staffMessages.stepUpWrong, errors: { password: staffMessages.passwordWrong } },
    ]);
    const right = await client.post<TotpEnrolment>('/api/admin/account/totp', { password: TEST_PASSWORD });
    expect(right.status).toBe(200);
    for (const body of [{ password: 12 }, { password: 'x'.repeat(5000) }]) {
      expect((await client.post('/api/admin/account/totp', body)).status).toBe(400);
    }
  });

  it('missing and wrong passwords count against the login throttle (429 once locked)', async () => {
    const { client } = await enrol('stufe-sperre');
    for (let i = 0; i < LIMITS.perUserAndAddress; i += 1) {
      const body = i % 2 === 0 ? {} : { password: 'falsch-falsch' };
      expect((await client.post('/api/admin/account/totp', body)).status).toBe(403);
    }
    const locked = await client.post('/api/admin/account/totp', { password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    clock.advance(LIMITS.windowSeconds * 1000);
    expect((await client.post('/api/admin/account/totp', { password: TEST_PASSWORD })).status).toBe(200);
  });

  it('removing the app needs the password (403 without)', async () => {
    const { client } = await enrol('stufe-entfernen');
    const missing = await client.request('DELETE', '/api/admin/account/totp', { body: {} });
    expect([missing.status, missing.body]).toEqual([
      403,
      { message: staffMessages.stepUpRequired, errors: { password: staffMessages.password } },
    ]);
  });
});

describe('one set-up, one secret', () => {
  it('answers the same key until it is confirmed or 10 minutes pass', async () => {
    await server.createUser('ein-schluessel');
    const client = await waitingAtEnrolment('ein-schluessel');
    const first = await client.post<TotpEnrolment>('/api/admin/account/totp');
    clock.advance(4 * 60_000);
    const again = await client.post<TotpEnrolment>('/api/admin/account/totp');
    expect(again.body).toEqual(first.body);
    const confirmed = await client.post('/api/admin/account/totp/confirm', {
      code: totpCode(first.body.secret, clock()),
    });
    expect(confirmed.status).toBe(200);

    // Signed in now: a replacement is a new set-up with a key of its own, kept for 10 minutes.
    const replacement = await client.post<TotpEnrolment>('/api/admin/account/totp', {
      password: TEST_PASSWORD,
    });
    expect(replacement.body.secret).not.toBe(first.body.secret);
    clock.advance(9 * 60_000);
    const reload = await client.post<TotpEnrolment>('/api/admin/account/totp', { password: TEST_PASSWORD });
    expect(reload.body.secret).toBe(replacement.body.secret);
    clock.advance(60_000);
    const late = await client.post('/api/admin/account/totp/confirm', {
      code: totpCode(replacement.body.secret, clock()),
    });
    expect([late.status, late.body]).toEqual([409, { message: staffMessages.totpNotStarted }]);
    const fresh = await client.post<TotpEnrolment>('/api/admin/account/totp', { password: TEST_PASSWORD });
    expect(fresh.body.secret).not.toBe(replacement.body.secret);
  });
});

describe('"Neu einrichten": replacing the authenticator app', () => {
  it('the old app works until a code of the new one confirms it; the recovery codes stay', async () => {
    const { client, secret: old, codes } = await enrol('neues-handy');
    const started = await client.post<TotpEnrolment>('/api/admin/account/totp', { password: TEST_PASSWORD });
    expect(started.status).toBe(200);
    const fresh = started.body.secret;

    // Meanwhile the old phone still signs in.
    const meanwhile = await waitingForSecondFactor('neues-handy');
    expect(
      (await meanwhile.post('/api/admin/login/second-factor', { code: totpCode(old, clock()) })).status,
    ).toBe(200);
    clock.advance(TOTP_STEP_MS);

    const wrong = await client.post('/api/admin/account/totp/confirm', { code: totpCode(old, clock()) });
    expect(wrong.status).toBe(400);
    const confirmed = await client.post<{ recoveryCodes: string[] | null }>(
      '/api/admin/account/totp/confirm',
      { code: totpCode(fresh, clock()) },
    );
    expect([confirmed.status, confirmed.body]).toEqual([200, { recoveryCodes: null }]);
    clock.advance(TOTP_STEP_MS);

    const withOld = await waitingForSecondFactor('neues-handy');
    const refused = await withOld.post('/api/admin/login/second-factor', { code: totpCode(old, clock()) });
    expect(refused.status).toBe(401);
    const withNew = await waitingForSecondFactor('neues-handy');
    expect(
      (await withNew.post('/api/admin/login/second-factor', { code: totpCode(fresh, clock()) })).status,
    ).toBe(200);
    const withCode = await waitingForSecondFactor('neues-handy');
    expect((await withCode.post('/api/admin/login/second-factor', { recoveryCode: codes[0] })).status).toBe(
      200,
    );
  });
});
