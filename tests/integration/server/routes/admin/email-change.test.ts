import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, AdminUser, TeamMember } from '@shared/api-types.js';
import { EMAIL_CHANGE } from '@shared/constants.js';
import { staffMessages } from '@shared/staff-texts.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * A new e-mail address of a staff account takes effect only once its owner confirms the link
 * mailed to it (POST /api/admin/account/email/confirm, no session needed); the address in use is
 * told. Without mail settings nobody changes their own address: the team screen does it.
 */
const CONFIRM = '/api/admin/account/email/confirm';
const HOUR = 3_600_000;
const clock = manualClock(Date.UTC(2026, 11, 9, 9, 0, 0));
let smtp: TestSmtpServer;
let server: TestServer;
let mails = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'kontrollzentrum@agentur.example' },
    clock,
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The mails sent since the last call, by recipient. */
async function sentMails(count: number): Promise<Map<string, ReceivedMail>> {
  await server.app.alertSender!.runDue();
  const received = await Promise.all(Array.from({ length: count }, (_, index) => smtp.mail(mails + index)));
  mails += count;
  await server.app.alertSender!.idle();
  expect(smtp.received).toHaveLength(mails);
  return new Map(received.map((mail) => [mail.envelopeTo.join(','), mail]));
}
const tokenIn = (mail: ReceivedMail) => /\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

/** A Redaktion account with an address, signed in. */
async function editorWith(username: string, email: string): Promise<{ id: number; client: TestClient }> {
  const client = await server.memberClient(username, 'editor');
  const user = (await server.app.services.users.findByName(username))!;
  await server.knex('admin_users').where({ id: user.id }).update({ email });
  return { id: user.id, client };
}
const changeTo = (client: TestClient, email: string) =>
  client.patch<AdminUser>('/api/admin/account', { email, password: TEST_PASSWORD });
const storedEmail = async (id: number) =>
  ((await server.knex('admin_users').where({ id }).first('email')) as { email: string | null }).email;
const logOf = async (owner: TestClient, action: string, entityId: number) =>
  (await owner.get<ActivityEntry[]>(`/api/admin/activity?action=${action}&entity=team&entityId=${entityId}`))
    .body;

