import { FALLBACK_FAQS } from '@shared/fallback-content.js';
import { normalizeSearchQuery, searchContent, type SearchResults } from '@shared/search.js';
import { CONTENT_TYPES } from '../content-types/index.js';
import type { ContentServices } from './content.js';

/** The FAQ the site shows while none is stored (spec section 4), with the public site's ids. */
const FALLBACK_FAQ_ITEMS = FALLBACK_FAQS.map((entry, index) => ({ id: -1 - index, ...entry }));

const NOTHING = { faqs: [], streamers: [], highlights: [], livestreams: [] };

/**
 * The site search (/search?q=) over what the website shows: each content type's public entries,
 * presented as the public API answers them. The matching itself is shared/search.ts.
 */
export function createSearchService(content: ContentServices) {
  return {
    /** The results for a request's raw ?q= (a string, repeated, or missing). */
    async results(rawQuery: unknown): Promise<SearchResults> {
      if (!normalizeSearchQuery(rawQuery).query) return searchContent(rawQuery, NOTHING);
      const [faqs, streamers, highlights, livestreams] = await Promise.all([
        content.faqs.listPublic().then((rows) => rows.map(CONTENT_TYPES.faqs.present)),
        content.streamers.listPublic().then((rows) => rows.map(CONTENT_TYPES.streamers.present)),
        content.highlights.listPublic().then((rows) => rows.map(CONTENT_TYPES.highlights.present)),
        content.livestreams.listPublic().then((rows) => rows.map(CONTENT_TYPES.livestreams.present)),
      ]);
      // The public FAQ falls back to the built-in questions while none is stored; so does its search.
      return searchContent(rawQuery, {
        faqs: faqs.length > 0 ? faqs : FALLBACK_FAQ_ITEMS,
        streamers,
        highlights,
        livestreams,
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
