import {
  parseSort,
  type ApplicationFilter,
  type ApplicationSort,
  type ApplicationSortField,
} from '@shared/application-list.js';
import { APPLICATION_STATUSES, CALLING_CODES, COUNTRIES } from '@shared/constants.js';
import { asciiCaseFolded, type Dialect } from './dialect.js';

/**
 * The SQL of the applications list's filters, search and orders, for the dialect asked for (raw
 * column names, as the snake-case mappers do not touch raw SQL). In the database layer because it
 * differs per engine (the search: SQLite's FTS5 trigram index, PostgreSQL's ILIKE over pg_trgm)
 * and is written against the indexes of db/migrations/20261126100000_application_list_indexes;
 * kept apart from the service (server/services/applications.ts) so that the index test can run
 * EXPLAIN QUERY PLAN over exactly these fragments.
 */

/**
 * Which applications: the list's filters, and for a selection export or bulk action, ids. The
 * `assignee=me` filter arrives as the signed-in person's id (the routes put it in).
 */
export interface ApplicationSelection extends Omit<ApplicationFilter, 'assignee' | 'overdue'> {
  ids?: readonly number[];
  assignee?: number | 'none';
  /**
   * The `overdue=1` filter as the moment (ISO) it counts from: still „Neu“ and arrived before it
   * (shared/overdue.ts; the service reads the cutoff from its clock). Served by the index on
   * (status, created_at, id).
   */
  overdueBefore?: string;
}

export interface SqlFragment {
  sql: string;
  bindings: Array<string | number>;
}

/** A constant as an SQL string literal (the sort expressions must be literals, see below). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A fixed set's position in its constant's order: statuses in their workflow, countries A–Z. */
const rank = (column: string, values: readonly string[]) =>
  `(case ${column} ${values.map((value, index) => `when ${literal(value)} then ${index}`).join(' ')} else ${values.length} end)`;

/**
 * The sort expressions. SQLite reads an order from an expression index only when the query names
 * the very same expression, so these are the ones db/migrations/20261126100000_application_list_indexes
 * indexes (written out there): change one only together with a new index.
 * The TikTok name sorts without its leading "@" (names are stored as typed, with or without) and
 * ignores the case of ASCII letters (SQLite's NOCASE; umlauts sort after z).
 */
export const sortExpressions = (dialect: Dialect): Record<ApplicationSortField, string> => ({
  createdAt: 'created_at',
  tiktokUsername: asciiCaseFolded(dialect, "ltrim(tiktok_username, '@')"),
  status: rank('status', APPLICATION_STATUSES),
  country: rank('country', COUNTRIES),
});

/** ORDER BY of a sort, with the id as the last key in the same direction: pages never overlap. */
export function orderSql(sort: ApplicationSort, dialect: Dialect): string {
  const { field, descending } = parseSort(sort);
  const direction = descending ? 'desc' : 'asc';
  return `${sortExpressions(dialect)[field]} ${direction}, id ${direction}`;
}

/** The fields the search looks in. */
const SEARCH_COLUMNS = [
  'tiktok_username',
  'whatsapp_number',
  'telegram_username',
  'website',
  'current_agency',
  'notes',
] as const;
/** Names searched as names: "@anna" finds "anna…" too (names are stored with or without "@"). */
const NAME_COLUMNS = ['tiktok_username', 'telegram_username'] as const;

/** The search text as a LIKE pattern's literal part (LIKE … ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A search that looks like (part of) a phone number, as the digits to find in a WhatsApp number
 * written any way: separators ignored, and the country's calling code (+49, 0049, +43, +41) or
 * the national 0 left off, so "0170 123", "+49 170 123" and "0049170123" all find
 * "+49 170 1234567" and "0170/1234567". Fewer than 3 digits: no phone search.
 */
