// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SampleContent } from '@shared/sample-content.js';
import DashboardPage from '@admin/pages/DashboardPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * The dashboard's go-live card lists the sample content still public (issue 39), one link per
 * entry to where it is edited, for those who edit the content. Which entries count is the
 * integration test's (tests/integration/server/services/sample-content.test.ts).
 */
const SAMPLES: SampleContent = {
  count: 4,
  entries: [
    { type: 'founder', id: null, label: 'Marco Keller', fallback: false },
    { type: 'streamers', id: 3, label: 'Lena LIVE', fallback: false },
    { type: 'faqs', id: 7, label: 'Wie kann ich eurer Agentur beitreten?', fallback: false },
    { type: 'feedbacks', id: -1, label: 'Sarah Winter', fallback: true },
  ],
};

function dashboard(role: 'owner' | 'editor' | 'recruiter', samples: SampleContent = SAMPLES) {
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/(applications|messages|stats\/pageviews)$/, () => ({ status: 200, body: [] }))
    .on('GET', /^\/api\/admin\/settings$/, () => ({ status: 404, body: { message: 'Nicht gefunden' } }))
    .on('GET', /^\/api\/admin\/health$/, () => ({
      status: 200,
      body: {
        status: 'ok',
        database: 'ok',
        lastBackup: null,
        settingsComplete: false,
        sampleContent: samples,
      },
    }));
  api.user = adminUser(role);
  return { ...renderAdmin(<DashboardPage />, { api }), api };
}

describe('the go-live card: sample content', () => {
  it('lists every sample entry as a link to where it is edited, the built-in ones said as such', async () => {
    dashboard('owner');
    const list = await screen.findByRole('list', { name: 'Beispielinhalte' });
    expect(screen.getByText('Die Website zeigt noch 4 Beispielinhalte')).toBeTruthy();
    const links = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Gründer: „Marco Keller“', '/admin/einstellungen?feld=founder.name'],
      ['Streamer: „Lena LIVE“', '/admin/streamer'],
      ['FAQ: „Wie kann ich eurer Agentur beitreten?“', '/admin/faq'],
      [
        'Feedback: „Sarah Winter“ (eingebautes Beispiel, bis ein eigener Eintrag veröffentlicht ist)',
        '/admin/feedbacks',
      ],
    ]);
  });

  it('shows an editor the list too, a recruiter (who edits no content) nothing', async () => {
    const { unmount } = dashboard('editor');
    expect(await screen.findByRole('list', { name: 'Beispielinhalte' })).toBeTruthy();
    unmount();
    const { api } = dashboard('recruiter');
    await screen.findByText('Fehler beim Laden der Statistiken.');
    expect(screen.queryByRole('list', { name: 'Beispielinhalte' })).toBeNull();
    expect(api.requests.some((request) => request.path.includes('/api/admin/health'))).toBe(false);
  });

  it('says nothing once no sample is public', async () => {
    const { api } = dashboard('owner', { count: 0, entries: [] });
    await screen.findByText('Fehler beim Laden der Statistiken.');
    await expect
      .poll(() => api.requests.some((request) => request.path.includes('/api/admin/health')))
      .toBe(true);
    expect(screen.queryByRole('list', { name: 'Beispielinhalte' })).toBeNull();
    expect(screen.queryByText(/Beispielinhalt/)).toBeNull();
  });
});
