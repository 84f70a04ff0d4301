import API from '@shared/api/index.js';
import { givenIdentifiers } from '@shared/data-request.js';
import { berlinDate } from '@shared/time.js';
import { isoNow, type Clock } from '@server/clock.js';
import type { Retention } from '@server/config.js';
import { actorOf } from '@server/http/actor.js';
import { mediaOf, route, type Route } from '@server/http/endpoints.js';
import {
  presentDataExport,
  presentDataRequestLog,
  presentSubjectRecords,
} from '@server/presenters/data-request.js';
import type { DataSubjectService } from '@server/services/data-subject.js';

/**
 * Information and erasure for one person (DSGVO Art. 15 and 17). The identifiers travel in POST
 * bodies, never in a URL, so they stay out of access logs and browser history.
 */
export function adminDataRequestRoutes(
  dataSubjects: DataSubjectService,
  clock: Clock,
  /** How long applications are kept (their answers say when each is deleted). */
  { applicationDays: retentionDays, acceptedDays }: Pick<Retention, 'applicationDays' | 'acceptedDays'>,
): Route[] {
  const endpoints = API.dataRequests;
  return [
    route(endpoints.search, async (_ctx, { body }) =>
      presentSubjectRecords(await dataSubjects.find(givenIdentifiers(body)), retentionDays, acceptedDays),
    ),
    route(endpoints.export, async (ctx, { body }) => {
      const { applicationIds, messageIds, newsletterIds, ...rest } = body;
      const identifiers = givenIdentifiers(rest);
      const selection =
        applicationIds || messageIds || newsletterIds
          ? { applicationIds: applicationIds ?? [], messageIds: messageIds ?? [], newsletterIds }
          : undefined;
      const found = await dataSubjects.export(identifiers, selection, actorOf(ctx));
      ctx.type = mediaOf(endpoints.export);
      ctx.attachment(`auskunft-${berlinDate(clock())}.json`);
      ctx.body = JSON.stringify(
        presentDataExport(identifiers, found, isoNow(clock), retentionDays, acceptedDays),
        null,
        2,
      );
    }),
    route(endpoints.erase, (ctx, { body }) => {
      const { applicationIds, messageIds, newsletterIds, ...rest } = body;
      return dataSubjects.erase(
        givenIdentifiers(rest),
        { applicationIds, messageIds, newsletterIds },
        actorOf(ctx),
      );
    }),
    route(endpoints.log, async () => (await dataSubjects.log()).map(presentDataRequestLog)),
  ];
}