export function phoneDigits(search: string): string | undefined {
  const text = search.trim();
  if (!/^[0-9\s+\-/().]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international) {
    if (CALLING_CODES.some((code) => digits.startsWith(code))) digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return digits.length >= 3 ? digits : undefined;
}

/** An FTS5 string: the text as one phrase, taken literally. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Case-insensitive substring search in the six fields, through the trigram index
 * applications_search (db/migrations/20261126100000_application_list_indexes): a phrase of three
 * or more characters matches where it occurs as a substring, any letter's case ignored (ä/Ä too),
 * and %, _ or \ are plain characters there. A leading "@" also finds names stored without it
 * ("@anna" finds "anna…"), and a search that looks like a phone number also finds the WhatsApp
 * numbers written another way (see phoneDigits). Shorter searches cannot use trigrams: they
 * compare with LIKE instead, over every row.
 */
export function searchCondition(search: string, dialect: Dialect): SqlFragment {
  const text = search.normalize('NFC').toLowerCase();
  if (dialect === 'postgres') return postgresSearchCondition(text);
  if ([...text].length < 3) return shortSearchCondition(text);
  const queries = [`{${SEARCH_COLUMNS.join(' ')}} : ${phrase(text)}`];
  const name = text.slice(1);
  if (text.startsWith('@') && [...name].length >= 3)
    queries.push(`{${NAME_COLUMNS.join(' ')}} : ^ ${phrase(name)}`);
  const digits = phoneDigits(text);
  if (digits) queries.push(`{whatsapp_digits} : ${phrase(digits)}`);
  return {
    sql: 'id in (select rowid from applications_search where applications_search match ?)',
    bindings: [queries.join(' OR ')],
  };
}

/**
 * A search of one or two characters, with LIKE. LIKE ignores the case of ASCII letters only, so
 * for any other letter in the (lower-cased) search the column's upper-case form is replaced by the
 * lower-case one first: "Ö" finds "ö" and "Ö".
 */
function shortSearchCondition(text: string): SqlFragment {
  const folds = [...new Set(text)].flatMap((char) => {
    const upper = char.toUpperCase();
    return char > '\x7f' && upper !== char && [...upper].length === 1 ? [[upper, char] as const] : [];
  });
  const fold = (column: string) =>
    folds.reduce((sql, [upper, lower]) => `replace(${sql}, ${literal(upper)}, ${literal(lower)})`, column);
  const conditions: string[] = [];
  const bindings: string[] = [];
  const like = (column: string, pattern: string) => {
    conditions.push(`${fold(column)} like ? escape '\\'`);
    bindings.push(pattern);
  };
  for (const column of SEARCH_COLUMNS) like(column, `%${escapeLike(text)}%`);
  if (text.length > 1 && text.startsWith('@')) {
    for (const column of NAME_COLUMNS) like(column, `${escapeLike(text.slice(1))}%`);
  }
  return { sql: `(${conditions.join(' or ')})`, bindings };
}

/** The WhatsApp number without the separators people type (the index's whatsapp_digits). */
export const whatsappDigitsSql = (column: string) =>
  [' ', '-', '/', '(', ')', '.', '+'].reduce(
    (sql, separator) => `replace(${sql}, '${separator}', '')`,
    column,
  );

/**
 * The same search on PostgreSQL: ILIKE over the six fields, which the trigram (pg_trgm) GIN
 * indexes of the migration serve from three characters on. ILIKE ignores the case of every letter
 * (ä/Ä too, in a UTF-8 database), as the trigram index on SQLite does; the "@name" prefix and the
 * phone digits as there.
 */
function postgresSearchCondition(text: string): SqlFragment {
  const conditions: string[] = [];
  const bindings: string[] = [];
  const like = (column: string, pattern: string) => {
    conditions.push(`${column} ilike ? escape '\\'`);
    bindings.push(pattern);
  };
  for (const column of SEARCH_COLUMNS) like(column, `%${escapeLike(text)}%`);
  // "@name" as a name's start where SQLite's search takes it so: "@a" and on, then from "@abc".
  const name = text.slice(1);
  const length = [...text].length;
  if (text.startsWith('@') && (length < 3 ? length > 1 : [...name].length >= 3)) {
    for (const column of NAME_COLUMNS) like(column, `${escapeLike(name)}%`);
  }
  const digits = phoneDigits(text);
  if (digits) like(whatsappDigitsSql('whatsapp_number'), `%${digits}%`);
  return { sql: `(${conditions.join(' or ')})`, bindings };
}

/** WHERE of a selection, or undefined for all applications. */
export function selectionWhere(selection: ApplicationSelection, dialect: Dialect): SqlFragment | undefined {
  const parts: SqlFragment[] = [];
  if (selection.status) parts.push({ sql: 'status = ?', bindings: [selection.status] });
  if (selection.country) parts.push({ sql: 'country = ?', bindings: [selection.country] });
  if (selection.outcome === 'none') parts.push({ sql: 'outcome is null', bindings: [] });
  else if (selection.outcome) parts.push({ sql: 'outcome = ?', bindings: [selection.outcome] });
  if (selection.assignee === 'none') parts.push({ sql: 'assignee_id is null', bindings: [] });
  else if (selection.assignee !== undefined)
    parts.push({ sql: 'assignee_id = ?', bindings: [selection.assignee] });
  if (selection.source) parts.push({ sql: 'source_label = ?', bindings: [selection.source] });
  if (selection.overdueBefore)
    parts.push({ sql: "status = 'new' and created_at < ?", bindings: [selection.overdueBefore] });
  if (selection.ids) {
    parts.push({ sql: `id in (${selection.ids.map(() => '?').join(', ')})`, bindings: [...selection.ids] });
  }
  if (selection.q) parts.push(searchCondition(selection.q, dialect));
  if (parts.length === 0) return undefined;
  return {
    sql: parts.map(({ sql }) => sql).join(' and '),
    bindings: parts.flatMap(({ bindings }) => bindings),
  };
}
