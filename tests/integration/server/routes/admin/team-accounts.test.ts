import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationCreated, PasswordResetIssued, TeamMember } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { staffMessages } from '@shared/staff-texts.js';
import { RESET_REQUESTED } from '@server/routes/admin/staff-links.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The team screen's account rules (issue 37): a reset link made by an owner or administration,
 * making someone owner with the password, ending one's own other sessions, and invitations that
 * carry their inviter's rights. Without SMTP: links are answered to be handed over.
 */
let server: TestServer;
let owner: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.adminClient('hauptinhaberin');
});
afterAll(() => server.close());

async function member(username: string, role: Role): Promise<{ id: number; client: TestClient }> {
  const user = await server.app.services.users.create(username, TEST_PASSWORD, role);
  const client = server.client();
  expect((await client.login(username)).status).toBe(200);
  return { id: user.id, client };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function invite(client: TestClient, email: string, role: Role) {
  const created = await client.post<InvitationCreated>('/api/admin/team/invitations', {
    name: 'Neue Person',
    email,
    role,
  });
  expect(created.status).toBe(201);
  return { id: created.body.invitation.id, token: tokenOf(created.body.link!) };
}

const accept = (token: string, username: string) =>
  server
    .client()
    .post('/api/admin/invitations/accept', { token, username, password: 'amber falcon river stone' });

describe('Passwort zurücksetzen on the team screen', () => {
  it('an owner makes a reset link for anyone; without SMTP it is answered once and works once', async () => {
    const { id, client: theirs } = await member('vergesslich', 'editor');
    const issued = await owner.post<PasswordResetIssued>(`/api/admin/team/${id}/password-reset`);
    expect(issued.status).toBe(201);
    expect(issued.body.mailed).toBe(false);
    expect(issued.body.link).toMatch(
      new RegExp(`^${server.config.siteOrigin}/admin/passwort-zuruecksetzen\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const token = tokenOf(issued.body.link!);
    // Recorded for the owner, without the token.
    const logged = await server
      .knex('activity_log')
      .where({ action: 'password-reset', entityId: String(id) });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain(token);

    const done = await server
      .client()
      .post('/api/admin/password-reset/confirm', { token, password: 'copper meadow lantern violet' });
    expect(done.status).toBe(204);
    expect((await theirs.get('/api/admin/user')).status).toBe(401);
    expect((await server.client().login('vergesslich', 'copper meadow lantern violet')).status).toBe(200);
  });

  it('administration resets non-owners only; others may not; unknown is 404, a disabled account 409', async () => {
    const { client: admin } = await member('verwalter', 'admin');
    const { id: editor } = await member('redaktion-r', 'editor');
    const { id: otherOwner } = await member('mitinhaber', 'owner');
    const { client: recruiter } = await member('recruiterin', 'recruiter');
    expect((await admin.post(`/api/admin/team/${editor}/password-reset`)).status).toBe(201);
    const refused = await admin.post(`/api/admin/team/${otherOwner}/password-reset`);
    expect([refused.status, refused.body]).toEqual([403, { message: staffMessages.ownersOnly }]);
    expect((await recruiter.post(`/api/admin/team/${editor}/password-reset`)).status).toBe(403);
    expect((await owner.post(`/api/admin/team/${otherOwner}/password-reset`)).status).toBe(201);
    expect((await owner.post('/api/admin/team/99999/password-reset')).status).toBe(404);
    await owner.patch(`/api/admin/team/${editor}`, { active: false });
    const disabled = await owner.post(`/api/admin/team/${editor}/password-reset`);
    expect([disabled.status, disabled.body]).toEqual([409, { message: staffMessages.resetDisabled }]);
  });

  it('"Passwort vergessen" without SMTP points to the team screen, not to a new invitation', async () => {
    const asked = await server
      .client()
      .post('/api/admin/password-reset', { email: 'jemand@agentur.example' });
    expect([asked.status, asked.body]).toEqual([202, { message: RESET_REQUESTED.noMail }]);
    expect(RESET_REQUESTED.noMail).not.toContain('Einladung');
    expect(RESET_REQUESTED.noMail).toContain('Passwort im Team-Bereich zurücksetzen');
  });
});

describe('making someone owner', () => {
  it("needs the acting owner's password: missing or wrong is 403 (counted by the throttle)", async () => {
    const { id } = await member('befoerdert', 'admin');
    const missing = await owner.patch(`/api/admin/team/${id}`, { role: 'owner' });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      message: staffMessages.ownerPasswordNeeded,
      errors: { password: staffMessages.ownerPasswordNeeded },
    });
    const failures = async () =>
      Number((await server.knex('login_failures').where({ scope: 'user' }).sum({ n: 'count' }).first())!.n);
    const failuresBefore = await failures();
    const wrong = await owner.patch(`/api/admin/team/${id}`, { role: 'owner', password: 'falsch' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ errors: { password: staffMessages.passwordWrong } });
    expect(await failures()).toBe(failuresBefore + 1);
    expect((await server.app.services.users.findById(id))!.role).toBe('admin');

    const made = await owner.patch<TeamMember>(`/api/admin/team/${id}`, {
      role: 'owner',
      password: TEST_PASSWORD,
    });
    expect(made.status).toBe(200);
    expect(made.body.role).toBe('owner');
    const passwordOnly = await owner.patch(`/api/admin/team/${id}`, { password: TEST_PASSWORD });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.body).toMatchObject({ errors: { role: staffMessages.teamChange } });
    // Other changes need no password.
    expect((await owner.patch(`/api/admin/team/${id}`, { role: 'admin' })).status).toBe(200);
  });

  it('administration still cannot, with or without a password', async () => {
    const { client: admin } = await member('verwaltung2', 'admin');
    const { id } = await member('kandidat', 'editor');
    const refused = await admin.patch(`/api/admin/team/${id}`, { role: 'owner', password: TEST_PASSWORD });
    expect([refused.status, refused.body]).toEqual([403, { message: staffMessages.ownersOnly }]);
  });
});

describe('Sitzungen beenden on one’s own row', () => {
  it('ends all my other sessions but never the current one', async () => {
    const { id, client: here } = await member('selbst', 'admin');
    const there = server.client();
    await there.login('selbst');
    const ended = await here.delete<{ ended: number }>(`/api/admin/team/${id}/sessions`);
    expect([ended.status, ended.body]).toEqual([200, { ended: 1 }]);
    expect((await here.get('/api/admin/user')).status).toBe(200);
    expect((await there.get('/api/admin/user')).status).toBe(401);
  });
});

describe('invitations carry their inviter’s rights', () => {
  it('are withdrawn (and recorded) when the inviter is disabled or deleted', async () => {
    const { id: adminId, client: admin } = await member('einlader1', 'admin');
    const { id: invitationId, token } = await invite(admin, 'eins@agentur.example', 'admin');
    expect((await owner.patch(`/api/admin/team/${adminId}`, { active: false })).status).toBe(200);
    const row = await server.knex('invitations').where({ id: invitationId }).first();
    expect(row.revokedAt).not.toBeNull();
    const logged = await server
      .knex('activity_log')
      .where({ action: 'invitation-revoke', entityId: `invitation-${invitationId}` });
    expect(logged).toHaveLength(1);
    expect((await accept(token, 'eins')).status).toBe(410);

    const { id: secondId, client: second } = await member('einlader2', 'admin');
    const { token: token2 } = await invite(second, 'zwei@agentur.example', 'recruiter');
    expect((await owner.delete(`/api/admin/team/${secondId}`)).status).toBe(204);
    expect((await accept(token2, 'zwei')).status).toBe(410);
    expect(await server.app.services.users.findByName('zwei')).toBeUndefined();
  });

  it('a demotion withdraws only what the inviter can no longer grant', async () => {
    const { id: ownerId, client: second } = await member('einlader3', 'owner');
    const { id: ownerInvitation, token: ownerToken } = await invite(second, 'drei@agentur.example', 'owner');
    const { token: editorToken } = await invite(second, 'vier@agentur.example', 'editor');
    expect((await owner.patch(`/api/admin/team/${ownerId}`, { role: 'admin' })).status).toBe(200);
    expect(
      (await server.knex('invitations').where({ id: ownerInvitation }).first()).revokedAt,
    ).not.toBeNull();
    expect((await accept(ownerToken, 'drei')).status).toBe(410);
    expect((await accept(editorToken, 'vier')).status).toBe(200);
  });

  it('are checked again at accept: an inviter who lost the right meanwhile gives a German 410', async () => {
    const { id: adminId, client: admin } = await member('einlader5', 'admin');
    const { token } = await invite(admin, 'fuenf@agentur.example', 'recruiter');
    // A change that did not go through the team screen (an older installation's open invitation).
    await server.knex('admin_users').where({ id: adminId }).update({ role: 'editor' });
    const preview = await server.client().post('/api/admin/invitations/check', { token });
    expect([preview.status, preview.body]).toEqual([410, { message: staffMessages.invitationInviterGone }]);
    const refused = await accept(token, 'fuenf');
    expect([refused.status, refused.body]).toEqual([410, { message: staffMessages.invitationInviterGone }]);
    await server
      .knex('admin_users')
      .where({ id: adminId })
      .update({ role: 'admin', disabledAt: new Date().toISOString() });
    expect((await accept(token, 'fuenf')).status).toBe(410);
    await server.knex('admin_users').where({ id: adminId }).update({ disabledAt: null });
    expect((await accept(token, 'fuenf')).status).toBe(200);
  });

  it('a demotion and an accept at once: the invitation is withdrawn or was accepted first, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id: inviterId, client: inviter } = await member(`gleichzeitig${round}`, 'owner');
      const { token } = await invite(inviter, `gleichzeitig${round}@agentur.example`, 'owner');
      const [demoted, accepted] = await Promise.all([
        owner.patch(`/api/admin/team/${inviterId}`, { role: 'admin' }),
        accept(token, `neu-gleichzeitig${round}`),
      ]);
      expect(demoted.status).toBe(200);
      expect([200, 410]).toContain(accepted.status);
      const invitation = await server
        .knex('invitations')
        .where({ email: `gleichzeitig${round}@agentur.example` })
        .first();
      // Exactly one of the two happened to the invitation.
      expect([invitation.acceptedAt === null, invitation.revokedAt === null].sort()).toEqual([false, true]);
    }
  });

  it('only owners withdraw an owner invitation', async () => {
    const { client: admin } = await member('verwaltung3', 'admin');
    const { id } = await invite(owner, 'inhaber-neu@agentur.example', 'owner');
    const refused = await admin.delete(`/api/admin/team/invitations/${id}`);
    expect([refused.status, refused.body]).toEqual([
      403,
      { message: staffMessages.ownerInvitationOwnersOnly },
    ]);
    expect((await server.knex('invitations').where({ id }).first()).revokedAt).toBeNull();
    const { id: editorInvitation } = await invite(owner, 'redaktion-neu@agentur.example', 'editor');
    expect((await admin.delete(`/api/admin/team/invitations/${editorInvitation}`)).status).toBe(204);
    expect((await owner.delete(`/api/admin/team/invitations/${id}`)).status).toBe(204);
  });
});

describe('links once, even at once', () => {
  it('four parallel confirms of one reset link: exactly one succeeds, the others are 410', async () => {
    const { id } = await member('vierfach', 'editor');
    const issued = await owner.post<PasswordResetIssued>(`/api/admin/team/${id}/password-reset`);
    const token = tokenOf(issued.body.link!);
    const answers = await Promise.all(
      ['first', 'second', 'third', 'fourth'].map((word) =>
        server
          .client()
          .post('/api/admin/password-reset/confirm', { token, password: `${word} copper meadow lantern` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([204, 410, 410, 410]);
    const winner = ['first', 'second', 'third', 'fourth'][
      answers.findIndex((answer) => answer.status === 204)
    ];
    expect((await server.client().login('vierfach', `${winner} copper meadow lantern`)).status).toBe(200);
  });

  it('four parallel accepts of one invitation: exactly one account', async () => {
    const { token } = await invite(owner, 'parallel@agentur.example', 'editor');
    const answers = await Promise.all(['par1', 'par2', 'par3', 'par4'].map((name) => accept(token, name)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410, 410]);
    expect(await server.knex('admin_users').where({ email: 'parallel@agentur.example' })).toHaveLength(1);
  });
});
