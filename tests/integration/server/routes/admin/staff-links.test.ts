import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminUser,
  InvitationCreated,
  InvitationPreview,
  Invitation,
  PasswordResetIssued,
} from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startSmtpServer, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { RESET_REQUESTED } from '@server/routes/admin/staff-links.js';

const NEW_PASSWORD = 'violet tractor meadow lantern';
const clock = manualClock(Date.UTC(2026, 10, 26, 9, 0, 0));
let smtp: TestSmtpServer;
let server: TestServer;
let owner: TestClient;
let mails = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Mail without staff alerts: SMTP_URL and a sender, no NOTIFY_EMAIL.
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'kontrollzentrum@agentur.example' },
    clock,
  });
  owner = await server.adminClient('inhaberin');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The next mail the SMTP server receives, and the token its link carries. */
async function nextMail() {
  await server.app.alertSender!.runDue();
  const mail = await smtp.mail(mails++);
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  return { mail, token: token! };
}

describe('invitations by e-mail', () => {
  it('mails a link (stored only as a hash) that lets the person choose username and password; it works once', async () => {
    const created = await owner.post<InvitationCreated>('/api/admin/team/invitations', {
      name: 'Lena Neu',
      email: 'Lena@Agentur.example',
      role: 'recruiter',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      mailed: true,
      link: null,
      invitation: { name: 'Lena Neu', email: 'lena@agentur.example', role: 'recruiter' },
    });

    const { mail, token } = await nextMail();
    expect(mail.envelopeTo).toEqual(['lena@agentur.example']);
    expect(mail.subject).toContain('Einladung');
    expect(mail.text).toContain(`${server.config.siteOrigin}/admin/einladung?token=`);
    expect(mail.text).toContain('Recruiting');
    // Not in the database: neither the token nor anything it could be read from without the key.
    const rows = JSON.stringify(await server.knex('invitations').select());
    expect(rows).not.toContain(token);

    const listed = await owner.get<Invitation[]>('/api/admin/team/invitations');
    expect(listed.body.map((invitation) => invitation.email)).toContain('lena@agentur.example');

    const preview = await server.client().post<InvitationPreview>('/api/admin/invitations/check', { token });
    expect(preview.body).toEqual({ name: 'Lena Neu', email: 'lena@agentur.example', role: 'recruiter' });

    const newcomer = server.client();
    const accepted = await newcomer.post<AdminUser>('/api/admin/invitations/accept', {
      token,
      username: 'lena',
      password: NEW_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      username: 'lena',
      displayName: 'Lena Neu',
      role: 'recruiter',
      email: 'lena@agentur.example',
    });
    expect((await newcomer.get('/api/admin/applications')).status).toBe(200);
    expect((await newcomer.get('/api/admin/faqs')).status).toBe(403);

    const reused = await server
      .client()
      .post('/api/admin/invitations/accept', { token, username: 'lena2', password: NEW_PASSWORD });
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({ message: staffMessages.linkUsed });
    expect(
      (await owner.get<Invitation[]>('/api/admin/team/invitations')).body.map((i) => i.email),
    ).not.toContain('lena@agentur.example');
  });

  it('an expired, revoked or unknown link gets a clear German answer, never a 500', async () => {
    await owner.post('/api/admin/team/invitations', {
      name: 'Alt Eingeladen',
      email: 'alt@agentur.example',
      role: 'editor',
    });
    const { token: late } = await nextMail();
    const revokedInvitation = await owner.post<InvitationCreated>('/api/admin/team/invitations', {
      name: 'Zurück Gezogen',
      email: 'zurueck@agentur.example',
      role: 'editor',
    });
    const { token: revoked } = await nextMail();
    expect(
      (await owner.delete(`/api/admin/team/invitations/${revokedInvitation.body.invitation.id}`)).status,
    ).toBe(204);
    const revokedAnswer = await server.client().post('/api/admin/invitations/check', { token: revoked });
    expect([revokedAnswer.status, revokedAnswer.body]).toEqual([410, { message: staffMessages.linkRevoked }]);

    clock.advance(72 * 3_600_000);
    // The owner's session has expired meanwhile as well.
    owner = server.client();
    await owner.login('inhaberin');
    const expired = await server
      .client()
      .post('/api/admin/invitations/accept', { token: late, username: 'spaet', password: NEW_PASSWORD });
    expect([expired.status, expired.body]).toEqual([410, { message: staffMessages.linkExpired }]);
    const unknown = await server.client().post('/api/admin/invitations/check', { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body]).toEqual([404, { message: staffMessages.linkInvalid }]);
  });

  it('refuses an e-mail address already taken, an unknown role, a 10,000-character name; only owners invite owners', async () => {
    const taken = await owner.post('/api/admin/team/invitations', {
      name: 'Doppelt',
      email: 'lena@agentur.example',
      role: 'editor',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: { email: staffMessages.emailTaken } });
    const role = await owner.post('/api/admin/team/invitations', {
      name: 'Rolle',
      email: 'rolle@agentur.example',
      role: 'chef',
    });
    expect(role.status).toBe(400);
    expect(role.body).toMatchObject({ errors: { role: staffMessages.role } });
    const long = await owner.post('/api/admin/team/invitations', {
      name: 'n'.repeat(10_000),
      email: 'lang@agentur.example',
      role: 'editor',
    });
    expect(long.status).toBe(400);
    expect(Object.keys((long.body as { errors: object }).errors)).toEqual(['name']);

    await server.app.services.users.create('verwalterin', TEST_PASSWORD, 'admin');
    const admin = server.client();
    await admin.login('verwalterin');
    const ownerInvite = await admin.post('/api/admin/team/invitations', {
      name: 'Neue Inhaberin',
      email: 'inh@agentur.example',
      role: 'owner',
    });
    expect(ownerInvite.status).toBe(403);
    expect(ownerInvite.body).toEqual({ message: staffMessages.ownersOnly });
  });

  it('a chosen password is held to the policy, a taken username refused, each naming the field', async () => {
    await owner.post('/api/admin/team/invitations', {
      name: 'Pia Policy',
      email: 'pia@agentur.example',
      role: 'editor',
    });
    const { token } = await nextMail();
    const weak = await server
      .client()
      .post('/api/admin/invitations/accept', { token, username: 'pia', password: 'passwort' });
    expect(weak.status).toBe(400);
    expect(Object.keys((weak.body as { errors: object }).errors)).toEqual(['password']);
    expect((weak.body as { errors: { password: string } }).errors.password).toMatch(/Passwort/);
    const taken = await server
      .client()
      .post('/api/admin/invitations/accept', { token, username: 'LENA', password: NEW_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: { username: staffMessages.usernameTaken } });
    expect(
      (
        await server
          .client()
          .post('/api/admin/invitations/accept', { token, username: 'pia', password: NEW_PASSWORD })
      ).status,
    ).toBe(200);
  });
});

