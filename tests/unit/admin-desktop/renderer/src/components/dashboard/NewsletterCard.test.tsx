// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { NewsletterOverview } from '@shared/api-types.js';
import { NewsletterCard } from '@admin/components/dashboard/NewsletterCard.js';
import { useAuth } from '@admin/auth/AuthContext.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * The dashboard's Newsletter card: the counts, whether the sign-up is offered (and the server's
 * reason when not), the link to the screen; nothing (and no request) for a role without the newsletter.
 */
const overview = (fields: Partial<NewsletterOverview> = {}): NewsletterOverview => ({
  offered: true,
  reason: null,
  counts: { confirmed: 1234, pending: 5, unsubscribed: 2 },
  ratePerMinute: 120,
  ...fields,
});

/** The session's state, to wait for. */
function Session() {
  return <p>{useAuth().status}</p>;
}

const withOverview = (api: FakeApi, body: NewsletterOverview) =>
  api.on('GET', /^\/api\/admin\/newsletter$/, () => ({ status: 200, body }));

describe('the Newsletter card', () => {
  it('shows the counts in German number format and a link to the screen', async () => {
    renderAdmin(<NewsletterCard />, { api: withOverview(new FakeApi(), overview()) });
    expect(await screen.findByText('Bestätigt: 1.234')).toBeTruthy();
    expect(screen.getByText('Ausstehend: 5')).toBeTruthy();
    expect(screen.getByText('Abgemeldet: 2')).toBeTruthy();
    expect(screen.getByText('Die Anmeldung ist auf der Website zu sehen.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zum Newsletter/ }).getAttribute('href')).toBe(
      '/admin/newsletter',
    );
  });

  it('says why the newsletter is not offered', async () => {
    const reason = 'SMTP_URL ist nicht gesetzt.';
    renderAdmin(<NewsletterCard />, {
      api: withOverview(new FakeApi(), overview({ offered: false, reason })),
    });
    expect(await screen.findByText('Der Newsletter wird derzeit nicht angeboten')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByText('Die Anmeldung ist auf der Website zu sehen.')).toBeNull();
  });

  it('is not shown to Recruiting, which does not write the newsletter', async () => {
    const api = withOverview(new FakeApi(), overview());
    api.user = adminUser('recruiter');
    renderAdmin(
      <>
        <Session />
        <NewsletterCard />
      </>,
      { api },
    );
    // Once the session is known, the card stays away and asks for nothing.
    await screen.findByText('signed-in');
    expect(screen.queryByText('Newsletter')).toBeNull();
    expect(api.requests.some((request) => request.path === '/api/admin/newsletter')).toBe(false);
  });
});
