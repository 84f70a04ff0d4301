import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSession, TeamMember } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import type { Role } from '@shared/roles.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

let server: TestServer;
let owner: TestClient;
let ownerId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.adminClient('chefin');
  ownerId = (await server.app.services.users.findByName('chefin'))!.id;
});
afterAll(() => server.close());

async function member(username: string, role: Role): Promise<{ id: number; client: TestClient }> {
  const user = await server.app.services.users.create(username, TEST_PASSWORD, role);
  const client = server.client();
  expect((await client.login(username)).status).toBe(200);
  return { id: user.id, client };
}

const memberOf = async (id: number) =>
  (await owner.get<TeamMember[]>('/api/admin/team')).body.find((row) => row.id === id);

describe('the team screen', () => {
  it('lists every account with name, e-mail, role, second factor, last sign-in and state', async () => {
    const { id } = await member('liste', 'editor');
    const row = await memberOf(id);
    expect(row).toEqual({
      id,
      username: 'liste',
      displayName: 'liste',
      email: null,
      role: 'editor',
      secondFactor: false,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      active: true,
      createdAt: expect.any(String),
      pendingEmail: null,
    });
  });

  it("a role change takes effect at once and ends that person's sessions", async () => {
    const { id, client } = await member('wechsel', 'recruiter');
    const changed = await owner.patch<TeamMember>(`/api/admin/team/${id}`, { role: 'editor' });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('editor');
    expect((await client.get('/api/admin/user')).status).toBe(401);
    const again = server.client();
    await again.login('wechsel');
    expect((await again.get('/api/admin/applications')).status).toBe(403);
  });

  it('disabling ends the sessions at once and refuses the sign-in; enabling again lets them in', async () => {
    const { id, client } = await member('gesperrt', 'recruiter');
    expect((await owner.patch(`/api/admin/team/${id}`, { active: false })).status).toBe(200);
    expect((await client.get('/api/admin/user')).status).toBe(401);
    const refused = await server.client().login('gesperrt');
    expect([refused.status, refused.body]).toEqual([403, { message: staffMessages.accountDisabled }]);
    expect((await memberOf(id))?.active).toBe(false);
    await owner.patch(`/api/admin/team/${id}`, { active: true });
    expect((await server.client().login('gesperrt')).status).toBe(200);
  });

  it('keeps at least one active owner: the last one cannot be demoted, disabled or deleted', async () => {
    const demote = await owner.patch(`/api/admin/team/${ownerId}`, { role: 'admin' });
    expect([demote.status, demote.body]).toEqual([409, { message: staffMessages.lastOwner }]);
    const { id: second, client: secondOwner } = await member('zweite', 'owner');
    // Disabling oneself is never allowed; deleting oneself neither.
    expect((await owner.patch(`/api/admin/team/${ownerId}`, { active: false })).status).toBe(403);
    expect((await owner.delete(`/api/admin/team/${ownerId}`)).status).toBe(403);
    expect((await secondOwner.patch(`/api/admin/team/${ownerId}`, { active: false })).status).toBe(200);
    const last = await secondOwner.delete(`/api/admin/team/${second}`);
    expect(last.status).toBe(403);
    const lastDemote = await secondOwner.patch(`/api/admin/team/${second}`, { role: 'editor' });
    expect(lastDemote.status).toBe(409);
    expect((await secondOwner.patch(`/api/admin/team/${ownerId}`, { active: true })).status).toBe(200);
    owner = server.client();
    await owner.login('chefin');
  });

  it('administration manages everyone but owners', async () => {
    const { client: admin } = await member('verwaltung', 'admin');
    const { id: editor } = await member('redakteur', 'editor');
    expect((await admin.patch(`/api/admin/team/${editor}`, { role: 'recruiter' })).status).toBe(200);
    const toOwner = await admin.patch(`/api/admin/team/${editor}`, { role: 'owner' });
    expect([toOwner.status, toOwner.body]).toEqual([403, { message: staffMessages.ownersOnly }]);
    expect((await admin.patch(`/api/admin/team/${ownerId}`, { active: false })).status).toBe(403);
    expect((await admin.delete(`/api/admin/team/${ownerId}`)).status).toBe(403);
    expect((await admin.post(`/api/admin/team/${editor}/reset-2fa`)).status).toBe(403);
  });

  it('deleting an account ends its sessions; unknown ids are 404, bad input a German 400 naming the field', async () => {
    const { id, client } = await member('weg', 'editor');
    expect((await owner.delete(`/api/admin/team/${id}`)).status).toBe(204);
    expect((await client.get('/api/admin/user')).status).toBe(401);
    expect((await owner.delete(`/api/admin/team/${id}`)).status).toBe(404);
    const role = await owner.patch(`/api/admin/team/${ownerId}`, { role: 'superuser' });
    expect(role.status).toBe(400);
    expect(role.body).toMatchObject({ errors: { role: staffMessages.role } });
    const empty = await owner.patch(`/api/admin/team/${ownerId}`, {});
    expect(empty.status).toBe(400);
  });

  it('owners and administration end all sessions of another person', async () => {
    const { id, client } = await member('viele', 'recruiter');
    const other = server.client();
    await other.login('viele');
    const ended = await owner.delete<{ ended: number }>(`/api/admin/team/${id}/sessions`);
    expect(ended.body).toEqual({ ended: 2 });
    expect((await client.get('/api/admin/user')).status).toBe(401);
    expect((await other.get('/api/admin/user')).status).toBe(401);
  });
});

