import type * as Api from './api-types.js';
import { WEEKDAY_LABELS } from './constants.js';
import { parseWeekday } from './weekdays.js';

/**
 * The site search (/search?q=, declared in the structured data): which public content matches a
 * term, and the text parts to mark in the results. Pure functions: the server searches with them,
 * and the page marks the matches with them on both sides, so the hydrated page is the same.
 */

/** The longest term searched for, in characters; a longer one is cut. */
export const SEARCH_QUERY_MAX = 100;

/**
 * The kinds of content searched (those with searchable fields in their definition,
 * shared/content/), in the order the results page shows them.
 */
export const SEARCH_KINDS = ['faqs', 'streamers', 'highlights', 'livestreams'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The content lists searched: what the public site shows. */
export interface SearchableContent {
  faqs: readonly Api.Faq[];
  streamers: readonly Api.Streamer[];
  highlights: readonly Api.Highlight[];
  livestreams: readonly Api.Livestream[];
}

export interface SearchResults extends SearchableContent {
  /** The term searched for: white space collapsed, trimmed, at most SEARCH_QUERY_MAX characters. */
  query: string;
  /** The term given was longer than SEARCH_QUERY_MAX and has been cut. */
  truncated: boolean;
  /** How many entries matched, over all kinds. */
  total: number;
}

/** The answer to no term at all: nothing searched, nothing found. */
export const NO_SEARCH_RESULTS: SearchResults = {
  query: '',
  truncated: false,
  total: 0,
  faqs: [],
  streamers: [],
  highlights: [],
  livestreams: [],
};

/** A piece of shown text; `match` marks a part that matches a search term. */
export interface TextPart {
  text: string;
  match?: true;
}

/**
 * The term of a request's ?q=: the first one when the address repeats it, control and invisible
 * characters as spaces, white space collapsed, cut to SEARCH_QUERY_MAX characters.
 */
export function normalizeSearchQuery(raw: unknown): { query: string; truncated: boolean } {
  const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof first !== 'string') return { query: '', truncated: false };
  const cleaned = first
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(cleaned);
  if (characters.length <= SEARCH_QUERY_MAX) return { query: cleaned, truncated: false };
  return { query: characters.slice(0, SEARCH_QUERY_MAX).join('').trim(), truncated: true };
}

const GERMAN_UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * Text prepared for comparison: lower case, accents removed, ß as ss. `expand` writes ä, ö and ü
 * as ae, oe and ue instead of a, o and u, so "Mueller" finds "Müller" (and "Muller" still does
 * in the other folding). `starts` and `ends` give, per UTF-16 unit of `text`, the range of the
 * original character it came from, so matches can be marked in the original.
 */
interface Folded {
  text: string;
  starts: number[];
  ends: number[];
}

function fold(original: string, expand: boolean): Folded {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of original) {
    const lower = character.toLowerCase();
    const folded =
      (expand ? GERMAN_UMLAUTS[lower] : undefined) ??
      (lower === 'ß' ? 'ss' : lower.normalize('NFD').replace(/\p{M}/gu, ''));
    for (let unit = 0; unit < folded.length; unit += 1) {
      starts.push(index);
      ends.push(index + character.length);
    }
    text += folded;
    index += character.length;
  }
  return { text, starts, ends };
}

/** The words of a term, each folded both ways; empty for an empty term. */
function termsOf(query: string): Array<{ plain: string; expanded: string }> {
  const words = [...new Set(query.normalize('NFC').split(/\s+/).filter(Boolean))];
  return words
    .map((word) => ({ plain: fold(word, false).text, expanded: fold(word, true).text }))
    .filter((term) => term.plain.length > 0);
}

/** Where the terms occur in a text, as [start, end) ranges of the text, merged and in order. */
function matchRanges(text: string, query: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const foldings = [fold(text, false), fold(text, true)];
  for (const term of termsOf(query)) {
    for (const [folded, needle] of [
      [foldings[0]!, term.plain],
      [foldings[1]!, term.expanded],
    ] as const) {
      for (let at = folded.text.indexOf(needle); at !== -1; at = folded.text.indexOf(needle, at + 1)) {
        ranges.push([folded.starts[at]!, folded.ends[at + needle.length - 1]!]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Whether every word of the term occurs in one of the texts (case, accents and umlauts aside). */
export function matchesAll(texts: ReadonlyArray<string | null | undefined>, query: string): boolean {
  const terms = termsOf(query);
  if (terms.length === 0) return false;
  const joined = texts.filter(Boolean).join('\n').normalize('NFC');
  const plain = fold(joined, false).text;
  const expanded = fold(joined, true).text;
  return terms.every((term) => plain.includes(term.plain) || expanded.includes(term.expanded));
}

/** A text split into parts, the ones that match a word of the term marked. */
export function markMatches(text: string, query: string): TextPart[] {
  const normalized = text.normalize('NFC');
  const parts: TextPart[] = [];
  let position = 0;
  for (const [start, end] of matchRanges(normalized, query)) {
    if (start > position) parts.push({ text: normalized.slice(position, start) });
    parts.push({ text: normalized.slice(start, end), match: true });
    position = end;
  }
  if (position < normalized.length || parts.length === 0) parts.push({ text: normalized.slice(position) });
  return parts;
}

/**
 * A long text shortened to about `length` characters around its first match, cut at spaces, with
 * "…" where text was left out; a short text as it is.
 */
export function excerptOf(text: string, query: string, length = 180): string {
  const normalized = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (normalized.length <= length) return normalized;
  const first = matchRanges(normalized, query)[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(length / 3), normalized.length - length));
  if (start > 0) {
    // From the next word on, unless that would skip the match.
    const space = normalized.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  let end = Math.min(normalized.length, start + length);
  if (end < normalized.length) {
    const space = normalized.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '… ' : ''}${normalized.slice(start, end).trim()}${end < normalized.length ? ' …' : ''}`;
}

/** The German weekday of a stored day ("friday", "Fr", "5"), or the stored text. */
export function weekdayLabelOf(day: string): string {
  const weekday = parseWeekday(day);
  return weekday ? WEEKDAY_LABELS[weekday] : day;
}

/**
 * The entries of each kind that match every word of the term; nothing for an empty term.
 * `textsOf` gives the texts of an entry the search looks at (shared/content/search.ts: the
 * definition's searchable fields).
 */
export function searchContent(
  rawQuery: unknown,
  content: SearchableContent,
  textsOf: <K extends SearchKind>(kind: K, item: SearchableContent[K][number]) => Array<string | null>,
): SearchResults {
  const { query, truncated } = normalizeSearchQuery(rawQuery);
  const pick = <K extends SearchKind>(kind: K): Array<SearchableContent[K][number]> =>
    (content[kind] as ReadonlyArray<SearchableContent[K][number]>).filter((item) =>
      matchesAll(textsOf(kind, item), query),
    );
  const results = {
    faqs: pick('faqs'),
    streamers: pick('streamers'),
    highlights: pick('highlights'),
    livestreams: pick('livestreams'),
  };
  const total = SEARCH_KINDS.reduce((sum, kind) => sum + results[kind].length, 0);
  return { query, truncated, total, ...results };
}
