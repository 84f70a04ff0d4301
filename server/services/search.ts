import { FALLBACK_FAQ_ITEMS } from '@shared/fallback-content.js';
import {
  NO_SEARCH_RESULTS,
  normalizeSearchQuery,
  searchContent,
  type SearchResults,
} from '@shared/search.js';
import { searchedTexts } from '@shared/content/search.js';
import type { PublishedContent } from './published-content.js';

/**
 * The site search (/search?q=) over what the website shows: each content type's public entries,
 * as the public API answers them (the published lists). The matching itself is shared/search.ts.
 */
export function createSearchService(published: PublishedContent) {
  return {
    /** The results for a request's raw ?q= (a string, repeated, or missing). */
    async results(rawQuery: unknown): Promise<SearchResults> {
      if (!normalizeSearchQuery(rawQuery).query) return NO_SEARCH_RESULTS;
      // The published lists: read once per content change, so a search costs no query.
      const [faqs, streamers, highlights, livestreams] = await Promise.all([
        published.list('faqs').then((list) => list.items),
        published.list('streamers').then((list) => list.items),
        published.list('highlights').then((list) => list.items),
        published.list('livestreams').then((list) => list.items),
      ]);
      // The public FAQ falls back to the built-in questions while none is stored; so does its search.
      return searchContent(
        rawQuery,
        { faqs: faqs.length > 0 ? faqs : FALLBACK_FAQ_ITEMS, streamers, highlights, livestreams },
        searchedTexts,
      );
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
