import { describe, expect, it } from 'vitest';
import { SEARCHED_TYPES, searchedTexts } from '@shared/content/search.js';
import { SEARCH_KINDS } from '@shared/search.js';
import { factories } from '@tests/helpers/factories.js';

/** The site search reads from the definitions which fields, and so which types, it searches. */
describe('the searched content', () => {
  it('is every type with a searchable field; the results page lists each of them', () => {
    expect([...SEARCH_KINDS].sort()).toEqual([...SEARCHED_TYPES].sort());
  });

  it('looks at the searchable fields of an entry, a day in German also from older spellings', () => {
    const livestream = {
      id: 1,
      day: 'Fr',
      time: '20:00',
      title: 'Battle',
      description: null,
      isLive: true,
      order: 0,
    };
    expect(searchedTexts('livestreams', livestream)).toEqual(['Freitag', '20:00', 'Battle', null]);
    expect(searchedTexts('livestreams', { ...livestream, day: 'irgendwann' })[0]).toBe('irgendwann');
    expect(searchedTexts('faqs', factories.item('faqs', { question: 'Wie?', answer: 'So.' }))).toEqual(
      expect.arrayContaining(['Wie?', 'So.']),
    );
  });
});
