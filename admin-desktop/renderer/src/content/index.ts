import type { ContentTypeName } from '@shared/content-types.js';
import { faqsView } from './faqs.js';
import { feedbacksView } from './feedbacks.js';
import { highlightsView } from './highlights.js';
import { livestreamsView } from './livestreams.js';
import { streamersView } from './streamers.js';
import type { ContentView } from './view.js';

export type { ContentView, OwnListProps } from './view.js';

/**
 * The control centre's view of each content type (see ContentView): what it shapes itself. A type
 * not listed gets the generic table, cards and form.
 */
const CONTENT_VIEWS: Partial<Record<ContentTypeName, ContentView>> = {
  livestreams: livestreamsView,
  highlights: highlightsView,
  streamers: streamersView,
  feedbacks: feedbacksView,
  faqs: faqsView,
};

export const viewOf = (name: ContentTypeName): ContentView => CONTENT_VIEWS[name] ?? {};
