// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffSession } from '@shared/api-types.js';
import { SessionsCard } from '@admin/components/account/SessionsCard.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * „Angemeldete Geräte“ on the account screen: this device and the others, and ending one of them.
 * That the server ends that session is tests/integration/server/routes/admin/team.test.ts; what the
 * device signed out then sees (the in-place sign-in) stays in the browser (admin-session.spec.ts).
 */
const SESSIONS: StaffSession[] = [
  {
    id: 'here',
    kind: 'browser',
    device: 'Firefox auf Linux',
    ip: '203.0.113.7',
    signedInAt: '2026-11-28T08:00:00.000Z',
    lastActiveAt: '2026-11-28T10:00:00.000Z',
    current: true,
  },
  {
    id: 'there',
    kind: 'desktop',
    device: 'Desktop-App auf Windows',
    ip: '198.51.100.4',
    signedInAt: '2026-11-27T18:00:00.000Z',
    lastActiveAt: '2026-11-28T09:30:00.000Z',
    current: false,
  },
];

describe('the signed-in devices', () => {
  it('ends another session of mine and says so', async () => {
    let sessions = [...SESSIONS];
    const api = new FakeApi()
      .on('GET', /^\/api\/admin\/sessions$/, () => ({ status: 200, body: sessions }))
      .on('DELETE', /^\/api\/admin\/sessions\/([\w-]+)$/, (_request, [, id]) => {
        sessions = sessions.filter((session) => session.id !== id);
        return { status: 204 };
      });
    renderAdmin(<SessionsCard />, { api });
    const devices = await screen.findByRole('region', { name: 'Angemeldete Geräte' });
    await within(devices).findByText('Desktop-App auf Windows');
    expect(within(devices).getByText('Dieses Gerät').closest('li')!.textContent).toContain(
      'Firefox auf Linux',
    );
    // This device cannot be ended here, only the others.
    expect(within(devices).queryByRole('button', { name: 'Firefox auf Linux abmelden' })).toBeNull();

    fireEvent.click(within(devices).getByRole('button', { name: / auf .* abmelden$/ }));
    const toast = await findToast('Abgemeldet');
    expect(toast.textContent).toContain('Desktop-App auf Windows ist abgemeldet.');
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/admin/sessions/there', body: undefined }]);
    await waitFor(() => expect(within(devices).queryByText('Desktop-App auf Windows')).toBeNull());
  });
});
