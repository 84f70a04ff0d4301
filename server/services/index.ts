import type { Knex } from 'knex';
import type { PasswordHasher } from '../auth/password.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createApplicationService } from './applications.js';
import { createContactMessageService } from './contact-messages.js';
import { createContentServices } from './content.js';
import { createPageViewCounter } from './page-views.js';
import { createSearchService } from './search.js';
import { createStatsService } from './stats.js';
import { createUploadService } from './uploads.js';
import { createUserService } from './users.js';

export interface ServiceDeps {
  knex: Knex;
  config: Config;
  logger: Logger;
  clock: Clock;
  hasher: PasswordHasher;
}

/**
 * Every service the routes and the page renderer use, built over one Knex instance (so each app,
 * and each test, has its own database). Nothing here knows about Koa.
 */
export function createServices({ knex, config, logger, clock, hasher }: ServiceDeps) {
  const contentListeners = new Set<() => void>();
  const onChange = () => contentListeners.forEach((listener) => listener());
  const applications = createApplicationService({ knex, clock });
  const pageViews = createPageViewCounter({ knex, logger, clock, flushEveryMs: config.pageViewFlushMs });

  const content = createContentServices({ knex, clock, onChange });

  return {
    /** One service per content type (shared/content-types.ts), keyed by name. */
    content,
    /** The site search over the public content (/search). */
    search: createSearchService(content),
    applications,
    contactMessages: createContactMessageService({ knex, clock }),
    users: createUserService({ knex, hasher, clock }),
    uploads: createUploadService(config.uploadsDir, config.uploadMaxBytes),
    pageViews,
    stats: createStatsService({ knex, clock, applications, pageViews }),
    /** Subscribes to every change of public content (used to drop cached pages). */
    onContentChanged(listener: () => void): () => void {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
