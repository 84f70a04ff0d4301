// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser, TeamMember } from '@shared/api-types.js';
import { ROLE_DESCRIPTIONS, type Role } from '@shared/roles.js';
import { staffMessages } from '@shared/staff-texts.js';
import { InviteDialog } from '@admin/components/team/InviteDialog.js';
import { TeamInvitations } from '@admin/components/team/TeamInvitations.js';
import { TeamMembers } from '@admin/components/team/TeamMembers.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * The team screen's rows: „Passwort zurücksetzen“ (mailed, or the link shown once), making
 * someone owner only after a dialog that says what it means and takes the password, the same
 * confirmation before disabling or deleting an owner, and „Sitzungen beenden“ that says what ends.
 * What the server allows (owners for anyone, administration for non-owners; the password; the
 * current session kept) is tests/integration/server/routes/admin (part B).
 */
function member(id: number, displayName: string, role: Role, extra: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    username: displayName.toLowerCase(),
    displayName,
    email: `${displayName.toLowerCase()}@agentur.example`,
    role,
    secondFactor: true,
    lastSignInAt: null,
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    pendingEmail: null,
    ...extra,
  };
}

const ME_ID = 1;
const MEMBERS = [
  member(ME_ID, 'Ida', 'owner'),
  member(2, 'Lena', 'editor'),
  member(3, 'Omar', 'owner'),
  member(4, 'Mia', 'recruiter', { email: null }),
];

function team(me: AdminUser, api = new FakeApi()) {
  api.user = me;
  api.on('GET', /^\/api\/admin\/team$/, () => ({ status: 200, body: MEMBERS }));
  return renderAdmin(<TeamMembers me={me} />, { api });
}

const owner = (): AdminUser => ({ ...adminUser('owner'), id: ME_ID });

/** The row (table row) of a person. */
async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: 'td span' });
  return cell.closest('tr')!;
}

/** Clicks the role in the open list of a role select (each option shows name and description). */
async function chooseRole(label: string) {
  const option = await screen.findByText(label, { selector: '.role-option__label' });
  fireEvent.click(option.closest('.ant-select-item-option')!);
}

/** The open confirmation popover's button. */
async function confirmPopover(okText: string) {
  const popover = await waitFor(() => {
    const shown = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    if (!shown) throw new Error('no popover');
    return shown;
  });
  fireEvent.click(within(popover).getByRole('button', { name: okText }));
  return popover;
}

describe('„Passwort zurücksetzen“ on the team screen', () => {
  it('without mail shows the link once, to copy', async () => {
    const api = new FakeApi().on('POST', /^\/api\/admin\/team\/2\/password-reset$/, () => ({
      status: 201,
      body: { mailed: false, link: 'http://localhost/admin/passwort-zuruecksetzen?token=abc' },
    }));
    team(owner(), api);
    fireEvent.click(within(await rowOf('Lena')).getByRole('button', { name: 'Passwort zurücksetzen' }));
    await confirmPopover('Link erstellen');
    const dialog = await findDialog('Link zum Zurücksetzen');
    expect(dialog.textContent).toContain('http://localhost/admin/passwort-zuruecksetzen?token=abc');
    expect(dialog.textContent).toContain('wird hier nicht noch einmal angezeigt');
    expect(within(dialog).getByRole('button', { name: 'Link kopieren' })).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/team/2/password-reset', body: undefined },
    ]);
  });

  it('with mail says that the mail went out', async () => {
    const api = new FakeApi().on('POST', /^\/api\/admin\/team\/3\/password-reset$/, () => ({
      status: 201,
      body: { mailed: true, link: null },
    }));
    team(owner(), api);
    fireEvent.click(within(await rowOf('Omar')).getByRole('button', { name: 'Passwort zurücksetzen' }));
    await confirmPopover('Link erstellen');
    const toast = await findToast('E-Mail verschickt');
    expect(toast.textContent).toContain('omar@agentur.example');
  });

  it('the administration may reset non-owners only; nobody resets their own password here', async () => {
    team({ ...adminUser('admin'), id: 2 });
    expect(within(await rowOf('Mia')).queryByRole('button', { name: 'Passwort zurücksetzen' })).toBeTruthy();
    expect(within(await rowOf('Omar')).queryByRole('button', { name: 'Passwort zurücksetzen' })).toBeNull();
    expect(within(await rowOf('Lena')).queryByRole('button', { name: 'Passwort zurücksetzen' })).toBeNull();
  });
});