describe('forgotten password', () => {
  it('mails a link valid for an hour; it sets a new password once, ends every session and keeps the second factor', async () => {
    const before = server.client();
    await before.login('lena', NEW_PASSWORD);
    const asked = await server.client().post('/api/admin/password-reset', { email: 'LENA@agentur.example' });
    expect([asked.status, asked.body]).toEqual([202, { message: RESET_REQUESTED.mailed }]);
    const { mail, token } = await nextMail();
    expect(mail.envelopeTo).toEqual(['lena@agentur.example']);
    expect(mail.text).toContain('/admin/passwort-zuruecksetzen?token=');
    expect(JSON.stringify(await server.knex('password_resets').select())).not.toContain(token);

    expect((await server.client().post('/api/admin/password-reset/check', { token })).status).toBe(204);
    const weak = await server.client().post('/api/admin/password-reset/confirm', { token, password: 'kurz' });
    expect(weak.status).toBe(400);
    const done = await server
      .client()
      .post('/api/admin/password-reset/confirm', { token, password: 'orange glacier whisper candle' });
    expect(done.status).toBe(204);
    expect((await before.get('/api/admin/user')).status).toBe(401);
    expect((await server.client().login('lena', 'orange glacier whisper candle')).status).toBe(200);
    const again = await server
      .client()
      .post('/api/admin/password-reset/confirm', { token, password: 'another fine long phrase' });
    expect([again.status, again.body]).toEqual([410, { message: staffMessages.linkUsed }]);
  });

  it('answers the same for an unknown address and sends nothing; a link expires after an hour or once the password changed', async () => {
    const unknown = await server
      .client()
      .post('/api/admin/password-reset', { email: 'niemand@agentur.example' });
    expect([unknown.status, unknown.body]).toEqual([202, { message: RESET_REQUESTED.mailed }]);
    await server.app.alertSender!.runDue();
    expect(smtp.received).toHaveLength(mails);

    await server.client().post('/api/admin/password-reset', { email: 'lena@agentur.example' });
    const { token: late } = await nextMail();
    await server.client().post('/api/admin/password-reset', { email: 'lena@agentur.example' });
    const { token: superseded } = await nextMail();
    clock.advance(30 * 60_000);
    const lena = server.client();
    await lena.login('lena', 'orange glacier whisper candle');
    await lena.post('/api/admin/account/password', {
      currentPassword: 'orange glacier whisper candle',
      newPassword: 'silver harbor compass ribbon',
    });
    const afterChange = await server
      .client()
      .post('/api/admin/password-reset/confirm', { token: superseded, password: 'another fine long phrase' });
    expect(afterChange.status).toBe(410);
    clock.advance(31 * 60_000);
    const expired = await server.client().post('/api/admin/password-reset/check', { token: late });
    expect(expired.status).toBe(410);
  });

  it('is throttled like the login (429 after too many requests from one address)', async () => {
    let status = 202;
    for (let i = 0; i < 40 && status === 202; i += 1) {
      status = (
        await server.client().post('/api/admin/password-reset', { email: `flut${i}@agentur.example` })
      ).status;
    }
    expect(status).toBe(429);
    clock.advance(16 * 60_000);
  });
});

