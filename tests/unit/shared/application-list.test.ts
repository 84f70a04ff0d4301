import { describe, expect, it } from 'vitest';
import {
  applicationListParams,
  DEFAULT_APPLICATION_LIST,
  parseSort,
  readApplicationListParams,
} from '@shared/application-list.js';
import {
  applicationBulkValidator,
  parseApplicationExportQuery,
  parseApplicationListQuery,
} from '@shared/schemas/application-list.js';
import { applicationUpdateValidator } from '@shared/schemas/application.js';

describe('the applications list view in a URL', () => {
  it('reads every parameter and writes them back, leaving defaults out', () => {
    const query = readApplicationListParams(
      new URLSearchParams('status=new&country=Schweiz&q=%20anna%20&page=2&pageSize=50&sort=tiktokUsername'),
    );
    expect(query).toEqual({
      status: 'new',
      country: 'Schweiz',
      q: 'anna',
      page: 2,
      pageSize: 50,
      sort: 'tiktokUsername',
    });
    expect(applicationListParams(query).toString()).toBe(
      'page=2&pageSize=50&status=new&country=Schweiz&q=anna&sort=tiktokUsername',
    );
    expect(applicationListParams(DEFAULT_APPLICATION_LIST).toString()).toBe('');
    expect(applicationListParams(query, { only: ['status', 'country', 'q', 'sort'] }).toString()).toBe(
      'status=new&country=Schweiz&q=anna&sort=tiktokUsername',
    );
  });

  it('takes the default for anything unusable, so a mistyped link still opens the list', () => {
    expect(
      readApplicationListParams(
        new URLSearchParams('status=rejected&country=Frankreich&page=0&pageSize=30&sort=notes&q=%20'),
      ),
    ).toEqual(DEFAULT_APPLICATION_LIST);
    expect(readApplicationListParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('reads and writes the quick filter overdue=1 (any other value is no filter)', () => {
    const query = readApplicationListParams(new URLSearchParams('overdue=1&assignee=me'));
    expect(query).toMatchObject({ overdue: true, assignee: 'me' });
    expect(applicationListParams(query).toString()).toBe('assignee=me&overdue=1');
    expect(readApplicationListParams(new URLSearchParams('overdue=true')).overdue).toBeUndefined();
  });

  it('splits a sort into field and direction', () => {
    expect(parseSort('-createdAt')).toEqual({ field: 'createdAt', descending: true });
    expect(parseSort('country')).toEqual({ field: 'country', descending: false });
  });
});

describe('parseApplicationListQuery (server side, strict)', () => {
  it('fills defaults and counts empty values as missing', () => {
    expect(parseApplicationListQuery({ status: '', q: '' })).toEqual({
      ok: true,
      value: DEFAULT_APPLICATION_LIST,
    });
    expect(parseApplicationListQuery({ page: '3', pageSize: '100', q: ' Anna ', sort: '-status' })).toEqual({
      ok: true,
      value: { page: 3, pageSize: 100, q: 'Anna', sort: '-status' },
    });
    expect(parseApplicationListQuery({ overdue: '1' })).toEqual({
      ok: true,
      value: { ...DEFAULT_APPLICATION_LIST, overdue: true },
    });
  });

  it.each([
    [{ page: '0' }, 'page', 'Die Seite muss eine ganze Zahl ab 1 sein'],
    [{ page: '-1' }, 'page', 'Die Seite muss eine ganze Zahl ab 1 sein'],
    [{ page: 'zwei' }, 'page', 'Die Seite muss eine ganze Zahl ab 1 sein'],
    [{ pageSize: '101' }, 'pageSize', 'Pro Seite sind 1 bis 100 Bewerbungen möglich'],
    [{ pageSize: '0' }, 'pageSize', 'Pro Seite sind 1 bis 100 Bewerbungen möglich'],
    [{ status: 'rejected' }, 'status', 'Bitte wählen Sie einen gültigen Status aus'],
    [{ country: 'Frankreich' }, 'country', 'Bitte wählen Sie ein gültiges Land aus'],
    [{ sort: 'notes' }, 'sort', expect.stringContaining('Sortierung')],
    [{ sort: '--createdAt' }, 'sort', expect.stringContaining('Sortierung')],
    [{ q: 'x'.repeat(201) }, 'q', 'Der Suchbegriff darf höchstens 200 Zeichen lang sein'],
    [{ q: 'a\u0000b' }, 'q', 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden'],
    [{ q: ['anna', 'bert'] }, 'q', 'Der Suchbegriff darf höchstens 200 Zeichen lang sein'],
    [{ status: ['new', 'completed'] }, 'status', 'Bitte wählen Sie einen gültigen Status aus'],
    [{ overdue: '0' }, 'overdue', 'Überfällig: „1“, oder den Parameter weglassen'],
    [{ overdue: 'ja' }, 'overdue', 'Überfällig: „1“, oder den Parameter weglassen'],
  ])('refuses %j with a German message for %s', (input, field, message) => {
    expect(parseApplicationListQuery(input)).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe('applicationBulkValidator', () => {
  it('accepts a status change and a deletion', () => {
    expect(applicationBulkValidator.validate({ ids: [1, 2], action: 'status', status: 'completed' }).ok).toBe(
      true,
    );
    expect(applicationBulkValidator.validate({ ids: [3], action: 'delete' }).ok).toBe(true);
  });

  it.each([
    [{ ids: [1], action: 'status' }, 'status'],
    [{ ids: [1], action: 'status', status: 'rejected' }, 'status'],
    [{ ids: [1], action: 'archive' }, 'action'],
    [{ ids: [1] }, 'action'],
    [{ ids: [], action: 'delete' }, 'ids'],
    [{ ids: [1, 1], action: 'delete' }, 'ids'],
    [{ ids: ['1'], action: 'delete' }, 'ids'],
    [{ ids: [0], action: 'delete' }, 'ids'],
    [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1), action: 'delete' }, 'ids'],
    [{ action: 'delete' }, 'ids'],
  ])('refuses %j at %s', (input, field) => {
    const result = applicationBulkValidator.validate(input);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors)).toContain(field);
  });
});

describe('parseApplicationExportQuery', () => {
  const IDS = 'Bitte wählen Sie 1 bis 1000 Bewerbungen aus';

  it('takes the filters and sort, ignores page and pageSize (even invalid ones), reads ids', () => {
    expect(parseApplicationExportQuery({})).toEqual({ ok: true, value: { sort: '-createdAt' } });
    expect(
      parseApplicationExportQuery({
        status: 'new',
        q: ' anna ',
        sort: 'country',
        page: 'x',
        pageSize: '500',
      }),
    ).toEqual({ ok: true, value: { status: 'new', q: 'anna', sort: 'country' } });
    expect(parseApplicationExportQuery({ ids: '15,4,8,4' })).toEqual({
      ok: true,
      value: { sort: '-createdAt', ids: [15, 4, 8] },
    });
    const thousand = Array.from({ length: 1000 }, (_, index) => index + 1);
    expect(parseApplicationExportQuery({ ids: thousand.join(',') })).toEqual({
      ok: true,
      value: { sort: '-createdAt', ids: thousand },
    });
  });

  it.each([
    [''],
    ['abc'],
    ['1,,2'],
    [',1'],
    ['1,'],
    ['0'],
    ['1.5'],
    [' 1'],
    ['9007199254740993'],
    [['1', '2']],
    [Array.from({ length: 1001 }, (_, index) => index + 1).join(',')],
  ])('refuses ids=%j', (ids) => {
    expect(parseApplicationExportQuery({ ids })).toEqual({ ok: false, errors: { ids: IDS } });
  });

  it('reports the ids together with the other fields', () => {
    expect(parseApplicationExportQuery({ ids: 'x', sort: 'name' })).toEqual({
      ok: false,
      errors: { ids: IDS, sort: expect.stringContaining('Sortierung') },
    });
  });
});

describe('the outcome filter and the outcome in PATCH and bulk', () => {
  it('reads outcome=accepted|rejected|withdrawn|none in a URL and on the server, and refuses others there', () => {
    for (const outcome of ['accepted', 'rejected', 'withdrawn', 'none'] as const) {
      expect(readApplicationListParams(new URLSearchParams({ outcome })).outcome).toBe(outcome);
      expect(applicationListParams({ outcome }).toString()).toBe(`outcome=${outcome}`);
      const parsed = parseApplicationListQuery({ outcome });
      expect(parsed.ok && parsed.value.outcome).toBe(outcome);
    }
    expect(readApplicationListParams(new URLSearchParams({ outcome: 'signed' })).outcome).toBeUndefined();
    expect(parseApplicationListQuery({ outcome: 'signed' })).toEqual({
      ok: false,
      errors: {
        outcome: 'Bitte wählen Sie ein gültiges Ergebnis aus (accepted, rejected, withdrawn oder none)',
      },
    });
  });

  it('takes an outcome with the status "completed" only, null for "ohne Ergebnis"', () => {
    const needs = 'Ein Ergebnis gibt es nur zusammen mit dem Status „Erledigt“';
    expect(applicationUpdateValidator.validate({ status: 'completed', outcome: 'accepted' }).ok).toBe(true);
    expect(applicationUpdateValidator.validate({ status: 'completed', outcome: null }).ok).toBe(true);
    expect(applicationUpdateValidator.validate({ status: 'completed' }).ok).toBe(true);
    expect(applicationUpdateValidator.validate({ status: 'new', outcome: 'accepted' })).toEqual({
      ok: false,
      errors: { outcome: needs },
    });
    expect(applicationUpdateValidator.validate({ outcome: 'accepted' })).toEqual({
      ok: false,
      errors: { outcome: needs },
    });
    const unknown = applicationUpdateValidator.validate({ status: 'completed', outcome: 'signed' });
    expect(unknown.ok || unknown.errors.outcome).toBe(
      'Bitte wählen Sie ein gültiges Ergebnis aus (Angenommen, Abgelehnt oder Zurückgezogen)',
    );
    expect(
      applicationBulkValidator.validate({
        ids: [1],
        action: 'status',
        status: 'completed',
        outcome: 'withdrawn',
      }).ok,
    ).toBe(true);
    expect(applicationBulkValidator.validate({ ids: [1], action: 'delete', outcome: 'withdrawn' })).toEqual({
      ok: false,
      errors: { outcome: needs },
    });
  });
});