describe('„E-Mail ändern“ on the team screen', () => {
  it('with mail says that the person confirms the new address at the link sent to it', async () => {
    const api = new FakeApi().on('POST', /^\/api\/admin\/team\/2\/email$/, () => ({
      status: 200,
      body: member(2, 'Lena', 'editor', { pendingEmail: 'lena-neu@agentur.example' }),
    }));
    team(owner(), api);
    fireEvent.click(within(await rowOf('Lena')).getByRole('button', { name: 'E-Mail ändern' }));
    const dialog = await findDialog('E-Mail-Adresse von Lena');
    expect(dialog.textContent).toContain('sobald Lena ihn bestätigt');
    const field = within(dialog).getByLabelText('Neue E-Mail-Adresse');
    fireEvent.change(field, { target: { value: 'lena-neu@agentur.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const toast = await findToast('Bestätigungslink verschickt');
    expect(toast.textContent).toContain('lena-neu@agentur.example');
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/team/2/email', body: { email: 'lena-neu@agentur.example' } },
    ]);
  });

  it('without mail says the address takes effect at once; a waiting one is shown in its row', async () => {
    const api = new FakeApi();
    api.on('GET', /^\/api\/admin\/team$/, () => ({
      status: 200,
      body: [MEMBERS[0], { ...MEMBERS[1], pendingEmail: 'lena-neu@agentur.example' }],
    }));
    api.user = { ...owner(), emailChange: 'team' };
    renderAdmin(<TeamMembers me={{ ...owner(), emailChange: 'team' }} />, { api });
    expect((await rowOf('Lena')).textContent).toContain('Bestätigung ausstehend: lena-neu@agentur.example');
    fireEvent.click(within(await rowOf('Lena')).getByRole('button', { name: 'E-Mail ändern' }));
    const dialog = await findDialog('E-Mail-Adresse von Lena');
    expect(dialog.textContent).toContain('Die neue Adresse gilt sofort');
  });
});

describe('owners on purpose', () => {
  it('making someone owner asks for the password, says their sessions end, and sends the password', async () => {
    const api = new FakeApi()
      .fail('PATCH', '/api/admin/team/2', 403, {
        message: staffMessages.passwordWrong,
        errors: { password: staffMessages.passwordWrong },
      })
      .on('PATCH', /^\/api\/admin\/team\/2$/, () => ({
        status: 200,
        body: { ...MEMBERS[1], role: 'owner' },
      }));
    team(owner(), api);
    fireEvent.mouseDown(within(await rowOf('Lena')).getByRole('combobox', { name: 'Rolle von Lena' }));
    await chooseRole('Inhaber');
    const dialog = await findDialog('Lena zum Inhaber machen?');
    expect(api.writes()).toEqual([]);
    expect(dialog.textContent).toContain('Alle Sitzungen von Lena enden');

    fireEvent.change(within(dialog).getByLabelText('Ihr Passwort'), { target: { value: 'falsch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zum Inhaber machen' }));
    const field = within(dialog).getByLabelText('Ihr Passwort').closest('.ant-form-item')!;
    await waitFor(() => expect(field.textContent).toContain(staffMessages.passwordWrong));

    fireEvent.change(within(dialog).getByLabelText('Ihr Passwort'), { target: { value: 'richtig genug' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zum Inhaber machen' }));
    await findToast('Rolle geändert');
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/admin/team/2', body: { role: 'owner', password: 'falsch' } },
      { method: 'PATCH', path: '/api/admin/team/2', body: { role: 'owner', password: 'richtig genug' } },
    ]);
  });

  it('disabling an owner is confirmed first and says their sessions end', async () => {
    const api = new FakeApi().on('PATCH', /^\/api\/admin\/team\/3$/, () => ({
      status: 200,
      body: { ...MEMBERS[2], active: false },
    }));
    team(owner(), api);
    fireEvent.click(within(await rowOf('Omar')).getByRole('switch', { name: 'Konto von Omar aktiv' }));
    const dialog = await findDialog('Inhaber-Konto deaktivieren?');
    expect(dialog.textContent).toContain('Alle Sitzungen von Omar enden.');
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await findToast('Deaktiviert');
    expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/admin/team/3', body: { active: false } }]);
  });

  it('deleting an owner is confirmed in the same dialog', async () => {
    const api = new FakeApi().on('DELETE', /^\/api\/admin\/team\/3$/, () => ({ status: 204 }));
    team(owner(), api);
    fireEvent.click(within(await rowOf('Omar')).getByRole('button', { name: 'Löschen' }));
    const dialog = await findDialog('Inhaber-Konto löschen?');
    expect(dialog.textContent).toContain('Alle Sitzungen von Omar enden.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await findToast('Gelöscht');
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/admin/team/3', body: undefined }]);
  });
});

describe('„Sitzungen beenden“', () => {
  it('on one’s own row says that this device stays signed in', async () => {
    const api = new FakeApi().on('DELETE', /^\/api\/admin\/team\/1\/sessions$/, () => ({
      status: 200,
      body: { ended: 2 },
    }));
    team(owner(), api);
    fireEvent.click(within(await rowOf('Ida')).getByRole('button', { name: 'Sitzungen beenden' }));
    const popover = await confirmPopover('Sitzungen beenden');
    expect(popover.textContent).toContain('Dieses Gerät bleibt angemeldet.');
    const toast = await findToast('Sitzungen beendet');
    expect(toast.textContent).toContain('2 andere Sitzung(en) beendet; dieses Gerät bleibt angemeldet.');
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/admin/team/1/sessions', body: undefined }]);
  });

  it('on another row says whose sessions end; no row says „Abmelden“', async () => {
    team(owner());
    const row = await rowOf('Lena');
    expect(within(row).queryByRole('button', { name: 'Abmelden' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Sitzungen beenden' }));
    const popover = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
      if (!shown) throw new Error('no popover');
      return shown;
    });
    expect(popover.textContent).toContain('Alle Sitzungen von Lena enden; Lena muss sich neu anmelden.');
  });
});

describe('the invite dialog', () => {
  it('shows the chosen role’s whole description', async () => {
    renderAdmin(<InviteDialog open mayInviteOwners onClose={() => {}} />);
    const dialog = await findDialog('Person einladen');
    expect(dialog.textContent).toContain(ROLE_DESCRIPTIONS.editor);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Rolle' }));
    await chooseRole('Recruiting');
    await waitFor(() => expect(dialog.textContent).toContain(ROLE_DESCRIPTIONS.recruiter));
  });

  it('asks before a typed name or address is dropped: by closing, or by leaving the screen', async () => {
    let closed = 0;
    const { router } = renderAdmin(<InviteDialog open mayInviteOwners onClose={() => (closed += 1)} />, {
      path: '/admin/team',
    });
    const dialog = await findDialog('Person einladen');
    const question = async () =>
      (
        await screen.findByText('Änderungen verwerfen?', { selector: '.ant-modal-confirm-title' })
      ).closest<HTMLElement>('.ant-modal-confirm')!;
    // Untouched, it closes at once.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(closed).toBe(1);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Nora Neu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByText('Änderungen verwerfen?')).toBeNull());
    expect(closed).toBe(1);

    await act(() => router.navigate('/dashboard'));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByText('Änderungen verwerfen?')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/team');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Nora Neu');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Verwerfen' }));
    expect(closed).toBe(2);
  });
});

describe('the pending invitations', () => {
  const invitations = [
    { id: 7, name: 'Nora', email: 'nora@agentur.example', role: 'owner', invitedBy: 'Ida' },
    { id: 8, name: 'Paul', email: 'paul@agentur.example', role: 'editor', invitedBy: 'Ida' },
  ].map((invitation) => ({
    ...invitation,
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-11-30T10:00:00.000Z',
  }));

  it('the administration cannot withdraw an owner invitation; an owner can', async () => {
    for (const owners of [false, true]) {
      const api = new FakeApi().on('GET', /^\/api\/admin\/team\/invitations$/, () => ({
        status: 200,
        body: invitations,
      }));
      const { unmount } = renderAdmin(<TeamInvitations manage owners={owners} />, { api });
      const nora = (await screen.findByText('Nora')).closest('li')!;
      const paul = screen.getByText('Paul').closest('li')!;
      expect(within(paul).queryByRole('button', { name: 'Zurückziehen' })).toBeTruthy();
      expect(Boolean(within(nora).queryByRole('button', { name: 'Zurückziehen' }))).toBe(owners);
      unmount();
    }
  });
});
