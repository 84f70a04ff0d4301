import {
  ACTIVITY_ACTIONS,
  ACTIVITY_DEFAULT_PAGE_SIZE,
  ACTIVITY_ENTITIES,
  SYSTEM_ACTOR_FILTER,
  type ActivityAction,
  type ActivityEntity,
} from '@shared/activity-log.js';
import type { ViewCodec } from '@admin/lib/url-view.js';

/** The page sizes the Protokoll offers (the server takes up to 200). */
export const ACTIVITY_PAGE_SIZES = [20, 50, 100, 200] as const;

/** The filters of the Protokoll, as the address and the API name them. */
export interface ActivityViewFilter {
  /** An account's id, or `system` for the server itself. */
  actor?: string;
  action?: ActivityAction;
  entity?: ActivityEntity;
  /** Calendar days in Berlin (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

export interface ActivityView extends ActivityViewFilter {
  page: number;
  pageSize: number;
}

export const FILTER_KEYS = ['actor', 'action', 'entity', 'from', 'to'] as const;
const DEFAULT_VIEW: ActivityView = { page: 1, pageSize: ACTIVITY_DEFAULT_PAGE_SIZE };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);
/** A calendar day as the server takes it (YYYY-MM-DD, not 2026-02-30). */
const isDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The view in the address, leniently: each parameter the server would take is kept, anything else
 * falls back to the default (an old or hand-edited link still opens the list). A range ending
 * before it starts keeps its start. The rules are the shared schema's (shared/schemas/
 * activity-log.ts), checked by hand: the control centre compiles no schema at run time (its CSP
 * has no unsafe-eval).
 */
export function readActivityView(params: URLSearchParams): ActivityView {
  const view: ActivityView = { ...DEFAULT_VIEW };
  const page = Number(params.get('page'));
  if (Number.isSafeInteger(page) && page >= 1 && page < 1e9) view.page = page;
  const pageSize = Number(params.get('pageSize'));
  if ((ACTIVITY_PAGE_SIZES as readonly number[]).includes(pageSize)) view.pageSize = pageSize;
  const actor = params.get('actor');
  if (actor !== null && new RegExp(`^([1-9][0-9]{0,15}|${SYSTEM_ACTOR_FILTER})$`).test(actor))
    view.actor = actor;
  const action = params.get('action');
  if (isOneOf(ACTIVITY_ACTIONS, action)) view.action = action;
  const entity = params.get('entity');
  if (isOneOf(ACTIVITY_ENTITIES, entity)) view.entity = entity;
  const from = params.get('from');
  if (isDay(from)) view.from = from;
  const to = params.get('to');
  if (isDay(to) && !(view.from && to < view.from)) view.to = to;
  return view;
}

/**
 * The view as search parameters: the filters that are set, and page and size where they are not
 * the default (so the plain list stays /admin/protokoll). `filtersOnly` for the exports.
 */
export function activityViewParams(view: Partial<ActivityView>, filtersOnly = false): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (filtersOnly) return params;
  if (view.page && view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  if (view.pageSize && view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  return params;
}

/** The request of one page: page and size always, so the server answers a page. */
export function activityPageParams(view: ActivityView): URLSearchParams {
  const params = activityViewParams(view, true);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params;
}

/** Whether any filter is set. */
export const isFiltered = (view: ActivityViewFilter) => FILTER_KEYS.some((key) => Boolean(view[key]));

export const ACTIVITY_VIEW: ViewCodec<ActivityView> = {
  read: readActivityView,
  write: (view) => activityViewParams(view),
};
