import { afterEach, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRM_RESEND_MINUTES,
  newsletterConsentText,
  newsletterMessages,
  newsletterValidation,
} from '@shared/newsletter.js';
import type { NewsletterOverview } from '@shared/api-types.js';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { blockHash, isBlocked, unsubscribeToken } from '@server/services/newsletter/keys.js';
import { newsletterUnavailableReasons } from '@server/services/newsletter/subscribers.js';
import { startSmtpServer, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { captureLogs, startTestServer, TEST_PASSWORD, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The newsletter's subscribers end to end (issue 40), on SQLite and PostgreSQL, with the real
 * test SMTP server: the double opt-in sign-up and its mail, the confirmation, the one-click
 * unsubscribe (RFC 8058) and the block list, the purge of unconfirmed sign-ups, the overview and
 * health, and that no address or token reaches the log.
 */

const PUBLIC_URL = 'https://agentur.example';
const HOUR_MS = 3_600_000;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  server: TestServer;
  smtp: TestSmtpServer;
  lines: Array<Record<string, unknown>>;
}

async function withMail(env: Record<string, string> = {}): Promise<Setup> {
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  const { logger, lines } = captureLogs('info');
  const server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Streamwelt <website@agentur.example>', ...env },
    logger,
  });
  cleanups.push(() => server.close());
  return { server, smtp, lines };
}

async function withoutMail(): Promise<TestServer> {
  const server = await startTestServer({ env: { PUBLIC_URL } });
  cleanups.push(() => server.close());
  return server;
}

const signUp = (server: TestServer, email: string, extra: Record<string, unknown> = {}) =>
  server.client().post('/api/newsletter', { email, consent: true, ...extra });

/** Waits until the sender worked through what is queued, and answers how many mails arrived. */
async function sent(setup: Setup): Promise<number> {
  await setup.server.app.alertSender!.idle();
  return setup.smtp.received.length;
}