describe('a reset link from the team screen', () => {
  it('is mailed like "Passwort vergessen" when SMTP is on (no link answered); an account without address gets the link', async () => {
    const lena = (await server.app.services.users.findByName('lena'))!;
    const issued = await owner.post<PasswordResetIssued>(`/api/admin/team/${lena.id}/password-reset`);
    expect([issued.status, issued.body]).toEqual([201, { mailed: true, link: null }]);
    const { mail, token } = await nextMail();
    expect(mail.envelopeTo).toEqual(['lena@agentur.example']);
    expect(mail.text).toContain(`${server.config.siteOrigin}/admin/passwort-zuruecksetzen?token=`);
    expect((await server.client().post('/api/admin/password-reset/check', { token })).status).toBe(204);

    const silent = await server.app.services.users.create('ohne-adresse', TEST_PASSWORD, 'editor');
    const handed = await owner.post<PasswordResetIssued>(`/api/admin/team/${silent.id}/password-reset`);
    expect(handed.status).toBe(201);
    expect(handed.body.mailed).toBe(false);
    expect(handed.body.link).toContain('/admin/passwort-zuruecksetzen?token=');
  });
});

describe('without SMTP', () => {
  it('the inviter sees the link once to pass on by hand', async () => {
    const plain = await startTestServer({ clock });
    try {
      const client = await plain.adminClient('ohnemail');
      const created = await client.post<InvitationCreated>('/api/admin/team/invitations', {
        name: 'Hand Weiter',
        email: 'hand@agentur.example',
        role: 'editor',
      });
      expect(created.body.mailed).toBe(false);
      expect(created.body.link).toMatch(
        new RegExp(`^${plain.config.siteOrigin}/admin/einladung\\?token=[A-Za-z0-9_-]{43}$`),
      );
      const token = new URL(created.body.link!).searchParams.get('token');
      expect((await plain.client().post('/api/admin/invitations/check', { token })).status).toBe(200);
      // Listed later without the link.
      expect(JSON.stringify((await client.get('/api/admin/team/invitations')).body)).not.toContain(token);
      const reset = await plain.client().post('/api/admin/password-reset', { email: 'hand@agentur.example' });
      expect([reset.status, reset.body]).toEqual([202, { message: RESET_REQUESTED.noMail }]);
    } finally {
      await plain.close();
    }
  });
});
