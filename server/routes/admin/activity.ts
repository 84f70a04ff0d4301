import { activity } from '@shared/api/activity.js';
import { TOTAL_COUNT_HEADER } from '@shared/application-list.js';
import type { ActivityFilter } from '@shared/activity-log.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import { actorOf } from '@server/http/actor.js';
import type { AppContext } from '@server/http/context.js';
import { route, type Route } from '@server/http/endpoints.js';
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
): Route[] {
  /** The rows as the API answers them, each named in German (server/presenters/activity-log.ts). */
  const present = async (rows: ActivityRow[]) => {
    const found = await lookups(rows);
    return rows.map((row) => presentActivityEntry(row, found));
  };
  const exported = async (ctx: AppContext, filter: ActivityFilter, format: 'csv' | 'xlsx') => {
    const rows = await activityLog.exportRows(filter, format, actorOf(ctx));
    ctx.attachment(`protokoll-${berlinDate(clock())}.${format}`);
    return present(rows);
  };

  return [
    route(activity.list, async (ctx, { query }) => {
      const { rows, total } = await activityLog.page(query);
      ctx.set(TOTAL_COUNT_HEADER, String(total));
      return present(rows);
    }),
    route(activity.actors, async () => {
      const actors = await activityLog.actors();
      const found = await lookups(
        actors.map((actor) => ({ actorId: actor.id, entityId: null, changes: null }) as ActivityRow),
      );
      return actors.map((actor) => presentActivityActor(actor, found));
    }),
    route(activity.exportCsv, async (ctx, { query }) => {
      const rows = await exported(ctx, query, 'csv');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = activityCsv(rows);
    }),
    route(activity.exportXlsx, async (ctx, { query }) => {
      const rows = await exported(ctx, query, 'xlsx');
      ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      ctx.body = await activityXlsx(rows);
    }),
  ];
}
