import { Faq, Feedback, Highlight, Livestream, Streamer } from '../../db/models/index.js';
import { FEEDBACK_RATING } from '../../shared/constants.js';
import type { FaqCreate } from '../../shared/schemas/faq.js';
import type { FeedbackCreate } from '../../shared/schemas/feedback.js';
import type { HighlightCreate } from '../../shared/schemas/highlight.js';
import type { LivestreamCreate } from '../../shared/schemas/livestream.js';
import { streamerNameFromTiktok, type StreamerCreate } from '../../shared/schemas/streamer.js';
import type { ContentDefinition } from './content.js';

export const livestreamDefinition: ContentDefinition<Livestream, LivestreamCreate> = {
  model: Livestream,
  defaultOrder: 'count',
  nullableFields: ['description'],
  defaults: () => ({ isLive: false, description: null }),
};

export const highlightDefinition: ContentDefinition<Highlight, HighlightCreate> = {
  model: Highlight,
  defaultOrder: 'count',
  nullableFields: [],
};

export const streamerDefinition: ContentDefinition<Streamer, StreamerCreate> = {
  model: Streamer,
  defaultOrder: 'count',
  nullableFields: ['description', 'tags'],
  defaults: () => ({
    country: 'Deutschland',
    tagColor: 'default',
    frameType: 'standard',
    featured: false,
    description: null,
    tags: null,
  }),
  // A blank name is filled from the TikTok name without "@" (spec section 5).
  complete: (data) => (data.name ? {} : { name: streamerNameFromTiktok(String(data.tiktokUsername ?? '')) }),
};

export const feedbackDefinition: ContentDefinition<Feedback, FeedbackCreate> = {
  model: Feedback,
  defaultOrder: 'next',
  nullableFields: ['role', 'tiktokUrl'],
  defaults: () => ({ rating: FEEDBACK_RATING.default, role: null, tiktokUrl: null }),
};

export const faqDefinition: ContentDefinition<Faq, FaqCreate> = {
  model: Faq,
  defaultOrder: 'next',
  nullableFields: [],
};
