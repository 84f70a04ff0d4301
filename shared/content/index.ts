import type { ContentTypeName } from '../content-types.js';
import type { ContentDefinition } from './define.js';
import { faqs } from './faqs.js';
import { feedbacks } from './feedbacks.js';
import { highlights } from './highlights.js';
import { livestreams } from './livestreams.js';
import { streamers } from './streamers.js';

export type { ContentDefinition, CreateOf, ItemOf, UpdateOf } from './define.js';

/**
 * Every content type's definition, by name: the one list a new content type is added to (with its
 * name in shared/content-types.ts). The server, the seeds, the control centre and the API types
 * read it.
 */
export const CONTENT = { livestreams, highlights, streamers, feedbacks, faqs } satisfies {
  [N in ContentTypeName]: ContentDefinition<N>;
};

export type Content = typeof CONTENT;
