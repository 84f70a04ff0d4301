import { describe, expect, it } from 'vitest';
import { escapeLike, orderSql, phoneDigits, searchCondition, selectionWhere } from '@db/application-list.js';

describe('phoneDigits: a search as the digits of a WhatsApp number', () => {
  it.each([
    ['0170 1234567', '1701234567'],
    ['+49 170 1234567', '1701234567'],
    ['0049 170 1234567', '1701234567'],
    ['+43 660 111', '660111'],
    ['0041 79 123', '79123'],
    ['+1 555 123', '1555123'],
    ['(0170) 123-45/67', '170123' + '4567'],
    ['1234', '1234'],
    ['  170.12 ', '17012'],
  ])('%j → %j', (search, digits) => {
    expect(phoneDigits(search)).toBe(digits);
  });

  it.each([['anna'], ['170 abc'], ['12'], ['+49 1'], ['0 12'], ['+'], ['']])(
    '%j is no phone search',
    (search) => {
      expect(phoneDigits(search)).toBeUndefined();
    },
  );
});

describe('the SQL of the list', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('orders by the sort, then by id in the same direction', () => {
    expect(orderSql('-createdAt', 'sqlite')).toBe('created_at desc, id desc');
    expect(orderSql('tiktokUsername', 'sqlite')).toBe(
      "ltrim(tiktok_username, '@') collate nocase asc, id asc",
    );
    expect(orderSql('status', 'sqlite')).toBe(
      "(case status when 'new' then 0 when 'in_progress' then 1 when 'completed' then 2 else 3 end) asc, id asc",
    );
  });

  it('searches three or more characters as one literal FTS5 phrase, with the name and phone forms', () => {
    expect(searchCondition('Say "hi" OR x', 'sqlite')).toEqual({
      sql: 'id in (select rowid from applications_search where applications_search match ?)',
      bindings: [
        '{tiktok_username whatsapp_number telegram_username website current_agency notes} : "say ""hi"" or x"',
      ],
    });
    expect(searchCondition('@Anna', 'sqlite').bindings).toEqual([
      '{tiktok_username whatsapp_number telegram_username website current_agency notes} : "@anna" OR ' +
        '{tiktok_username telegram_username} : ^ "anna"',
    ]);
    expect(searchCondition('0170 123', 'sqlite').bindings[0]).toMatch(/ OR \{whatsapp_digits\} : "170123"$/);
  });

  it('searches one or two characters with LIKE, folding the case of the letters beyond ASCII', () => {
    const { sql, bindings } = searchCondition('Ö%', 'sqlite');
    expect(sql).toContain("replace(notes, 'Ö', 'ö') like ? escape '\\'");
    expect(bindings).toEqual(Array(6).fill('%ö\\%%'));
    expect(searchCondition('ab', 'sqlite').sql).not.toContain('replace');
  });

  it('combines the filters with and', () => {
    expect(selectionWhere({}, 'sqlite')).toBeUndefined();
    expect(selectionWhere({ status: 'new', country: 'Schweiz', ids: [3, 4] }, 'sqlite')).toEqual({
      sql: 'status = ? and country = ? and id in (?, ?)',
      bindings: ['new', 'Schweiz', 3, 4],
    });
    expect(selectionWhere({ overdueBefore: '2026-12-07T12:00:00.000Z' }, 'postgres')).toEqual({
      sql: "status = 'new' and created_at < ?",
      bindings: ['2026-12-07T12:00:00.000Z'],
    });
  });
});
