import type { Knex } from 'knex';
import type * as Api from '@shared/api-types.js';
import type { Clock } from '../clock.js';
import type { ApplicationService } from './applications.js';
import type { ContactMessageService } from './contact-messages.js';
import { dailyPageViews, pageViewStats, type PageViewCounter } from './page-views.js';

export interface StatsServiceDeps {
  knex: Knex;
  clock: Clock;
  applications: ApplicationService;
  contactMessages: Pick<ContactMessageService, 'counts'>;
  pageViews: PageViewCounter;
}

/** The dashboard's figures; counters still in memory are written first, so they are included. */
export function createStatsService({
  knex,
  clock,
  applications,
  contactMessages,
  pageViews,
}: StatsServiceDeps) {
  return {
    /** Applications and messages with their overdue counts (the 48-hour promise), then page views. */
    async summary(): Promise<Api.Stats> {
      await pageViews.flush();
      const [counts, messages, views] = await Promise.all([
        applications.counts(),
        contactMessages.counts(),
        pageViewStats(knex, clock()),
      ]);
      return { applications: counts, messages, pageviews: views };
    },
    async dailyPageViews(days: number): Promise<Api.DailyPageViews[]> {
      await pageViews.flush();
      return dailyPageViews(knex, days, clock());
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
