import Router from '@koa/router';
import { ACTIVITY_LIST_PARAMS } from '@shared/activity-log.js';
import { TOTAL_COUNT_HEADER } from '@shared/application-list.js';
import { parseActivityFilter, parseActivityListQuery } from '@shared/schemas/activity-log.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import { actorOf } from '@server/http/actor.js';
import type { AppContext, AppState } from '@server/http/context.js';
import { readQuery } from '@server/http/input.js';
import { needs } from '@server/http/permissions.js';
import { queryParams } from '@server/http/query.js';
import { presentActivityActor, presentActivityEntry } from '@server/presenters/activity-log.js';
import { activityCsv, activityXlsx } from '@server/services/activity-export.js';
import type { ActivityLog, ActivityRow } from '@server/services/activity-log.js';
import { NO_LOOKUPS, type ActivityLookups } from '@server/services/activity-names.js';

/**
 * The activity log ("Protokoll", owners and administration): one page of it with filters, the
 * people in it, and the filtered view as CSV or XLSX. Read only: nothing here changes a row, and
 * each export is itself recorded.
 */
export function adminActivityRoutes(
  activityLog: ActivityLog,
  clock: Clock,
  lookups: (rows: readonly ActivityRow[]) => Promise<ActivityLookups> = async () => NO_LOOKUPS,
): Router<AppState> {
  /** The rows as the API answers them, each named in German (server/presenters/activity-log.ts). */
  const present = async (rows: ActivityRow[]) => {
    const found = await lookups(rows);
    return rows.map((row) => presentActivityEntry(row, found));
  };
  const router = new Router<AppState>({ prefix: '/activity' });
  // The exports take the list's parameters (the screen passes its view), ignoring the page.
  const params = queryParams(...ACTIVITY_LIST_PARAMS);
  const exported = async (ctx: AppContext, format: 'csv' | 'xlsx') => {
    const rows = await activityLog.exportRows(readQuery(ctx, parseActivityFilter), format, actorOf(ctx));
    ctx.attachment(`protokoll-${berlinDate(clock())}.${format}`);
    return present(rows);
  };

  router.get('/', needs('activity.read'), params, async (ctx) => {
    const { rows, total } = await activityLog.page(readQuery(ctx, parseActivityListQuery));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = await present(rows);
  });
  router.get('/actors', needs('activity.read'), async (ctx) => {
    const actors = await activityLog.actors();
    const found = await lookups(
      actors.map((actor) => ({ actorId: actor.id, entityId: null, changes: null }) as ActivityRow),
    );
    ctx.body = actors.map((actor) => presentActivityActor(actor, found));
  });
  router.get('/export.csv', needs('activity.read'), params, async (ctx) => {
    const rows = await exported(ctx, 'csv');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = activityCsv(rows);
  });
  router.get('/export.xlsx', needs('activity.read'), params, async (ctx) => {
    const rows = await exported(ctx, 'xlsx');
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.body = await activityXlsx(rows);
  });
  return router;
}