const tokenIn = (text: string) => {
  const match = /\/newsletter\/bestaetigen\?token=([A-Za-z0-9_.%-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in:\n${text}`);
  return decodeURIComponent(match[1]!);
};

interface Row {
  id: number;
  email: string;
  status: string;
  consentTextId: number;
  confirmedAt: unknown;
  unsubscribeNonce: string;
}
const rows = async (server: TestServer) =>
  (await server.knex('newsletter_subscribers').orderBy('id')) as Row[];

const unsubscribe = (server: TestServer, token: string, body: string, contentType: string) =>
  server.client().request('POST', `/newsletter/abmelden?token=${encodeURIComponent(token)}`, {
    rawBody: body,
    // A mail provider posts from elsewhere, without a cookie.
    headers: { 'content-type': contentType, origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' },
  });

describe('the newsletter sign-up (double opt-in)', () => {
  it('mails a confirmation link; the link confirms once, then says it was used; no address in the log', async () => {
    const setup = await withMail();
    const { server, smtp, lines } = setup;
    const answer = await signUp(server, '  Lena@Example.COM ');
    expect(answer.status, answer.text).toBe(202);
    expect(answer.body).toEqual({ message: newsletterMessages.signUpAccepted });
    const [row] = await rows(server);
    expect(row).toMatchObject({ email: 'lena@example.com', status: 'pending', confirmedAt: null });
    // The proof of consent: the version of the text agreed to, stored once.
    const text = (await server
      .knex('newsletter_consent_texts')
      .where({ id: row!.consentTextId })
      .first()) as {
      text: string;
    };
    expect(text.text).toBe(newsletterConsentText(server.app.services.siteSettings.current().name));

    expect(await sent(setup)).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['lena@example.com']);
    expect(mail.subject).toBe('Bitte bestätige deine Anmeldung zum Newsletter');
    expect(mail.text).toContain(`${PUBLIC_URL}/newsletter/bestaetigen?token=`);
    expect(mail.text).toContain(`${NEWSLETTER_CONFIRM_HOURS} Stunden gültig`);
    expect(mail.text).toContain('ignoriere diese E-Mail');
    const token = tokenIn(mail.text);
    // Only the token's hash is stored.
    expect(JSON.stringify(await rows(server))).not.toContain(token);

    const subscribers = server.app.services.newsletterSubscribers;
    expect(await subscribers.linkState(token)).toBe('valid');
    // Reading the state never confirms.
    expect((await rows(server))[0]!.status).toBe('pending');
    const confirmed = await server.client().post('/api/newsletter/confirm', { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ message: newsletterMessages.confirmed });
    expect((await rows(server))[0]).toMatchObject({ status: 'confirmed' });
    expect((await rows(server))[0]!.confirmedAt).not.toBeNull();
    expect(await subscribers.linkState(token)).toBe('used');
    const again = await server.client().post('/api/newsletter/confirm', { token });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: newsletterMessages.linkUsed });

    const owner = await server.adminClient('newsletter-owner');
    const overview = await owner.get<NewsletterOverview>('/api/admin/newsletter');
    expect(overview.status).toBe(200);
    expect(overview.body).toEqual({
      offered: true,
      reason: null,
      counts: { confirmed: 1, pending: 0, unsubscribed: 0 },
      ratePerMinute: 120,
    });

    const logged = JSON.stringify(lines);
    expect(logged).toContain('newsletter.sign-up');
    expect(logged.toLowerCase()).not.toContain('lena@example.com');
    expect(logged).not.toContain(token);
  });

  it('answers the same 202 for a new, pending, confirmed and blocked address; mails only where it should', async () => {
    const setup = await withMail();
    const { server } = setup;
    const subscribers = server.app.services.newsletterSubscribers;
    const accepted = { status: 202, body: { message: newsletterMessages.signUpAccepted } };
    const pick = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

    // New.
    expect(pick(await signUp(server, 'new@example.com'))).toEqual(accepted);
    expect(await sent(setup)).toBe(1);
    // Pending, again at once: no second mail within the resend pause.
    expect(pick(await signUp(server, 'new@example.com'))).toEqual(accepted);
    expect(await sent(setup)).toBe(1);
    // After the pause: a new link, and the first one no longer works.
    server.clock.advance(NEWSLETTER_CONFIRM_RESEND_MINUTES * 60_000);
    expect(pick(await signUp(server, 'new@example.com'))).toEqual(accepted);
    expect(await sent(setup)).toBe(2);
    const first = tokenIn(setup.smtp.received[0]!.text);
    const second = tokenIn(setup.smtp.received[1]!.text);
    expect(second).not.toBe(first);
    expect(await subscribers.linkState(first)).toBe('invalid');
    expect((await server.client().post('/api/newsletter/confirm', { token: second })).status).toBe(200);
    // Confirmed: nothing happens, no mail.
    expect(pick(await signUp(server, 'NEW@example.com'))).toEqual(accepted);
    expect(await sent(setup)).toBe(2);
    expect((await rows(server)).map(({ status }) => status)).toEqual(['confirmed']);
    // Blocked (unsubscribed earlier): a new pending sign-up with a mail; the block stays until confirmed.
    const key = server.app.services.newsletterKey;
    await server
      .knex('newsletter_blocklist')
      .insert({ emailHash: blockHash(key, 'gone@example.com'), blockedAt: new Date() });
    expect(pick(await signUp(server, 'gone@example.com'))).toEqual(accepted);
    expect(await sent(setup)).toBe(3);
    expect(await isBlocked(server.knex, key, 'gone@example.com')).toBe(true);
    const blockedToken = tokenIn(setup.smtp.received[2]!.text);
    expect((await server.client().post('/api/newsletter/confirm', { token: blockedToken })).status).toBe(200);
    expect(await isBlocked(server.knex, key, 'gone@example.com')).toBe(false);
    // The honeypot gets the same answer and stores nothing.
    expect(pick(await signUp(server, 'bot@example.com', { hp_field: 'x' }))).toEqual(accepted);
    expect((await rows(server)).map(({ email }) => email)).toEqual(['new@example.com', 'gone@example.com']);
    expect(await sent(setup)).toBe(3);
  });

  it('refuses invalid input with German 400s, unknown links with 404, expired ones with 410', async () => {
    const setup = await withMail();
    const { server } = setup;
    const bad = await signUp(server, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(newsletterValidation.email);
    const noConsent = await server
      .client()
      .post('/api/newsletter', { email: 'a@example.com', consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.text).toContain(newsletterValidation.consent);
    const missing = await server.client().post('/api/newsletter', { email: 'a@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(newsletterValidation.consent);
    const form = await server.client().request('POST', '/api/newsletter', {
      rawBody: 'email=a%40example.com&consent=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const badToken = await server.client().post('/api/newsletter/confirm', { token: 'short' });
    expect(badToken.status).toBe(400);
    expect(badToken.text).toContain(newsletterValidation.token);
    const unknown = await server.client().post('/api/newsletter/confirm', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: newsletterMessages.linkInvalid });
    expect(await rows(server)).toEqual([]);

    // Expiry, on the app's clock.
    expect((await signUp(server, 'late@example.com')).status).toBe(202);
    expect(await sent(setup)).toBe(1);
    const token = tokenIn(setup.smtp.received[0]!.text);
    server.clock.advance(NEWSLETTER_CONFIRM_HOURS * HOUR_MS - 1);
    expect(await server.app.services.newsletterSubscribers.linkState(token)).toBe('valid');
    server.clock.advance(1);
    expect(await server.app.services.newsletterSubscribers.linkState(token)).toBe('expired');
    const expired = await server.client().post('/api/newsletter/confirm', { token });
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ message: newsletterMessages.linkExpired });
    expect((await rows(server))[0]!.status).toBe('pending');
  });

  it('keeps one row and sends one mail when the same new address signs up twice at once', async () => {
    const setup = await withMail();
    const { server } = setup;
    const subscribers = server.app.services.newsletterSubscribers;
    const outcomes = await Promise.all([
      subscribers.signUp('twice@example.com'),
      subscribers.signUp('Twice@example.com'),
    ]);
    expect(outcomes.sort()).toEqual(['queued', 'recently-mailed']);
    expect(await rows(server)).toHaveLength(1);
    expect(await server.knex('newsletter_consent_texts')).toHaveLength(1);
    expect(await sent(setup)).toBe(1);
  });

  it('limits sign-ups per address with 429', async () => {
    const { server } = await withMail({ FORM_LIMIT_PER_ADDRESS: '2' });
    expect((await signUp(server, 'one@example.com')).status).toBe(202);
    expect((await signUp(server, 'two@example.com')).status).toBe(202);
    const refused = await signUp(server, 'three@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await rows(server)).map(({ email }) => email)).toEqual(['one@example.com', 'two@example.com']);
  });

  it('is not offered without mail settings: 503 for sign-up and confirm, the reason for staff; unsubscribing works', async () => {
    const server = await withoutMail();
    for (const [path, body] of [
      ['/api/newsletter', { email: 'a@example.com', consent: true }],
      ['/api/newsletter/confirm', { token: 'x'.repeat(43) }],
    ] as const) {
      const answer = await server.client().post(path, body);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: newsletterMessages.unavailable });
    }
    expect(await rows(server)).toEqual([]);
    const owner = await server.adminClient('no-mail-owner');
    const expected = { offered: false, reason: newsletterUnavailableReasons.noSmtp };
    expect(newsletterUnavailableReasons.noSmtp).toContain('SMTP_URL ist nicht gesetzt');
    expect((await owner.get<NewsletterOverview>('/api/admin/newsletter')).body).toMatchObject(expected);
    expect((await owner.get<{ newsletter: unknown }>('/api/admin/health')).body.newsletter).toEqual(expected);
    const healthz = await server.client().get<{ newsletter?: unknown }>('/healthz');
    expect(healthz.body.newsletter).toEqual(expected);
    const done = await unsubscribe(
      server,
      `1.${'a'.repeat(43)}`,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(done.status).toBe(200);
  });

  it('tells staff with newsletter.issues the overview and health; others get 403', async () => {
    const { server } = await withMail();
    await server.app.services.users.create('eddi', TEST_PASSWORD, 'editor');
    await server.app.services.users.create('rita', TEST_PASSWORD, 'recruiter');
    const editor = server.client();
    expect((await editor.login('eddi')).status).toBe(200);
    const overview = await editor.get<NewsletterOverview>('/api/admin/newsletter');
    expect(overview.status).toBe(200);
    expect(overview.body.offered).toBe(true);
    expect(JSON.stringify(overview.body)).not.toContain('@');
    const recruiter = server.client();
    expect((await recruiter.login('rita')).status).toBe(200);
    expect((await recruiter.get('/api/admin/newsletter')).status).toBe(403);
    const owner = await server.adminClient('health-owner');
    expect((await owner.get<{ newsletter: unknown }>('/api/admin/health')).body.newsletter).toEqual({
      offered: true,
      reason: null,
    });
  });
});

describe('unsubscribing (RFC 8058 one-click and the page form)', () => {
  async function confirmedSubscriber(setup: Setup, email: string) {
    const { server } = setup;
    const before = setup.smtp.received.length;
    expect((await signUp(server, email)).status).toBe(202);
    expect(await sent(setup)).toBe(before + 1);
    const token = tokenIn(setup.smtp.received[before]!.text);
    expect((await server.client().post('/api/newsletter/confirm', { token })).status).toBe(200);
    const row = (await rows(server)).find((candidate) => candidate.email === email)!;
    return { row, token: unsubscribeToken(server.app.services.newsletterKey, row.id, row.unsubscribeNonce) };
  }

  async function queuedIssueMail(server: TestServer, recipientId: number, attempts = 0) {
    const now = new Date(server.clock());
    const [issue] = (await server
      .knex('newsletter_issues')
      .insert({
        subject: 'Neuigkeiten',
        text: 'Hallo zusammen, es gibt Neues.',
        status: 'sending',
        createdAt: now,
        updatedAt: now,
        recipients: 1,
      })
      .returning('id')) as Array<{ id: number }>;
    await server.knex(MAIL_OUTBOX_TABLE).insert({
      kind: 'newsletter',
      sourceId: issue!.id,
      recipientId,
      attempts,
      createdAt: server.clock(),
      nextAttemptAt: server.clock() + HOUR_MS,
    });
    return issue!.id;
  }

  it('one-click: 200 text, no cookie or same-site needed; the row goes, the hash is blocked, queued mails skipped', async () => {
    const setup = await withMail();
    const { server, lines } = setup;
    const { row, token } = await confirmedSubscriber(setup, 'mia@example.com');
    const issue = await queuedIssueMail(server, row.id);

    const answer = await unsubscribe(
      server,
      token,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.text).toBe(newsletterMessages.unsubscribed);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await rows(server)).toEqual([]);
    expect(await isBlocked(server.knex, server.app.services.newsletterKey, 'MIA@example.com')).toBe(true);
    // Only the keyed hash: the address is nowhere in the table.
    expect(JSON.stringify(await server.knex('newsletter_blocklist'))).not.toContain('mia');
    expect(await server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter' })).toEqual([]);
    const issueRow = (await server.knex('newsletter_issues').where({ id: issue }).first()) as {
      skipped: number;
    };
    expect(Number(issueRow.skipped)).toBe(1);

    // The same link again (a provider retrying): the same answer, nothing else changes.
    const again = await unsubscribe(
      server,
      token,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(again.status).toBe(200);
    expect(again.text).toBe(newsletterMessages.unsubscribed);
    expect((await server.app.services.newsletterSubscribers.counts()).unsubscribed).toBe(1);
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(JSON.stringify(lines)).not.toContain('mia@');
    expect(JSON.stringify(lines)).toContain('newsletter.unsubscribe');
  });

  it('the page form gets 303 to ?erledigt=1, for a known and an unknown token alike; multipart one-click works', async () => {
    const setup = await withMail();
    const { server } = setup;
    const { token } = await confirmedSubscriber(setup, 'ole@example.com');
    const { token: other } = await confirmedSubscriber(setup, 'pia@example.com');

    const form = await unsubscribe(server, token, '', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/newsletter/abmelden?erledigt=1');
    expect((await rows(server)).map(({ email }) => email)).toEqual(['pia@example.com']);
    for (const stale of [token, `99.${'a'.repeat(43)}`, 'garbage', '']) {
      const answer = await unsubscribe(server, stale, 'submit=1', 'application/x-www-form-urlencoded');
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/newsletter/abmelden?erledigt=1');
    }
    const repeated = await server.client().request('POST', '/newsletter/abmelden?token=a&token=b', {
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(repeated.status).toBe(303);
    // An oversized body is no one-click request (and no 500).
    const large = await unsubscribe(
      server,
      token,
      `List-Unsubscribe=One-Click&x=${'a'.repeat(5000)}`,
      'application/x-www-form-urlencoded',
    );
    expect(large.status).toBe(303);
    // A wrong MAC for an existing id changes nothing.
    const [pia] = await rows(server);
    const forged = await unsubscribe(
      server,
      `${pia!.id}.${'b'.repeat(43)}`,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(forged.status).toBe(200);
    expect(await rows(server)).toHaveLength(1);

    const boundary = 'XyZ123';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const answer = await unsubscribe(server, other, multipart, `multipart/form-data; boundary=${boundary}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(newsletterMessages.unsubscribed);
    expect(await rows(server)).toEqual([]);
  });

  it('leaves a queued issue mail a sender has already taken to that sender', async () => {
    const setup = await withMail();
    const { server } = setup;
    const { row, token } = await confirmedSubscriber(setup, 'tom@example.com');
    const issue = await queuedIssueMail(server, row.id, 1);
    expect(
      (await unsubscribe(server, token, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'))
        .status,
    ).toBe(200);
    expect(await server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter' })).toHaveLength(1);
    const issueRow = (await server.knex('newsletter_issues').where({ id: issue }).first()) as {
      skipped: number;
    };
    expect(Number(issueRow.skipped)).toBe(0);
  });

  it('signing up again after unsubscribing needs a new confirmation', async () => {
    const setup = await withMail();
    const { server } = setup;
    const { token } = await confirmedSubscriber(setup, 'ida@example.com');
    expect(
      (await unsubscribe(server, token, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'))
        .status,
    ).toBe(200);
    const key = server.app.services.newsletterKey;
    expect(await isBlocked(server.knex, key, 'ida@example.com')).toBe(true);

    expect((await signUp(server, 'ida@example.com')).status).toBe(202);
    expect(await sent(setup)).toBe(2);
    const [row] = await rows(server);
    expect(row).toMatchObject({ email: 'ida@example.com', status: 'pending' });
    // Still blocked (no issue reaches it) until the new link is used.
    expect(await isBlocked(server.knex, key, 'ida@example.com')).toBe(true);
    const confirmToken = tokenIn(setup.smtp.received[1]!.text);
    expect((await server.client().post('/api/newsletter/confirm', { token: confirmToken })).status).toBe(200);
    expect(await isBlocked(server.knex, key, 'ida@example.com')).toBe(false);
    // The old unsubscribe link belonged to the old subscription.
    expect(
      (await unsubscribe(server, token, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'))
        .status,
    ).toBe(200);
    expect((await rows(server))[0]!.status).toBe('confirmed');
  });
});

describe('the purge of unconfirmed sign-ups', () => {
  it('deletes pending rows whose link expired (and their queued mail), keeps the others', async () => {
    // No SMTP: the confirmation mails stay queued, so the purge must take them along.
    const server = await withoutMail();
    const subscribers = server.app.services.newsletterSubscribers;
    await subscribers.signUp('old@example.com');
    server.clock.advance(HOUR_MS);
    await subscribers.signUp('fresh@example.com');
    await subscribers.signUp('kept@example.com');
    await server
      .knex('newsletter_subscribers')
      .where({ email: 'kept@example.com' })
      .update({ status: 'confirmed' });
    expect(await server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter_confirm' })).toHaveLength(3);

    server.clock.advance(NEWSLETTER_CONFIRM_HOURS * HOUR_MS - HOUR_MS - 1);
    expect(await subscribers.purgeUnconfirmed()).toBe(0);
    server.clock.advance(1);
    expect(await subscribers.purgeUnconfirmed()).toBe(1);
    expect((await rows(server)).map(({ email }) => email)).toEqual(['fresh@example.com', 'kept@example.com']);
    expect(await server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'newsletter_confirm' })).toHaveLength(2);
    // The daily maintenance runs the same task.
    server.clock.advance(HOUR_MS);
    const outcomes = await server.app.maintenance.runNow();
    expect(outcomes.find(({ name }) => name === 'newsletter-unconfirmed')).toMatchObject({ ok: true });
    expect((await rows(server)).map(({ email }) => email)).toEqual(['kept@example.com']);
  });
});
