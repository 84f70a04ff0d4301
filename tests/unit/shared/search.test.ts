import { describe, expect, it } from 'vitest';
import type * as Api from '@shared/api-types.js';
import {
  excerptOf,
  markMatches,
  matchesAll,
  normalizeSearchQuery,
  SEARCH_QUERY_MAX,
  searchContent,
  weekdayLabelOf,
  type SearchableContent,
} from '@shared/search.js';
import { searchedTexts } from '@shared/content/search.js';
import { factories } from '@tests/helpers/factories.js';

/** The search as the server runs it: the texts of the definitions' searchable fields. */
const searchOf = (query: unknown, content: SearchableContent) => searchContent(query, content, searchedTexts);

const faq = (id: number, question: string, answer: string): Api.Faq =>
  factories.item('faqs', { id, question, answer, order: id });

const streamer = (id: number, overrides: Partial<Api.Streamer>): Api.Streamer =>
  factories.item('streamers', {
    id,
    name: `Streamer ${id}`,
    profileImageUrl: '/uploads/seed-streamer-1.webp',
    tiktokUsername: `@streamer${id}`,
    tiktokUrl: `https://www.tiktok.com/@streamer${id}`,
    description: null,
    country: 'Deutschland',
    tags: null,
    tagColor: 'default',
    frameType: 'standard',
    featured: true,
    order: id,
    ...overrides,
  });

const CONTENT: SearchableContent = {
  faqs: [
    faq(1, 'Wie kann ich mich bewerben?', 'Über das Formular – Anna aus dem Team meldet sich in 48 Stunden.'),
    faq(2, 'Was kostet die Agentur?', 'Nichts: keine Vorabgebühr, keine versteckten Kosten.'),
  ],
  streamers: [
    streamer(1, { name: 'Anna Sommer', tiktokUsername: '@anna.live', tags: 'Musik, Talk' }),
    streamer(2, { name: 'Jörg Müller', tiktokUsername: 'joerg.gaming', country: 'Österreich' }),
    streamer(3, { name: 'Élodie Straße', description: 'Kocht live aus Zürich' }),
  ],
  highlights: [
    factories.item('highlights', {
      id: 1,
      title: 'Creator-Meetup mit Anna',
      description: 'Ein Abend in Wien',
      imageUrl: '/uploads/seed-highlight-1.webp',
      date: 'Mai 2026',
      order: 0,
    }),
  ],
  livestreams: [
    factories.item('livestreams', {
      id: 1,
      day: 'friday',
      time: '20:00',
      title: 'Freitags-Party',
      description: null,
      isLive: false,
      order: 0,
    }),
    factories.item('livestreams', {
      id: 2,
      day: 'Mo',
      time: '18:00',
      title: 'Montags-Talk',
      description: 'Mit Anna',
      isLive: false,
      order: 1,
    }),
  ],
};

const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id);

describe('normalizeSearchQuery', () => {
  it.each([
    ['  anna  ', 'anna'],
    ['anna\t\n  live', 'anna live'],
    ['anna\u0000live', 'anna live'],
    ['\u200Banna\u202E', 'anna'],
    ['', ''],
    ['   ', ''],
  ])('reads %j as %j', (raw, query) => {
    expect(normalizeSearchQuery(raw)).toEqual({ query, truncated: false });
  });

  it('takes the first of a repeated ?q= and nothing of a missing or odd one', () => {
    expect(normalizeSearchQuery(['anna', 'kai'])).toEqual({ query: 'anna', truncated: false });
    for (const raw of [undefined, null, 42, {}, [], [7]]) {
      expect(normalizeSearchQuery(raw)).toEqual({ query: '', truncated: false });
    }
  });

  it(`cuts a term to ${SEARCH_QUERY_MAX} characters, counting an emoji as one`, () => {
    expect(normalizeSearchQuery('a'.repeat(SEARCH_QUERY_MAX))).toEqual({
      query: 'a'.repeat(SEARCH_QUERY_MAX),
      truncated: false,
    });
    expect(normalizeSearchQuery('a'.repeat(5000))).toEqual({
      query: 'a'.repeat(SEARCH_QUERY_MAX),
      truncated: true,
    });
    const emoji = normalizeSearchQuery('😀'.repeat(150));
    expect(Array.from(emoji.query)).toHaveLength(SEARCH_QUERY_MAX);
    expect(emoji.truncated).toBe(true);
  });
});

describe('matchesAll', () => {
  it('ignores case, accents, ß and umlauts written as ae/oe/ue or without dots', () => {
    expect(matchesAll(['Jörg Müller'], 'MÜLLER')).toBe(true);
    expect(matchesAll(['Jörg Müller'], 'mueller')).toBe(true);
    expect(matchesAll(['Jörg Müller'], 'muller')).toBe(true);
    expect(matchesAll(['Jörg Müller'], 'joerg')).toBe(true);
    expect(matchesAll(['Mueller'], 'müller')).toBe(true);
    expect(matchesAll(['Élodie Straße'], 'elodie strasse')).toBe(true);
    expect(matchesAll(['Zürich'], 'zurich')).toBe(true);
  });

  it('needs every word, in any of the texts', () => {
    expect(matchesAll(['Anna Sommer', 'Musik'], 'anna musik')).toBe(true);
    expect(matchesAll(['Anna Sommer', 'Musik'], 'anna gaming')).toBe(false);
  });

  it('matches nothing for an empty term and does not confuse "blue" with "Blumen"', () => {
    expect(matchesAll(['Anna'], '')).toBe(false);
    expect(matchesAll(['Blumen'], 'blue')).toBe(false);
  });

  it('takes regular-expression characters literally', () => {
    expect(matchesAll(['100 % deiner Einnahmen (LIVE)'], '(live)')).toBe(true);
    expect(matchesAll(['Anna'], '.*')).toBe(false);
    expect(matchesAll(['Anna'], '[a-z]+')).toBe(false);
  });
});

