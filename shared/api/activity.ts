import type { ActivityActor, ActivityEntry } from '../api-types.js';
import { activityQuerySchema, parseActivityFilter, parseActivityListQuery } from '../schemas/activity-log.js';
import { endpoint, file, json } from './endpoint.js';

const LOG = '/api/admin/activity';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The exports take the list's parameters (the screen passes its view); the page is ignored.
const list = { schema: activityQuerySchema, parse: parseActivityListQuery };
const filter = { schema: activityQuerySchema, parse: parseActivityFilter };

/** The activity log ("Protokoll", owners and administration): read only, each export recorded. */
export const activity = {
  list: endpoint({
    method: 'GET',
    path: LOG,
    access: 'activity.read',
    summary: 'One page of the log, newest first, filtered (the number of matching rows in X-Total-Count)',
    query: list,
    answer: json<ActivityEntry[]>(),
    errors: [400],
  }),
  actors: endpoint({
    method: 'GET',
    path: `${LOG}/actors`,
    access: 'activity.read',
    summary: 'The people who appear in the log, named',
    answer: json<ActivityActor[]>(),
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: `${LOG}/export.csv`,
    access: 'activity.read',
    summary: 'The filtered log as CSV',
    query: filter,
    answer: file('text/csv; charset=utf-8'),
    errors: [400],
  }),
  exportXlsx: endpoint({
    method: 'GET',
    path: `${LOG}/export.xlsx`,
    access: 'activity.read',
    summary: 'The filtered log as XLSX',
    query: filter,
    answer: file(XLSX),
    errors: [400],
  }),
};
