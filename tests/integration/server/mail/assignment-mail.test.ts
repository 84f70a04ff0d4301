import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { factories } from '@tests/helpers/factories.js';
import { startSmtpServer } from '@tests/helpers/smtp.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The mail to the colleague an application is assigned to (issue 38, point 2), end to end: the
 * assignment queues it in the outbox, the sender sends it over SMTP (to the account's own address,
 * also without NOTIFY_EMAIL), with the TikTok name and country only.
 */

const PUBLIC_URL = 'https://agentur.example';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the assignment mail', () => {
  it('goes out through the outbox to the person assigned who chose it, with no private details', async () => {
    const smtp = await startSmtpServer({ pass: 'smtp-secret-pass' });
    cleanups.push(() => smtp.close());
    // No NOTIFY_EMAIL: the staff alerts are off, the mails to accounts are not.
    const server: TestServer = await startTestServer({
      env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Streamwelt Website <website@agentur.example>' },
    });
    cleanups.push(() => server.close());
    const owner = await server.adminClient('mail-owner');
    await server.app.services.users.create('rita', TEST_PASSWORD, 'recruiter');
    await server.knex('admin_users').where({ username: 'rita' }).update({ email: 'rita@agentur.example' });
    const rita = server.client();
    expect((await rita.login('rita')).status).toBe(200);
    expect((await rita.patch('/api/admin/account/alerts', { assigned: true })).status).toBe(200);
    const ritaId = ((await server.knex('admin_users').where({ username: 'rita' }).first()) as { id: number })
      .id;

    const applied = await server.client().post(
      '/api/apply',
      factories.application({
        tiktokUsername: 'lena.live',
        country: 'Österreich',
        whatsappNumber: '+49 151 99988877',
      }),
    );
    expect(applied.status).toBe(201);
    const [stored] = (await server.knex('applications').select('id')) as Array<{ id: number }>;
    const response = await owner.patch(`/api/admin/applications/${stored!.id}`, { assigneeId: ritaId });
    expect(response.status, response.text).toBe(200);

    // Sent on the commit's wake-up.
    const mail = await smtp.mail(0);
    await server.app.alertSender!.idle();
    expect(smtp.received).toHaveLength(1);
    expect(mail.envelopeTo).toEqual(['rita@agentur.example']);
    expect(mail.subject).toBe('Ihnen zugewiesen: @lena.live (Österreich)');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/bewerbungen?assignee=me`);
    expect(mail.raw).not.toContain('99988877');
    // The application's own alert stays queued for a process with NOTIFY_EMAIL; the assignment's is gone.
    expect(await server.knex(MAIL_OUTBOX_TABLE).pluck('kind')).toEqual(['application']);
  });
});