describe('markMatches', () => {
  it('marks every occurrence of every word in the original spelling', () => {
    expect(markMatches('Anna trifft anna', 'ANNA')).toEqual([
      { text: 'Anna', match: true },
      { text: ' trifft ' },
      { text: 'anna', match: true },
    ]);
    expect(markMatches('Jörg Müller', 'mueller joerg')).toEqual([
      { text: 'Jörg', match: true },
      { text: ' ' },
      { text: 'Müller', match: true },
    ]);
    expect(markMatches('Straße 5', 'strasse')).toEqual([{ text: 'Straße', match: true }, { text: ' 5' }]);
  });

  it('merges overlapping matches and leaves a text without match whole', () => {
    expect(markMatches('Annabell', 'anna nab')).toEqual([{ text: 'Annab', match: true }, { text: 'ell' }]);
    expect(markMatches('Kai', 'anna')).toEqual([{ text: 'Kai' }]);
    expect(markMatches('', 'anna')).toEqual([{ text: '' }]);
  });

  it('keeps emoji whole around a match', () => {
    expect(markMatches('😀Anna😀', 'anna')).toEqual([
      { text: '😀' },
      { text: 'Anna', match: true },
      { text: '😀' },
    ]);
  });
});

describe('excerptOf', () => {
  const long = `${'Einleitung '.repeat(30)}Hier steht Anna mittendrin. ${'Schluss '.repeat(30)}`;

  it('keeps a short text as it is', () => {
    expect(excerptOf('Kurz und gut.', 'gut')).toBe('Kurz und gut.');
  });

  it('cuts a long text around the first match, at spaces, with ellipses', () => {
    const excerpt = excerptOf(long, 'anna', 120);
    expect(excerpt).toContain('Anna');
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(125);
    // Whole words: the passage starts after a space and ends before one.
    const inner = excerpt.slice(2, -2);
    const at = long.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    expect(long[at - 1]).toBe(' ');
    expect(long[at + inner.length]).toBe(' ');
  });

  it('starts at the beginning when the match is not in this text', () => {
    expect(excerptOf(long, 'kai', 120).startsWith('Einleitung')).toBe(true);
  });
});

describe('weekdayLabelOf', () => {
  it.each([
    ['friday', 'Freitag'],
    ['Mo', 'Montag'],
    ['7', 'Sonntag'],
    ['Feiertag', 'Feiertag'],
  ])('shows %j as %j', (day, label) => {
    expect(weekdayLabelOf(day)).toBe(label);
  });
});

describe('searchContent', () => {
  it('finds a term in every kind: FAQ question and answer, creators, highlights and the schedule', () => {
    const results = searchOf('anna', CONTENT);
    expect(results.query).toBe('anna');
    expect(ids(results.faqs)).toEqual([1]);
    expect(ids(results.streamers)).toEqual([1]);
    expect(ids(results.highlights)).toEqual([1]);
    expect(ids(results.livestreams)).toEqual([2]);
    expect(results.total).toBe(4);
  });

  it('searches the creators by TikTok name, tags, country and description', () => {
    expect(ids(searchOf('@anna.live', CONTENT).streamers)).toEqual([1]);
    expect(ids(searchOf('talk', CONTENT).streamers)).toEqual([1]);
    expect(ids(searchOf('österreich', CONTENT).streamers)).toEqual([2]);
    expect(ids(searchOf('zurich', CONTENT).streamers)).toEqual([3]);
  });

  it('finds a livestream by its German weekday and time', () => {
    expect(ids(searchOf('Freitag', CONTENT).livestreams)).toEqual([1]);
    expect(ids(searchOf('montag 18:00', CONTENT).livestreams)).toEqual([2]);
  });

  it('answers nothing for no term and for a term nobody wrote', () => {
    for (const query of ['', '   ', undefined, 'Quantenphysik']) {
      const results = searchOf(query, CONTENT);
      expect(results.total).toBe(0);
      expect(results.faqs).toEqual([]);
      expect(results.streamers).toEqual([]);
    }
  });

  it('reports a cut term', () => {
    const results = searchOf(`anna ${'x'.repeat(200)}`, CONTENT);
    expect(results.truncated).toBe(true);
    expect(Array.from(results.query)).toHaveLength(SEARCH_QUERY_MAX);
    expect(results.total).toBe(0);
  });

  it('stays fast on long odd terms over long texts', () => {
    const big: SearchableContent = {
      ...CONTENT,
      faqs: Array.from({ length: 200 }, (_, index) => faq(index, 'a'.repeat(200), 'ä'.repeat(2000))),
    };
    // Against a plain one-word search over the same texts, timed in the same run: a load on the
    // machine slows both alike, a term that made the search blow up (backtracking, a quadratic
    // scan) would not stay within a small multiple of it.
    const timed = (run: () => void) => {
      const started = performance.now();
      run();
      return performance.now() - started;
    };
    const plain = Math.min(...[0, 1, 2].map(() => timed(() => searchOf('frage', big))));
    const odd = timed(() => {
      searchOf(`${'a '.repeat(50)}`, big);
      searchOf('ä'.repeat(100), big);
    });
    expect(odd).toBeLessThan(Math.max(plain * 20, 50));
  });
});