describe('a new e-mail address with mail settings', () => {
  it('takes effect only once its link is confirmed; the old address is told; the link works once', async () => {
    const owner = await server.adminClient('mail-chefin');
    const { id, client } = await editorWith('redakteurin', 'alt@agentur.example');
    const asked = await changeTo(client, 'Neu@Agentur.example');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      email: 'alt@agentur.example',
      pendingEmail: 'neu@agentur.example',
      emailChange: 'mail',
    });
    expect(await storedEmail(id)).toBe('alt@agentur.example');
    expect((await client.get<AdminUser>('/api/admin/user')).body).toMatchObject({
      email: 'alt@agentur.example',
      pendingEmail: 'neu@agentur.example',
    });
    const team = (await owner.get<TeamMember[]>('/api/admin/team')).body.find((row) => row.id === id);
    expect(team).toMatchObject({ email: 'alt@agentur.example', pendingEmail: 'neu@agentur.example' });

    const sent = await sentMails(2);
    const link = sent.get('neu@agentur.example')!;
    expect(link.text).toContain(`${server.config.siteOrigin}/admin/e-mail-bestaetigen?token=`);
    expect(link.text).toContain('48 Stunden');
    const notice = sent.get('alt@agentur.example')!;
    expect(notice.subject).toContain('E-Mail-Adresse');
    expect(notice.text).toContain('neu@agentur.example');
    expect(notice.text).not.toContain('token=');
    const token = tokenIn(link);
    expect(JSON.stringify(await server.knex('email_changes').select())).not.toContain(token);

    // Opened on another device: no session, no cookie.
    const confirmed = await server.client().post(CONFIRM, { token });
    expect([confirmed.status, confirmed.text]).toEqual([204, '']);
    expect(await storedEmail(id)).toBe('neu@agentur.example');
    expect((await client.get<AdminUser>('/api/admin/user')).body).toMatchObject({
      email: 'neu@agentur.example',
      pendingEmail: null,
    });
    const again = await server.client().post(CONFIRM, { token });
    expect([again.status, again.body]).toEqual([410, { message: staffMessages.linkUsed }]);

    expect(await logOf(owner, 'email-change', id)).toMatchObject([
      {
        actor: { name: 'redakteurin' },
        changes: { pendingEmail: { before: null, after: 'neu@agentur.example' } },
      },
    ]);
    expect(await logOf(owner, 'email-confirm', id)).toMatchObject([
      {
        actor: { id, name: 'redakteurin' },
        changes: { email: { before: 'alt@agentur.example', after: 'neu@agentur.example' } },
      },
    ]);
  });

  it('a link older than 48 hours answers 410, the address stays', async () => {
    const { id, client } = await editorWith('spaet', 'spaet@agentur.example');
    expect((await changeTo(client, 'spaet-neu@agentur.example')).status).toBe(200);
    const token = tokenIn((await sentMails(2)).get('spaet-neu@agentur.example')!);
    clock.advance(EMAIL_CHANGE.linkHours * HOUR);
    const late = await server.client().post(CONFIRM, { token });
    expect([late.status, late.body]).toEqual([410, { message: staffMessages.linkExpired }]);
    expect(await storedEmail(id)).toBe('spaet@agentur.example');
  });

  it('a newer request, a resend, a withdrawal and a new password each end the older link', async () => {
    const { id, client } = await editorWith('wechselhaft', 'w@agentur.example');
    await changeTo(client, 'w1@agentur.example');
    const first = tokenIn((await sentMails(2)).get('w1@agentur.example')!);
    await changeTo(client, 'w2@agentur.example');
    const second = tokenIn((await sentMails(2)).get('w2@agentur.example')!);
    const superseded = await server.client().post(CONFIRM, { token: first });
    expect([superseded.status, superseded.body]).toEqual([
      410,
      { message: staffMessages.emailChangeSuperseded },
    ]);

    // Again, to the address waiting only: the address in use was told already.
    const resent = await client.post<AdminUser>('/api/admin/account/email/resend');
    expect(resent.body).toMatchObject({ pendingEmail: 'w2@agentur.example' });
    const third = tokenIn((await sentMails(1)).get('w2@agentur.example')!);
    expect((await server.client().post(CONFIRM, { token: second })).status).toBe(410);

    const withdrawn = await client.delete('/api/admin/account/email');
    expect(withdrawn.body).toMatchObject({ email: 'w@agentur.example', pendingEmail: null });
    expect((await server.client().post(CONFIRM, { token: third })).status).toBe(410);
    const nothing = await client.delete('/api/admin/account/email');
    expect([nothing.status, nothing.body]).toEqual([409, { message: staffMessages.emailChangeNonePending }]);

    await changeTo(client, 'w3@agentur.example');
    const fourth = tokenIn((await sentMails(2)).get('w3@agentur.example')!);
    expect(
      (
        await client.post('/api/admin/account/password', {
          currentPassword: TEST_PASSWORD,
          newPassword: 'violet tractor meadow lantern',
          endOtherSessions: false,
        })
      ).status,
    ).toBe(200);
    expect((await server.client().post(CONFIRM, { token: fourth })).status).toBe(410);
    expect(await storedEmail(id)).toBe('w@agentur.example');
  });

  it('refuses an unknown or malformed link, an address of another account, and more than 5 requests an hour', async () => {
    const unknown = await server.client().post(CONFIRM, { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body]).toEqual([404, { message: staffMessages.linkInvalid }]);
    const malformed = await server.client().post(CONFIRM, { token: 'kurz' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: { token: staffMessages.token } });

    await editorWith('besetzt', 'besetzt@agentur.example');
    const { client } = await editorWith('eilig', 'eilig@agentur.example');
    const taken = await changeTo(client, 'Besetzt@agentur.example');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: { email: staffMessages.emailTaken } });
    for (let index = 1; index <= EMAIL_CHANGE.perHour; index += 1) {
      expect((await changeTo(client, `eilig${index}@agentur.example`)).status).toBe(200);
    }
    const limited = await changeTo(client, 'eilig-zu-viel@agentur.example');
    expect([limited.status, limited.body]).toEqual([429, { message: staffMessages.emailChangesTooMany }]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Every request told the address in use. A link superseded before the sender took it is not
    // sent at all (the sender wakes with each request, so how many went out before varies).
    await server.app.alertSender!.runDue();
    await server.app.alertSender!.idle();
    const recent = smtp.received.slice(mails);
    mails = smtp.received.length;
    const [told, links] = [
      recent.filter((mail) => mail.envelopeTo[0] === 'eilig@agentur.example'),
      recent.filter((mail) => mail.envelopeTo[0] !== 'eilig@agentur.example'),
    ];
    expect(told).toHaveLength(EMAIL_CHANGE.perHour);
    expect(links.length).toBeLessThanOrEqual(EMAIL_CHANGE.perHour);
    expect(links.at(-1)!.envelopeTo).toEqual([`eilig${EMAIL_CHANGE.perHour}@agentur.example`]);
  });

  it('on the team screen the new address is confirmed by its owner as well', async () => {
    const owner = await server.adminClient('team-chefin');
    const { id } = await editorWith('kollegin', 'kollegin@agentur.example');
    const set = await owner.post<TeamMember>(`/api/admin/team/${id}/email`, {
      email: 'k-neu@agentur.example',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      email: 'kollegin@agentur.example',
      pendingEmail: 'k-neu@agentur.example',
    });
    const token = tokenIn((await sentMails(2)).get('k-neu@agentur.example')!);
    expect((await server.client().post(CONFIRM, { token })).status).toBe(204);
    expect(await storedEmail(id)).toBe('k-neu@agentur.example');
  });
});

