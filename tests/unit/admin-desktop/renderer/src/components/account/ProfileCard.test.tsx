// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { ProfileCard } from '@admin/components/account/ProfileCard.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findToast, renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * „Profil“ on „Mein Konto“: a new address waits for its link („Bestätigung ausstehend“, with a
 * way to send the link again or withdraw the change); without mail settings the address is the
 * team screen's. What the server does is tests/integration/server/routes/admin/email-change.test.ts.
 */
const editor = (extra: Partial<AdminUser> = {}): AdminUser => ({
  ...adminUser('editor'),
  email: 'alt@agentur.example',
  ...extra,
});

describe('the profile card and a new e-mail address', () => {
  it('sends a new address with the password, then shows it as waiting; the field keeps the address in use', async () => {
    const user = editor();
    const api = new FakeApi().on('PATCH', /^\/api\/admin\/account$/, () => ({
      status: 200,
      body: { ...user, pendingEmail: 'neu@agentur.example' },
    }));
    api.user = user;
    renderAdmin(<ProfileCard user={user} />, { api });
    const email = await screen.findByLabelText('E-Mail-Adresse');
    fireEvent.change(email, { target: { value: 'neu@agentur.example' } });
    fireEvent.change(screen.getByLabelText('Ihr Passwort zur Bestätigung'), { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    const toast = await findToast('Bestätigungslink verschickt');
    expect(toast.textContent).toContain('neu@agentur.example');
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/account',
        body: { displayName: 'Ida', email: 'neu@agentur.example', password: 'geheim' },
      },
    ]);
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('alt@agentur.example'));
  });

  it('sends no address when it is unchanged (the name alone)', async () => {
    const user = editor();
    const api = new FakeApi().on('PATCH', /^\/api\/admin\/account$/, () => ({ status: 200, body: user }));
    renderAdmin(<ProfileCard user={user} />, { api });
    fireEvent.change(await screen.findByLabelText('Ihr Passwort zur Bestätigung'), {
      target: { value: 'geheim' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await findToast('Gespeichert');
    expect(api.writes()[0]!.body).toEqual({ displayName: 'Ida', password: 'geheim' });
  });

  it('says „Bestätigung ausstehend“ with the address waiting; resends the link or withdraws the change', async () => {
    const user = editor({ pendingEmail: 'neu@agentur.example' });
    const api = new FakeApi()
      .on('POST', /^\/api\/admin\/account\/email\/resend$/, () => ({ status: 200, body: user }))
      .on('DELETE', /^\/api\/admin\/account\/email$/, () => ({
        status: 200,
        body: { ...user, pendingEmail: null },
      }));
    renderAdmin(<ProfileCard user={user} />, { api });
    const waiting = (await screen.findByText('Bestätigung ausstehend')).closest<HTMLElement>('.ant-alert')!;
    expect(waiting.getAttribute('role')).toBe('alert');
    expect(waiting.textContent).toContain('neu@agentur.example');
    expect(waiting.textContent).toContain('Bis dahin bleibt alt@agentur.example');
    fireEvent.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    await findToast('Link erneut verschickt');
    fireEvent.click(screen.getByRole('button', { name: 'Änderung zurücknehmen' }));
    await findToast('Änderung zurückgenommen');
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/account/email/resend',
      'DELETE /api/admin/account/email',
    ]);
  });

  it('without mail settings the address cannot be changed here, and says who changes it', async () => {
    renderAdmin(<ProfileCard user={editor({ emailChange: 'team' })} />);
    const email = (await screen.findByLabelText('E-Mail-Adresse')) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(
      screen.getByText(/Ihre Adresse ändern die Inhaber oder die Administration im Team-Bereich/),
    ).toBeTruthy();
  });

  it('shows the server’s refusal at the field', async () => {
    const api = new FakeApi().fail('PATCH', '/api/admin/account', 409, {
      message: staffMessages.emailTaken,
      errors: { email: staffMessages.emailTaken },
    });
    renderAdmin(<ProfileCard user={editor()} />, { api });
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), {
      target: { value: 'besetzt@agentur.example' },
    });
    fireEvent.change(screen.getByLabelText('Ihr Passwort zur Bestätigung'), { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText(staffMessages.emailTaken)).toBeTruthy();
  });
});
