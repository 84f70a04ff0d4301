import type { ContentView } from './view.js';

export const highlightsView: ContentView = {
  card: { media: 'imageUrl', extra: 'order', meta: ['date'], text: 'description' },
};