describe('Angemeldete Geräte', () => {
  it('lists my sessions with device, address and times, marks this one; ends one or all but this one', async () => {
    await server.createUser('geraete');
    const desktop = server.client();
    await desktop.request('POST', '/api/admin/login', {
      body: { username: 'geraete', password: TEST_PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) agentur-desktop/0.1.0 Chrome/140.0 Electron/38.0.0 Safari/537.36',
      },
    });
    const browser = server.client();
    await browser.request('POST', '/api/admin/login', {
      body: { username: 'geraete', password: TEST_PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      },
    });
    const third = server.client();
    await third.login('geraete');
    const listed = await browser.get<StaffSession[]>('/api/admin/sessions');
    expect(listed.body).toHaveLength(3);
    const current = listed.body.find((session) => session.current)!;
    expect(current).toMatchObject({ kind: 'browser', device: 'Safari auf macOS', ip: '127.0.0.1' });
    expect(listed.body.find((session) => session.kind === 'desktop')?.device).toBe('Desktop-App auf Windows');
    expect(JSON.stringify(listed.body)).not.toContain(browser.cookies.get('agency.sid')!);

    const desktopId = listed.body.find((session) => session.kind === 'desktop')!.id;
    expect((await browser.delete(`/api/admin/sessions/${desktopId}`)).status).toBe(204);
    expect((await desktop.get('/api/admin/user')).status).toBe(401);
    expect((await browser.delete(`/api/admin/sessions/${desktopId}`)).status).toBe(404);

    expect((await browser.delete<{ ended: number }>('/api/admin/sessions')).body).toEqual({ ended: 1 });
    expect((await third.get('/api/admin/user')).status).toBe(401);
    expect((await browser.get<StaffSession[]>('/api/admin/sessions')).body).toHaveLength(1);
  });

  it("another person's session cannot be ended through my list", async () => {
    await server.createUser('fremd');
    const stranger = server.client();
    await stranger.login('fremd');
    const [theirs] = (await stranger.get<StaffSession[]>('/api/admin/sessions')).body;
    expect((await owner.delete(`/api/admin/sessions/${theirs!.id}`)).status).toBe(404);
    expect((await stranger.get('/api/admin/user')).status).toBe(200);
  });

  it('a password change ends the other sessions unless asked not to', async () => {
    await server.createUser('wechselt');
    const here = server.client();
    await here.login('wechselt');
    const there = server.client();
    await there.login('wechselt');
    const changed = await here.post<{ endedSessions: number }>('/api/admin/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'quiet river copper tulip',
    });
    expect(changed.body).toEqual({ endedSessions: 1 });
    expect((await here.get('/api/admin/user')).status).toBe(200);
    expect((await there.get('/api/admin/user')).status).toBe(401);
    const wrong = await here.post('/api/admin/account/password', {
      currentPassword: 'falsch',
      newPassword: 'another quiet river',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { currentPassword: staffMessages.passwordWrong } });
  });

  it('the display name changes with the password; the address in use may be sent along unchanged', async () => {
    await server.createUser('profil');
    const client = server.client();
    await client.login('profil');
    const changed = await client.patch('/api/admin/account', {
      displayName: 'Pro Fil',
      password: TEST_PASSWORD,
    });
    expect(changed.body).toMatchObject({ displayName: 'Pro Fil', email: null });
    const noPassword = await client.patch('/api/admin/account', { displayName: 'X Y' });
    expect(noPassword.status).toBe(400);
    // A new address waits for its link (tests/integration/server/routes/admin/email-change.test.ts);
    // this server sends no mail, so the team screen sets it, and the same one again changes nothing.
    const id = (await server.app.services.users.findByName('profil'))!.id;
    expect(
      (await owner.post(`/api/admin/team/${id}/email`, { email: 'Profil@Agentur.example' })).status,
    ).toBe(200);
    const same = await client.patch('/api/admin/account', {
      displayName: 'Pro Fil',
      email: 'profil@agentur.example',
      password: TEST_PASSWORD,
    });
    expect(same.body).toMatchObject({ displayName: 'Pro Fil', email: 'profil@agentur.example' });
    await server.createUser('profil2');
    const other = (await server.app.services.users.findByName('profil2'))!.id;
    const taken = await owner.post(`/api/admin/team/${other}/email`, { email: 'PROFIL@agentur.example' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: { email: staffMessages.emailTaken } });
  });
});

describe('STAFF_2FA=optional', () => {
  it('recovery codes left over without a factor open nothing: the password alone signs in', async () => {
    const user = await server.app.services.users.create('ohne-faktor', TEST_PASSWORD, 'editor');
    await server
      .knex('recovery_codes')
      .insert({ userId: user.id, codeHash: 'übrig', createdAt: new Date().toISOString() });
    const login = await server.client().login('ohne-faktor');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'ohne-faktor' });
  });
});
