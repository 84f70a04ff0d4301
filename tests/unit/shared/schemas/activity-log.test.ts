import { describe, expect, it } from 'vitest';
import { parseActivityFilter, parseActivityListQuery } from '@shared/schemas/activity-log.js';

/** The texts, written out: a test that read them from the code could not notice a changed text. */
const M = {
  page: 'Die Seite muss eine ganze Zahl ab 1 sein',
  pageSize: 'Pro Seite sind 1 bis 200 Einträge möglich',
  actor: 'Bitte wählen Sie eine Person aus (ihre Nummer oder „system“)',
  action: 'Bitte wählen Sie eine bekannte Aktion aus',
  entity: 'Bitte wählen Sie einen bekannten Bereich aus',
  entityId: 'Die Eintragsnummer darf höchstens 100 Zeichen lang sein, ohne Steuerzeichen',
  from: 'Bitte geben Sie das Startdatum als gültiges Datum (JJJJ-MM-TT) an',
  to: 'Bitte geben Sie das Enddatum als gültiges Datum (JJJJ-MM-TT) an',
  range: 'Das Enddatum darf nicht vor dem Startdatum liegen',
};

describe('parseActivityListQuery', () => {
  it('takes page 1 of 50 newest rows without parameters; empty values count as missing', () => {
    expect(parseActivityListQuery({})).toEqual({ ok: true, value: { page: 1, pageSize: 50 } });
    expect(parseActivityListQuery({ page: '', action: '', from: '' })).toEqual({
      ok: true,
      value: { page: 1, pageSize: 50 },
    });
  });

  it('reads every filter; "system" is the server itself', () => {
    expect(
      parseActivityListQuery({
        page: '3',
        pageSize: '200',
        actor: '12',
        action: 'reorder',
        entity: 'streamers',
        entityId: '4',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    ).toEqual({
      ok: true,
      value: {
        page: 3,
        pageSize: 200,
        actor: 12,
        action: 'reorder',
        entity: 'streamers',
        entityId: '4',
        from: '2026-11-01',
        to: '2026-11-30',
      },
    });
    expect(parseActivityListQuery({ actor: 'system' })).toMatchObject({ value: { actor: null } });
  });

  it.each([
    ['page', '0'],
    ['page', 'zwei'],
    ['pageSize', '201'],
    ['pageSize', '0'],
    ['actor', '-1'],
    ['actor', 'ida'],
    ['action', 'hack'],
    ['entity', 'admin_users'],
    ['entityId', 'x'.repeat(101)],
    ['entityId', 'a\u0000b'],
    ['from', '28.11.2026'],
    ['from', '2026-02-30'],
    ['to', '2026-13-01'],
  ])('refuses %s=%j with a German message naming the field', (field, value) => {
    expect(parseActivityListQuery({ [field]: value })).toEqual({
      ok: false,
      errors: { [field]: M[field as keyof typeof M] },
    });
  });

  it('refuses an end before the start', () => {
    expect(parseActivityListQuery({ from: '2026-11-30', to: '2026-11-01' })).toEqual({
      ok: false,
      errors: { to: M.range },
    });
  });
});

describe('parseActivityFilter (the exports)', () => {
  it('checks page and pageSize but leaves them out', () => {
    expect(parseActivityFilter({ page: '2', pageSize: '20', action: 'export' })).toEqual({
      ok: true,
      value: { action: 'export' },
    });
    expect(parseActivityFilter({ pageSize: '1000' })).toMatchObject({ ok: false });
  });
});
