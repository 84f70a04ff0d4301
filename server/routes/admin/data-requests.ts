import Router from '@koa/router';
import type { DataErasureResult } from '@shared/api-types.js';
import { givenIdentifiers } from '@shared/data-request.js';
import {
  dataErasureValidator,
  dataExportValidator,
  dataRequestValidator,
} from '@shared/schemas/data-request.js';
import { berlinDate } from '@shared/time.js';
import { isoNow, type Clock } from '@server/clock.js';
import { actorOf } from '@server/http/actor.js';
import type { AppState } from '@server/http/context.js';
import { readBody } from '@server/http/input.js';
import {
  presentDataExport,
  presentDataRequestLog,
  presentSubjectRecords,
} from '@server/presenters/data-request.js';
import type { DataSubjectService } from '@server/services/data-subject.js';
import { needs } from '@server/http/permissions.js';

/**
 * Information and erasure for one person (DSGVO Art. 15 and 17). The identifiers travel in POST
 * bodies, never in a URL, so they stay out of access logs and browser history.
 */
export function adminDataRequestRoutes(
  dataSubjects: DataSubjectService,
  clock: Clock,
  retentionDays: number,
  acceptedDays = retentionDays,
): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/data-requests' });
  router.post('/search', needs('dataRequests'), async (ctx) => {
    const identifiers = givenIdentifiers(readBody(ctx, dataRequestValidator));
    ctx.body = presentSubjectRecords(await dataSubjects.find(identifiers), retentionDays, acceptedDays);
  });
  router.post('/export', needs('dataRequests'), async (ctx) => {
    const { applicationIds, messageIds, newsletterIds, ...rest } = readBody(ctx, dataExportValidator);
    const identifiers = givenIdentifiers(rest);
    const selection =
      applicationIds || messageIds || newsletterIds
        ? { applicationIds: applicationIds ?? [], messageIds: messageIds ?? [], newsletterIds }
        : undefined;
    const found = await dataSubjects.export(identifiers, selection, actorOf(ctx));
    ctx.type = 'application/json; charset=utf-8';
    ctx.attachment(`auskunft-${berlinDate(clock())}.json`);
    ctx.body = JSON.stringify(
      presentDataExport(identifiers, found, isoNow(clock), retentionDays, acceptedDays),
      null,
      2,
    );
  });
  router.post('/erase', needs('dataRequests'), async (ctx) => {
    const { applicationIds, messageIds, newsletterIds, ...rest } = readBody(ctx, dataErasureValidator);
    const selection = { applicationIds, messageIds, newsletterIds };
    const erased: DataErasureResult = await dataSubjects.erase(
      givenIdentifiers(rest),
      selection,
      actorOf(ctx),
    );
    ctx.body = erased;
  });
  router.get('/log', needs('dataRequests'), async (ctx) => {
    ctx.body = (await dataSubjects.log()).map(presentDataRequestLog);
  });
  return router;
}