describe('without mail settings', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('nobody changes their own address; owners and administration set it on the team screen at once', async () => {
    const editor = await plain.memberClient('ohne-mail', 'editor');
    const id = (await plain.app.services.users.findByName('ohne-mail'))!.id;
    expect((await editor.get<AdminUser>('/api/admin/user')).body).toMatchObject({
      emailChange: 'team',
      pendingEmail: null,
    });
    const refused = await editor.patch('/api/admin/account', {
      displayName: 'Ohne Mail',
      email: 'selbst@agentur.example',
      password: TEST_PASSWORD,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: staffMessages.emailChangeNeedsMail,
      errors: { email: staffMessages.emailChangeNeedsMail },
    });
    // The name alone still changes.
    expect(
      (await editor.patch('/api/admin/account', { displayName: 'Ohne Mail', password: TEST_PASSWORD })).body,
    ).toMatchObject({ displayName: 'Ohne Mail', email: null });

    const admin = await plain.memberClient('verwaltung', 'admin');
    const set = await admin.post<TeamMember>(`/api/admin/team/${id}/email`, {
      email: 'Gesetzt@Agentur.example',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ email: 'gesetzt@agentur.example', pendingEmail: null });
    expect((await editor.get<AdminUser>('/api/admin/user')).body).toMatchObject({
      email: 'gesetzt@agentur.example',
    });

    const owner = await plain.adminClient('plain-chefin');
    const ownerId = (await plain.app.services.users.findByName('plain-chefin'))!.id;
    const notTheirs = await admin.post(`/api/admin/team/${ownerId}/email`, { email: 'x@agentur.example' });
    expect([notTheirs.status, notTheirs.body]).toEqual([403, { message: staffMessages.ownersOnly }]);
    expect((await editor.post(`/api/admin/team/${id}/email`, { email: 'y@agentur.example' })).status).toBe(
      403,
    );
    const badAddress = await admin.post(`/api/admin/team/${id}/email`, { email: 'kein-at' });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({ errors: { email: staffMessages.email } });

    const logged = (
      await owner.get<ActivityEntry[]>(`/api/admin/activity?action=update&entity=team&entityId=${id}`)
    ).body;
    expect(logged[0]).toMatchObject({
      actor: { name: 'verwaltung' },
      changes: { email: { before: null, after: 'gesetzt@agentur.example' } },
    });
    expect(await plain.knex('mail_outbox').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });
});
