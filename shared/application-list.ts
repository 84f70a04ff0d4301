import {
  APPLICATION_OUTCOMES,
  APPLICATION_STATUSES,
  COUNTRIES,
  type ApplicationStatus,
  type Country,
} from './constants.js';
import { sourceLabelValue } from './application-source.js';

/**
 * The view of the applications list (GET /api/admin/applications with parameters, its exports,
 * and the control centre's URL /admin/bewerbungen?…): which page, how many per page, which
 * filters and which order. Free of Ajv, so the control centre can read and write it; the server
 * validates the same parameters with shared/schemas/application-list.ts.
 */
export const APPLICATION_SORT_FIELDS = ['createdAt', 'tiktokUsername', 'status', 'country'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];
/** A field, ascending, or "-field", descending. */
export type ApplicationSort = ApplicationSortField | `-${ApplicationSortField}`;
export const APPLICATION_SORTS = APPLICATION_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);

export const DEFAULT_APPLICATION_SORT: ApplicationSort = '-createdAt';
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The longest search text; the most ids one bulk action or selection export takes. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_BULK_IDS = 1000;
/** The response header with the number of applications matching the filters (on every page). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The list's outcome filter: one outcome, or `none` for those without (open or "ohne Ergebnis"). */
export const OUTCOME_FILTERS = [...APPLICATION_OUTCOMES, 'none'] as const;
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number];

export interface ApplicationFilter {
  status?: ApplicationStatus;
  country?: Country;
  outcome?: OutcomeFilter;
  /** Case-insensitive, in TikTok name, WhatsApp, Telegram, website, current agency and notes. */
  q?: string;
  /** The source label (shared/application-source.ts): ref, else utmSource, else referrerHost, else "direkt". */
  source?: string;
  /** Whose: `me` (the signed-in person), an account's id, or `none` (nobody's). */
  assignee?: ApplicationAssigneeFilter;
  /** Only those still „Neu“ past the 48-hour promise (shared/overdue.ts), `overdue=1` in a URL. */
  overdue?: true;
}

/** The `assignee=` filter: `me`, an account's id, or `none`. */
export type ApplicationAssigneeFilter = 'me' | 'none' | number;

/** `assignee=` as written in a URL, or undefined when it is none of me, none or an id. */
export function readAssigneeFilter(value: string | null | undefined): ApplicationAssigneeFilter | undefined {
  if (value === 'me' || value === 'none') return value;
  return value && /^[1-9][0-9]{0,15}$/.test(value) && Number.isSafeInteger(Number(value))
    ? Number(value)
    : undefined;
}

export interface ApplicationListQuery extends ApplicationFilter {
  page: number;
  pageSize: number;
  sort: ApplicationSort;
}

/** The parameter names; any of them present asks for a page instead of the whole list. */
export const APPLICATION_LIST_PARAMS = [
  'page',
  'pageSize',
  'status',
  'country',
  'q',
  'sort',
  'outcome',
  'assignee',
  'source',
  'overdue',
] as const;

export const DEFAULT_APPLICATION_LIST: ApplicationListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: DEFAULT_APPLICATION_SORT,
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * The view in a URL's search parameters, leniently: a missing or unusable value takes its default
 * (a shared link with a typo still opens the list). The server is strict instead.
 */
export function readApplicationListParams(params: URLSearchParams): ApplicationListQuery {
  const query: ApplicationListQuery = { ...DEFAULT_APPLICATION_LIST };
  const page = Number(params.get('page'));
  if (Number.isSafeInteger(page) && page >= 1) query.page = page;
  const pageSize = Number(params.get('pageSize'));
  if ((PAGE_SIZES as readonly number[]).includes(pageSize)) query.pageSize = pageSize;
  const sort = params.get('sort');
  if (isOneOf(APPLICATION_SORTS, sort)) query.sort = sort;
  const status = params.get('status');
  if (isOneOf(APPLICATION_STATUSES, status)) query.status = status;
  const country = params.get('country');
  if (isOneOf(COUNTRIES, country)) query.country = country;
  const outcome = params.get('outcome');
  if (isOneOf(OUTCOME_FILTERS, outcome)) query.outcome = outcome;
  const q = params.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (q) query.q = q;
  const assignee = readAssigneeFilter(params.get('assignee'));
  if (assignee !== undefined) query.assignee = assignee;
  const source = sourceLabelValue(params.get('source'));
  if (source) query.source = source;
  if (params.get('overdue') === '1') query.overdue = true;
  return query;
}

/**
 * The view as search parameters, leaving out what equals the default (so the plain list stays
 * /admin/bewerbungen). `only` limits them to the filters (for the exports).
 */
export function applicationListParams(
  query: Partial<ApplicationListQuery>,
  { only }: { only?: readonly (keyof ApplicationListQuery)[] } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of APPLICATION_LIST_PARAMS) {
    if (only && !only.includes(key)) continue;
    const value = query[key];
    if (value === undefined || value === '' || value === DEFAULT_APPLICATION_LIST[key as 'page']) continue;
    // A flag reads `1` (`overdue=1`), as the server takes it.
    params.set(key, value === true ? '1' : String(value));
  }
  return params;
}

/** "-createdAt" → { field: 'createdAt', descending: true }. */
export function parseSort(sort: ApplicationSort): { field: ApplicationSortField; descending: boolean } {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as ApplicationSortField, descending };
}
