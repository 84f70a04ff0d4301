import type * as Api from './api-types.js';

/**
 * The public site's content types (spec section 3), in the order the home page shows them. The
 * server's definitions (server/content-types/), the public site's queries and the control
 * centre's API client are all keyed by these names, so walking this list walks every one of them.
 */
export const CONTENT_TYPE_NAMES = ['livestreams', 'highlights', 'streamers', 'feedbacks', 'faqs'] as const;

export type ContentTypeName = (typeof CONTENT_TYPE_NAMES)[number];

/** The JSON item of each content type, as both APIs answer it. */
export interface ContentItems {
  livestreams: Api.Livestream;
  highlights: Api.Highlight;
  streamers: Api.Streamer;
  feedbacks: Api.Feedback;
  faqs: Api.Faq;
}

/** GET list of the public API (spec section 3); also the public site's query key. */
export const publicContentPath = <N extends ContentTypeName>(name: N) => `/api/${name}` as const;

/** The control centre's list, create, update and delete address (spec section 7). */
export const adminContentPath = <N extends ContentTypeName>(name: N) => `/api/admin/${name}` as const;

/** TanStack Query key of a public list: its path, as the shared default query function expects. */
export const publicContentQueryKey = <N extends ContentTypeName>(name: N) =>
  [publicContentPath(name)] as const;
