import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import type { ContentType } from './define.js';
import { faqs } from './faqs.js';
import { feedbacks } from './feedbacks.js';
import { highlights } from './highlights.js';
import { livestreams } from './livestreams.js';
import { streamers } from './streamers.js';

export type { ContentType, CreateInput, RowOf, UpdateInput } from './define.js';

/** Every content type by name; the one list a new content type is added to on the server. */
export const CONTENT_TYPES = { livestreams, highlights, streamers, feedbacks, faqs } satisfies {
  [N in ContentTypeName]: { name: N };
};

export type ContentTypes = typeof CONTENT_TYPES;

/**
 * A content type with its row and payload types erased, for code that treats them all alike
 * (mounting routes, loading page data, seeding). Each one's own types are checked where it is
 * defined; code that pairs a type with its service takes both from the same name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased on purpose, see above
export type AnyContentType = ContentType<ContentTypeName, any, any, any>;

/** Walks the content types in the order of CONTENT_TYPE_NAMES. */
export const allContentTypes = (): AnyContentType[] =>
  CONTENT_TYPE_NAMES.map((name) => CONTENT_TYPES[name] as unknown as AnyContentType);
