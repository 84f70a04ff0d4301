import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationCreated, RecoveryCodes, StaffSession, TotpEnrolment } from '@shared/api-types.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { totpCode } from '@tests/helpers/totp.js';

/** Staff accounts' changes and sign-ins in the activity log, with who did them and no secret. */
let server: TestServer;
let owner: TestClient;
const clock = manualClock(Date.UTC(2026, 10, 26, 10, 0, 0));
beforeAll(async () => {
  server = await startTestServer({ clock });
  await server.knex('activity_log').delete();
  owner = await server.adminClient('protokoll-chefin');
});
afterAll(() => server.close());

const rows = () => server.knex('activity_log').orderBy('id');
const last = async (action: string) => (await rows()).filter((row) => row.action === action).at(-1);

describe('the activity log records staff accounts', () => {
  it('sign-ins, failed ones (the typed name only when an account has it) and sign-outs', async () => {
    const signIn = await last('sign-in');
    expect(signIn).toMatchObject({ actorName: 'protokoll-chefin', entity: 'sessions', actorIp: '127.0.0.1' });
    await server.client().login('protokoll-chefin', 'falsches passwort');
    expect(await last('sign-in-failed')).toMatchObject({ actorName: 'protokoll-chefin' });
    await server.client().login('mein-geheimes-passwort-im-namensfeld', 'x');
    const unknown = await last('sign-in-failed');
    expect(unknown).toMatchObject({ actorId: null, actorName: 'Unbekannt' });
    expect(JSON.stringify(await rows())).not.toContain('mein-geheimes-passwort');
    const leaving = server.client();
    await leaving.login('protokoll-chefin');
    await leaving.post('/api/admin/logout');
    expect(await last('sign-out')).toMatchObject({ actorName: 'protokoll-chefin' });
  });

  it('role changes, disabling, invitations, factor changes, password changes and ended sessions, without secrets', async () => {
    const member = await server.app.services.users.create('protokoll-team', TEST_PASSWORD, 'recruiter');
    expect((await owner.patch(`/api/admin/team/${member.id}`, { role: 'editor' })).status).toBe(200);
    expect(JSON.parse((await last('role-change')).changes)).toMatchObject({
      role: { before: 'recruiter', after: 'editor' },
    });
    await owner.patch(`/api/admin/team/${member.id}`, { active: false });
    expect(await last('account-disable')).toMatchObject({
      actorName: 'protokoll-chefin',
      entity: 'team',
      entityId: String(member.id),
    });

    const invited = await owner.post<InvitationCreated>('/api/admin/team/invitations', {
      name: 'Protokoll Neu',
      email: 'protokoll-neu@agentur.example',
      role: 'editor',
    });
    const token = new URL(invited.body.link!).searchParams.get('token')!;
    expect(await last('invitation')).toMatchObject({ actorName: 'protokoll-chefin' });
    const newcomer = server.client();
    await newcomer.post('/api/admin/invitations/accept', {
      token,
      username: 'protokoll-neu',
      password: 'violet tractor meadow lantern',
    });
    expect(await last('invitation-accept')).toMatchObject({ actorName: 'Protokoll Neu' });

    const { body: enrolment } = await newcomer.post<TotpEnrolment>('/api/admin/account/totp', {
      password: 'violet tractor meadow lantern',
    });
    const { body: codes } = await newcomer.post<RecoveryCodes>('/api/admin/account/totp/confirm', {
      code: totpCode(enrolment.secret, clock()),
    });
    expect(await last('totp-enable')).toMatchObject({ actorName: 'Protokoll Neu' });
    expect(await last('recovery-codes')).toMatchObject({ actorName: 'Protokoll Neu' });

    const other = server.client();
    await other.login('protokoll-chefin');
    const [otherSession] = (await owner.get<StaffSession[]>('/api/admin/sessions')).body.filter(
      (session) => !session.current,
    );
    expect((await owner.delete(`/api/admin/sessions/${otherSession!.id}`)).status).toBe(204);
    expect(await last('session-end')).toMatchObject({ actorName: 'protokoll-chefin', entity: 'sessions' });
    await owner.post('/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'quiet river copper tulip',
    });
    expect(await last('password-change')).toMatchObject({ actorName: 'protokoll-chefin' });

    const everything = JSON.stringify(await rows());
    for (const secret of [
      enrolment.secret,
      token,
      ...codes.recoveryCodes,
      'quiet river copper tulip',
      TEST_PASSWORD,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(await server.app.services.activityLog.verify()).toMatchObject({ ok: true });
  });
});
