import { describe, expect, it } from 'vitest';
import {
  changeRows,
  changesSummary,
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

  it('sums the changes up for the list', () => {
    expect(changesSummary(null)).toBe('—');
    expect(changesSummary({ question: { before: 'a', after: 'b' } })).toBe('1 Feld');
    expect(changesSummary({ a: { withheld: true }, b: { withheld: true }, c: { withheld: true } })).toBe(
      '3 Felder',
    );
  });
});
