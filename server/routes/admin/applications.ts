import API from '@shared/api/index.js';
import {
  APPLICATION_LIST_PARAMS,
  TOTAL_COUNT_HEADER,
  type ApplicationAssigneeFilter,
} from '@shared/application-list.js';
import type { ApplicationExportQuery } from '@shared/schemas/application-list.js';
import type { AppContext } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { crudRoutes } from '@server/http/crud.js';
import { mediaOf, route, type Route } from '@server/http/endpoints.js';
import { applicationPresenter, presentEarlierApplications } from '@server/presenters/admin.js';
import { applicationsCsv, applicationsXlsx } from '@server/services/application-export.js';
import type { ApplicationService } from '@server/services/applications.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import type { Retention } from '@server/config.js';
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
  /** How long applications are kept (their answers say when each is deleted). */
  { applicationDays: retentionDays, acceptedDays }: Pick<Retention, 'applicationDays' | 'acceptedDays'>,
): Route[] {
  const endpoints = API.applications;
  const presentApplication = applicationPresenter(retentionDays, acceptedDays);
  /** The exports' rows: every application matching the filters (or the selected ids), in order; recorded. */
  const exported = async (ctx: AppContext, query: ApplicationExportQuery, format: 'csv' | 'xlsx') => {
    const { sort, ...selection } = resolveMe(ctx, query);
    return (await applications.export(selection, sort, format, actorOf(ctx))).map(presentApplication);
  };
  const attachment = (ctx: AppContext, extension: 'csv' | 'xlsx') =>
    ctx.attachment(`bewerbungen-${berlinDate(clock())}.${extension}`);

  return [
    route(endpoints.list, async (ctx, { query }) => {
      // Without parameters: the whole list, newest first, as a plain array (the spec's contract).
      if (!asksForPage(ctx)) return (await applications.list()).map(presentApplication);
      const { rows, total } = await applications.page(resolveMe(ctx, query));
      ctx.set(TOTAL_COUNT_HEADER, String(total));
      return rows.map(presentApplication);
    }),
    route(endpoints.exportCsv, async (ctx, { query }) => {
      const rows = await exported(ctx, query, 'csv');
      ctx.type = mediaOf(endpoints.exportCsv);
      attachment(ctx, 'csv');
      ctx.body = applicationsCsv(rows);
    }),
    route(endpoints.exportXlsx, async (ctx, { query }) => {
      const rows = await exported(ctx, query, 'xlsx');
      ctx.type = mediaOf(endpoints.exportXlsx);
      attachment(ctx, 'xlsx');
      ctx.body = await applicationsXlsx(rows);
    }),
    route(endpoints.sources, () => applications.sources()),
    route(endpoints.bulk, async (ctx, { body }) => {
      const changed = await applications.bulk(body, actorOf(ctx));
      ctx.state.adminWrite = { action: body.action === 'delete' ? 'delete' : 'update', id: body.ids };
      return { changed };
    }),
    // Who an application can be assigned to, for everyone who may read applications.
    route(endpoints.assignees, () => applications.assignees()),
    // No create here: applications arrive through the public form.
    ...crudRoutes({ get: endpoints.get, update: endpoints.update, remove: endpoints.remove }, applications, {
      present: presentApplication,
    }),
    // The earlier applications of the same person still stored (certain matches only), newest
    // first, each with what matched.
    route(endpoints.earlier, async (_ctx, { params }) => {
      const application = await applications.get(params.id);
      return presentEarlierApplications(application, await applications.earlier(application));
    }),
    // Who changed it last: for everyone who may read it (the log itself is for owners and administration).
    route(endpoints.lastChange, async (_ctx, { params }) =>
      presentLastChange(await applications.lastChange(params.id)),
    ),
    // Status, outcome and assignee changes (who, when, from → to), for everyone who may read it.
    route(endpoints.history, (_ctx, { params }) => applications.history(params.id)),
  ];
}
