import type { Content, ItemOf } from './content/index.js';

/**
 * The public site's content types, in the order the home page shows them. Each has its definition
 * in shared/content/ (listed in shared/content/index.ts); the server, the public site's queries
 * and the control centre are all keyed by these names. The list stays here, apart from the
 * definitions, because the public site's bundle needs the names but none of the definitions.
 */
export const CONTENT_TYPE_NAMES = ['livestreams', 'highlights', 'streamers', 'feedbacks', 'faqs'] as const;

export type ContentTypeName = (typeof CONTENT_TYPE_NAMES)[number];

/** The JSON item of each content type, as both APIs answer it (from its definition, shared/content/). */
export type ContentItems = { [N in ContentTypeName]: ItemOf<Content[N]> };

/**
 * A built-in sample entry (the first-start seed, the public site's fallback): the API's item
 * without the id the database gives it. Derived from the definitions, so a new field is a type
 * error at every sample until the sample says what it holds (null for an optional field).
 */
export type SampleOf<N extends ContentTypeName> = Omit<ContentItems[N], 'id'>;

/** GET list of the public API; also the public site's query key. */
export const publicContentPath = <N extends ContentTypeName>(name: N) => `/api/${name}` as const;

/** The control centre's list, create, update and delete address. */
export const adminContentPath = <N extends ContentTypeName>(name: N) => `/api/admin/${name}` as const;

/** TanStack Query key of a public list: its path, as the shared default query function expects. */
export const publicContentQueryKey = <N extends ContentTypeName>(name: N) =>
  [publicContentPath(name)] as const;
