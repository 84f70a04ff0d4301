// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataRequestResult } from '@shared/api-types.js';
import DataRequestsPage from '@admin/pages/DataRequestsPage.js';
import { setViewportWidth } from '@tests/helpers/dom/environment.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * „Auskunft & Löschung“ on a phone: what was found as cards, and a search that finds nothing says
 * so without offering to delete. Which records a search finds is data-requests.test.ts (integration);
 * that nothing scrolls sideways at 390 px stays in the browser (jsdom lays nothing out).
 */
const LENA = factories.applicationRecord({
  id: 11,
  whatsappNumber: '+49 171 2345678',
  telegramUsername: null,
  website: null,
  streamingExperience: null,
});

const NOTHING: DataRequestResult = {
  applications: [],
  messages: [],
  newsletter: null,
  uncertain: { applicationIds: [], messageIds: [] },
};

async function search(tiktok: string): Promise<HTMLElement> {
  fireEvent.change(screen.getByLabelText('TikTok-Name'), { target: { value: tiktok } });
  fireEvent.click(screen.getByText('Suchen').closest('button')!);
  return screen.findByRole('region', { name: 'Gefundene Daten' });
}

describe('information and erasure on a phone', () => {
  it('shows what was found as cards; a search that finds nothing says so and offers no deletion', async () => {
    setViewportWidth(390);
    const api = new FakeApi()
      .on('POST', /^\/api\/admin\/data-requests\/search$/, (request) => ({
        status: 200,
        body:
          (request.body as { tiktok?: string }).tiktok === '@LENA.LIVE'
            ? { ...NOTHING, applications: [LENA] }
            : NOTHING,
      }))
      .on('GET', /^\/api\/admin\/data-requests\/log$/, () => ({ status: 200, body: [] }));
    renderAdmin(<DataRequestsPage />, { api, path: '/admin/auskunft' });

    let results = await search('@LENA.LIVE');
    const applications = await within(results).findByRole('region', { name: 'Bewerbungen' });
    const card = within(applications).getByText('@lena.live').closest<HTMLElement>('.subject-card')!;
    expect(within(card).getByRole('checkbox', { name: 'Bewerbung @lena.live auswählen' })).toBeTruthy();
    expect(within(results).getByRole('region', { name: 'Nachrichten' }).textContent).toContain('Keine.');
    expect(within(results).queryByRole('table')).toBeNull();
    expect(within(results).getByText('Ausgewählte löschen')).toBeTruthy();

    results = await search('@LENA.LIVEx');
    expect(await within(results).findByText('Keine Daten zu diesen Angaben gefunden.')).toBeTruthy();
    expect(within(results).queryByText('Ausgewählte löschen')).toBeNull();
    expect(within(results).queryByRole('region', { name: 'Bewerbungen' })).toBeNull();
    expect(api.writes().map((request) => request.body)).toEqual([
      { tiktok: '@LENA.LIVE' },
      { tiktok: '@LENA.LIVEx' },
    ]);
  });
});
