import Router from '@koa/router';
import {
  APPLICATION_LIST_PARAMS,
  TOTAL_COUNT_HEADER,
  type ApplicationAssigneeFilter,
} from '@shared/application-list.js';
import { applicationUpdateValidator } from '@shared/schemas/application.js';
import {
  applicationBulkValidator,
  parseApplicationExportQuery,
  parseApplicationListQuery,
} from '@shared/schemas/application-list.js';
import type { AppContext, AppState } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { readBody, readId, readQuery } from '@server/http/input.js';
import { queryParams } from '@server/http/query.js';
import { applicationPresenter, presentEarlierApplications } from '@server/presenters/admin.js';
import { applicationsCsv, applicationsXlsx } from '@server/services/application-export.js';
import type { ApplicationService } from '@server/services/applications.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import { needs } from '@server/http/permissions.js';
import { presentLastChange } from '@server/presenters/activity-log.js';

/** The filters with `assignee=me` read as the signed-in person's id. */
function resolveMe<T extends { assignee?: ApplicationAssigneeFilter }>(
  ctx: AppContext,
  filter: T,
): Omit<T, 'assignee'> & { assignee?: number | 'none' } {
  const { assignee, ...rest } = filter;
  if (assignee === undefined) return rest;
  return { ...rest, assignee: assignee === 'me' ? ctx.state.user!.id : assignee };
}

/** Whether the request asks for a page of the list (any list parameter named, even empty). */
const asksForPage = (ctx: AppContext) => APPLICATION_LIST_PARAMS.some((name) => name in ctx.query);

export function adminApplicationRoutes(
  applications: ApplicationService,
  clock: Clock,
  retentionDays: number,
  acceptedDays = retentionDays,
): Router<AppState> {
  const presentApplication = applicationPresenter(retentionDays, acceptedDays);
  const router = new Router<AppState>({ prefix: '/applications' });
  /** The exports' rows: every application matching the filters (or the selected ids), in order; recorded. */
  const exported = async (ctx: AppContext, format: 'csv' | 'xlsx') => {
    const { sort, ...selection } = resolveMe(ctx, readQuery(ctx, parseApplicationExportQuery));
    return (await applications.export(selection, sort, format, actorOf(ctx))).map(presentApplication);
  };

  const listParams = queryParams(...APPLICATION_LIST_PARAMS);
  // The list's filters and sort, and the selection (page and pageSize are ignored).
  const exportParams = queryParams(...APPLICATION_LIST_PARAMS, 'ids');

  router.get('/', needs('applications.read'), listParams, async (ctx) => {
    // Without parameters: the whole list, newest first, as a plain array (the spec's contract).
    if (!asksForPage(ctx)) {
      ctx.body = (await applications.list()).map(presentApplication);
      return;
    }
    const { rows, total } = await applications.page(
      resolveMe(ctx, readQuery(ctx, parseApplicationListQuery)),
    );
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = rows.map(presentApplication);
  });
  // Before '/:id', which would otherwise take "export.csv" or "bulk" for an id.
  router.get('/export.csv', needs('applications.export'), exportParams, async (ctx) => {
    const rows = await exported(ctx, 'csv');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`bewerbungen-${berlinDate(clock())}.csv`);
    ctx.body = applicationsCsv(rows);
  });
  router.get('/export.xlsx', needs('applications.export'), exportParams, async (ctx) => {
    const rows = await exported(ctx, 'xlsx');
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.attachment(`bewerbungen-${berlinDate(clock())}.xlsx`);
    ctx.body = await applicationsXlsx(rows);
  });
  // The source labels there are (the list's "Quelle" filter), before '/:id'.
  router.get('/sources', needs('applications.read'), async (ctx) => {
    ctx.body = await applications.sources();
  });
  router.post('/bulk', needs('applications.write'), async (ctx) => {
    const input = readBody(ctx, applicationBulkValidator);
    const changed = await applications.bulk(input, actorOf(ctx));
    ctx.state.adminWrite = { action: input.action === 'delete' ? 'delete' : 'update', id: input.ids };
    ctx.body = { changed };
  });
  // Who an application can be assigned to, for everyone who may read applications.
  router.get('/assignees', needs('applications.read'), async (ctx) => {
    ctx.body = await applications.assignees();
  });
  router.get('/:id', needs('applications.read'), async (ctx) => {
    ctx.body = presentApplication(await applications.get(readId(ctx)));
  });
  // The earlier applications of the same person still stored (certain matches only), newest first,
  // each with what matched.
  router.get('/:id/earlier', needs('applications.read'), async (ctx) => {
    const application = await applications.get(readId(ctx));
    ctx.body = presentEarlierApplications(application, await applications.earlier(application));
  });
  // Who changed it last: for everyone who may read it (the log itself is for owners and administration).
  router.get('/:id/last-change', needs('applications.read'), async (ctx) => {
    ctx.body = presentLastChange(await applications.lastChange(readId(ctx)));
  });
  // Status, outcome and assignee changes (who, when, from → to), for everyone who may read it.
  router.get('/:id/history', needs('applications.read'), async (ctx) => {
    ctx.body = await applications.history(readId(ctx));
  });
  router.patch('/:id', needs('applications.write'), async (ctx) => {
    const id = readId(ctx);
    const input = readBody(ctx, applicationUpdateValidator);
    ctx.body = presentApplication(await applications.update(id, input, actorOf(ctx)));
  });
  router.delete('/:id', needs('applications.write'), async (ctx) => {
    await applications.remove(readId(ctx), actorOf(ctx));
    ctx.status = 204;
  });
  return router;
}
