import { describe, expect, it } from 'vitest';
import {
  changeRows,
  changesSummary,
  changesText,
  fieldLabel,
  formatValue,
  withheldText,
} from '@admin/components/activity/activity-changes.js';

/** How the Protokoll's entry shows a change: German field names, values as the control centre shows them. */

describe("a log row's changes", () => {
  it("names fields by the content type's labels, the order as „Position“, others by a known name or their own", () => {
    expect(fieldLabel('faqs', 'question')).toBe('Frage');
    expect(fieldLabel('streamers', 'order')).toBe('Position');
    expect(fieldLabel('applications', 'notes')).toBe('Notizen');
    expect(fieldLabel('activity', 'count')).toBe('Anzahl');
    expect(fieldLabel('faqs', 'somethingNew')).toBe('somethingNew');
    expect(fieldLabel('faqs', 'constructor')).toBe('constructor');
  });

  it('shows values as the control centre does: positions from 1, statuses and choices by name, yes or no', () => {
    // Livestreams count their order from 0, the FAQ from 1: both show position 1 for the first.
    expect(formatValue('livestreams', 'order', 0)).toBe('1');
    expect(formatValue('faqs', 'order', 1)).toBe('1');
    expect(formatValue('applications', 'status', 'in_progress')).toBe('In Bearbeitung');
    expect(formatValue('applications', 'status', ['completed', 'new'])).toBe('Erledigt, Neu');
    expect(formatValue('activity', 'entity', 'faqs')).toBe('FAQ');
    expect(formatValue('activity', 'format', 'xlsx')).toBe('Excel');
    expect(formatValue('livestreams', 'day', 'friday')).toBe('Freitag');
    expect(formatValue('livestreams', 'day', 'Fr')).toBe('Fr');
    expect(formatValue('streamers', 'featured', true)).toBe('Ja');
    expect(formatValue('faqs', 'answer', null)).toBe('—');
    expect(formatValue('faqs', 'answer', '')).toBe('—');
    expect(formatValue('applications', 'ids', [4, 8])).toBe('4, 8');
    expect(formatValue('uploads', 'meta', { a: 1 })).toBe('{"a":1}');
    expect(formatValue('applications', 'status', 'constructor')).toBe('constructor');
  });

  it('shows a sent reply template by its name and channel, a template change by name and text', () => {
    expect(fieldLabel('applications', 'template')).toBe('Vorlage');
    expect(fieldLabel('applications', 'channel')).toBe('Kanal');
    expect(formatValue('applications', 'channel', 'whatsapp')).toBe('WhatsApp');
    expect(formatValue('applications', 'channel', 'telegram')).toBe('Telegram');
    expect(fieldLabel('reply-templates', 'text')).toBe('Text');
    expect(formatValue('reply-templates', 'text', 'Hallo {tiktok}')).toBe('Hallo {tiktok}');
  });

  it('says a message marked answered, and an export of the overdue applications, in German', () => {
    const answered = { answered: { before: false, after: true } };
    expect(changesSummary('messages', answered)).toBe('Beantwortet: Nein → Ja');
    expect(changesText('messages', { answered: { before: true, after: false } })).toBe(
      'Beantwortet: Ja → Nein',
    );
    expect(changesText('applications', { overdue: { before: null, after: true } })).toBe('Überfällig: Ja');
  });

  it('keeps withheld values withheld, saying why', () => {
    expect(
      changeRows('applications', {
        status: { before: 'new', after: 'completed' },
        notes: { withheld: true },
      }),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'Neu', after: 'Erledigt' },
      { field: 'notes', label: 'Notizen', before: null, after: null },
    ]);
    expect(withheldText('applications')).toBe('nicht protokolliert (personenbezogen)');
    expect(withheldText('messages')).toBe('nicht protokolliert (personenbezogen)');
    expect(withheldText('team')).toBe('nicht protokolliert (vertraulich)');
  });

  it("shows a settings save by the settings' German labels, a partner by name and address", () => {
    expect(
      changeRows('settings', {
        'contact.phone': { before: '+49 30 1', after: '+49 30 2' },
        partners: { before: [], after: [{ name: 'TikTok LIVE', url: 'https://www.tiktok.com/live' }] },
        'legal.hasVatId': { before: true, after: false },
      }),
    ).toEqual([
      { field: 'contact.phone', label: 'Telefon', before: '+49 30 1', after: '+49 30 2' },
      {
        field: 'partners',
        label: 'Partner',
        before: '—',
        after: 'TikTok LIVE (https://www.tiktok.com/live)',
      },
      { field: 'legal.hasVatId', label: 'Umsatzsteuer-ID vorhanden', before: 'Ja', after: 'Nein' },
    ]);
  });

  it('shows a tracking link by its name and ref, and the opening days in German, never as JSON or English', () => {
    const rows = changeRows('settings', {
      trackingLinks: { before: [], after: [{ name: 'TikTok-Bio', ref: 'tiktok-bio' }] },
      'openingHours.days': { before: ['Monday', 'Tuesday'], after: ['Saturday', 'Sunday'] },
    });
    expect(rows).toMatchObject([
      { label: 'Tracking-Links', before: '—', after: 'TikTok-Bio (?ref=tiktok-bio)' },
      { before: 'Mo, Di', after: 'Sa, So' },
    ]);
    for (const row of rows) expect(`${row.before} ${row.after}`).not.toMatch(/[{}"]|Monday|Sunday/);
  });

  it('sums the changes up for the list: one change in words, several by their number', () => {
    expect(changesSummary('faqs', null)).toBe('—');
    expect(changesSummary('faqs', { question: { before: 'a', after: 'b' } })).toBe('Frage: a → b');
    expect(
      changesSummary('faqs', { a: { withheld: true }, b: { withheld: true }, c: { withheld: true } }),
    ).toBe('3 Felder');
  });

  it("says the staff actions' facts and values in German", () => {
    expect(changesSummary('sessions', { endedSessions: { before: null, after: 2 } })).toBe(
      'Sitzungen beendet: 2',
    );
    expect(changesSummary('sessions', { method: { before: null, after: 'totp' } })).toBe(
      'Methode: Authenticator-App',
    );
    expect(changesSummary('sessions', { method: { before: null, after: 'passkey' } })).toBe(
      'Methode: Passkey',
    );
    expect(changesSummary('sessions', { step: { before: null, after: 'recovery-code' } })).toBe(
      'Schritt: Wiederherstellungscode',
    );
    expect(changesSummary('team', { role: { before: 'owner', after: 'editor' } })).toBe(
      'Rolle: Inhaber → Redaktion',
    );
    expect(changesSummary('team', { mailed: { before: null, after: true } })).toBe('Per E-Mail gesendet: Ja');
    expect(changesSummary('team', { active: { before: true, after: false } })).toBe('Konto aktiv: Ja → Nein');
    expect(changesSummary('team', { link: { before: null, after: 'issued' } })).toBe('Link: ausgestellt');
    expect(changesSummary('team', { reason: { before: null, after: 'inviter-role' } })).toBe(
      'Grund: Rolle der einladenden Person geändert',
    );
    expect(changesSummary('applications', { status: { before: 'new', after: 'contacted' } })).toMatch(
      /^Status: Neu → /,
    );
    expect(changesSummary('applications', { notes: { withheld: true } })).toBe(
      'Notizen: geändert (nicht protokolliert)',
    );
  });

  it('counts positions as the lists do', () => {
    // FAQs count from 1 (order 1 is Position 1), streamers from 0.
    expect(changesSummary('faqs', { order: { before: 2, after: 4 } })).toBe('Position: 2 → 4');
    expect(changesSummary('streamers', { order: { before: 1, after: 3 } })).toBe('Position: 2 → 4');
    // A move records the places as the list counts them (order values with gaps): those are shown.
    expect(
      changesSummary('faqs', { order: { before: 1, after: 7 }, position: { before: 1, after: 2 } }),
    ).toBe('Position: 1 → 2');
  });

  it('names a colleague by id as the server names them, an unknown one by account number', () => {
    const names = { '7': 'Rita Recruiting (rita)' };
    expect(changesSummary('applications', { assigneeId: { before: null, after: 7 } }, names)).toBe(
      'Zuständig: Rita Recruiting (rita)',
    );
    expect(changesSummary('applications', { assigneeId: { before: 7, after: 9 } }, names)).toBe(
      'Zuständig: Rita Recruiting (rita) → Konto #9',
    );
    expect(formatValue('applications', 'assigneeId', [7, null], names)).toBe('Rita Recruiting (rita), —');
    // An export of the log filtered to a person, or to the server itself.
    expect(formatValue('activity', 'actor', 7, names)).toBe('Rita Recruiting (rita)');
    expect(formatValue('activity', 'actor', 'system')).toBe('System');
    // An applications export filtered to an assignee, or to none; Auskunft's counts.
    expect(changesSummary('applications', { assignee: { before: null, after: 7 } }, names)).toBe(
      'Zuständig: Rita Recruiting (rita)',
    );
    expect(changesSummary('applications', { assignee: { before: null, after: 'none' } })).toBe(
      'Zuständig: Niemand',
    );
    expect(
      changesSummary('data-requests', {
        applications: { before: null, after: 2 },
        messages: { before: null, after: 1 },
      }),
    ).toBe('Bewerbungen: 2; Nachrichten: 1');
  });

  it('sums up a staff action without the facts that name its entry', () => {
    expect(
      changesSummary('team', {
        role: { before: 'owner', after: 'editor' },
        username: { before: null, after: 'anna' },
        endedSessions: { before: null, after: 2 },
      }),
    ).toBe('Rolle: Inhaber → Redaktion; Sitzungen beendet: 2');
    expect(
      changesSummary('team', {
        name: { before: null, after: 'Lena Neu' },
        email: { before: null, after: 'lena@agentur.example' },
        role: { before: null, after: 'recruiter' },
        mailed: { before: null, after: false },
      }),
    ).toBe('Rolle: Recruiting; Per E-Mail gesendet: Nein');
    // Only naming facts: they stay.
    expect(changesSummary('team', { username: { before: null, after: 'anna' } })).toBe('Benutzername: anna');
  });

  it('writes every change as a line for the exports', () => {
    expect(
      changesText('team', {
        role: { before: 'admin', after: 'recruiter' },
        username: { before: null, after: 'anna' },
        endedSessions: { before: null, after: 0 },
      }),
    ).toBe('Rolle: Administration → Recruiting\nBenutzername: anna\nSitzungen beendet: 0');
  });
});
