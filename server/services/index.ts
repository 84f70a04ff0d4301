import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createApplicationService } from './applications.js';
import { createContactMessageService } from './contact-messages.js';
import { createContentService } from './content.js';
import {
  faqDefinition,
  feedbackDefinition,
  highlightDefinition,
  livestreamDefinition,
  streamerDefinition,
} from './content-definitions.js';
import { createPageViewCounter, dailyPageViews, pageViewStats } from './page-views.js';
import { createUploadService } from './uploads.js';

/** Every service the routes and the page renderer use; nothing here knows about Koa. */
export function createServices(knex: Knex, config: Config, logger: Logger) {
  const contentListeners = new Set<() => void>();
  const contentChanged = () => contentListeners.forEach((listener) => listener());
  const applications = createApplicationService();
  const pageViews = createPageViewCounter(knex, logger, config.pageViewFlushMs);

  return {
    livestreams: createContentService(livestreamDefinition, contentChanged),
    highlights: createContentService(highlightDefinition, contentChanged),
    streamers: createContentService(streamerDefinition, contentChanged),
    feedbacks: createContentService(feedbackDefinition, contentChanged),
    faqs: createContentService(faqDefinition, contentChanged),
    applications,
    contactMessages: createContactMessageService(),
    uploads: createUploadService(config.uploadsDir, config.uploadMaxBytes),
    pageViews,
    /** Subscribes to every change of public content (used to drop cached pages). */
    onContentChanged(listener: () => void): () => void {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    async dailyPageViews(days: number) {
      await pageViews.flush();
      return dailyPageViews(knex, days);
    },
    async stats() {
      await pageViews.flush();
      const [counts, views] = await Promise.all([applications.counts(), pageViewStats(knex)]);
      return { applications: counts, pageviews: views };
    },
  };
}

export type Services = ReturnType<typeof createServices>;
