import { Type, type Static } from '@sinclair/typebox';
import {
  APPLICATION_SORTS,
  DEFAULT_APPLICATION_LIST,
  MAX_BULK_IDS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type ApplicationFilter,
  type ApplicationListQuery,
} from '../application-list.js';
import { APPLICATION_STATUSES, COUNTRIES } from '../constants.js';
import { OUTCOME_FILTERS } from '../application-list.js';
import { outcomeField, refineOutcome } from './application.js';
import { SOURCE_LABEL_MAX } from '../application-source.js';
import { isPlainObject, type FieldErrors, type ValidationResult } from '../field-errors.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { readAssigneeFilter } from '../application-list.js';
import { assigneeIdField } from './application.js';
import { idList, oneOf, overdueFlag } from './fields.js';

const m = validationMessages.applicationList;

/**
 * The query of GET /api/admin/applications (and its exports), as Koa hands it over: strings, or
 * arrays for repeated names (refused). The routes refuse unknown and repeated names before this
 * (server/http/query.ts).
 */
export const applicationListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$', errorMessage: m.page })),
    pageSize: Type.Optional(
      Type.String({ pattern: `^([1-9][0-9]?|${MAX_PAGE_SIZE})$`, errorMessage: m.pageSize }),
    ),
    status: Type.Optional(oneOf(APPLICATION_STATUSES, validationMessages.common.status)),
    country: Type.Optional(oneOf(COUNTRIES, m.country)),
    outcome: Type.Optional(oneOf(OUTCOME_FILTERS, m.outcome)),
    // One line of visible text, like every stored field (a NUL would end the text early in SQLite).
    q: Type.Optional(
      Type.String({
        maxLength: MAX_SEARCH_LENGTH,
        plainText: 'line',
        errorMessage: { type: m.q, maxLength: m.q, plainText: validationMessages.common.invisibleCharacters },
      }),
    ),
    sort: Type.Optional(oneOf(APPLICATION_SORTS, m.sort)),
    assignee: Type.Optional(
      Type.String({ pattern: '^(me|none|[1-9][0-9]{0,8})$', errorMessage: m.assignee }),
    ),
    // A label of shared/application-source.ts, any case (links typed by hand): compared lower-cased.
    source: Type.Optional(
      Type.String({ pattern: `^[A-Za-z0-9._-]{1,${SOURCE_LABEL_MAX}}$`, errorMessage: m.source }),
    ),
    overdue: Type.Optional(overdueFlag()),
  },
  { additionalProperties: false },
);
const applicationListQueryValidator = compile(applicationListQuerySchema);

/**
 * The list query from a request's parameters, with defaults for what is missing; empty values
 * count as missing. Whether any parameter was given at all is the caller's question.
 */
export function parseApplicationListQuery(input: unknown): ValidationResult<ApplicationListQuery> {
  const present = isPlainObject(input)
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined))
    : {};
  const result = applicationListQueryValidator.validate(present);
  if (!result.ok) return result;
  const { page, pageSize, sort, status, country, outcome, q, assignee, source, overdue } = result.value;
  const query: ApplicationListQuery = {
    page: page ? Number(page) : DEFAULT_APPLICATION_LIST.page,
    pageSize: pageSize ? Number(pageSize) : DEFAULT_APPLICATION_LIST.pageSize,
    sort: sort ?? DEFAULT_APPLICATION_LIST.sort,
  };
  const filter: ApplicationFilter = {
    status,
    country,
    outcome,
    q: q || undefined,
    assignee: readAssigneeFilter(assignee),
    source: source?.toLowerCase(),
    overdue: overdue ? true : undefined,
  };
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined) Object.assign(query, { [key]: value });
  return { ok: true, value: query };
}

/** The query of the exports: the list's filters and sort (page and pageSize ignored), and `ids`. */
export interface ApplicationExportQuery extends ApplicationFilter {
  sort: ApplicationListQuery['sort'];
  /** Only these applications ("Auswahl exportieren"), from `ids=4,8,15` (at most MAX_BULK_IDS). */
  ids?: number[];
}

const ID_LIST = /^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/;

/**
 * The exports' parameters as declared (shared/api/applications.ts): the list's, and `ids`. What
 * they mean, and the count rule of `ids`, is parseApplicationExportQuery's.
 */
export const applicationExportQuerySchema = Type.Object(
  {
    ...applicationListQuerySchema.properties,
    ids: Type.Optional(Type.String({ pattern: ID_LIST.source, errorMessage: m.ids })),
  },
  { additionalProperties: false },
);

/**
 * The query of GET /api/admin/applications/export.csv and export.xlsx. `ids`, when given, must
 * be a comma-separated list of 1 to MAX_BULK_IDS ids (repeats count once); an empty `ids` is
 * refused rather than read as "all", so an empty selection never exports everything.
 */
export function parseApplicationExportQuery(input: unknown): ValidationResult<ApplicationExportQuery> {
  const { page: _page, pageSize: _pageSize, ids: rawIds, ...rest } = isPlainObject(input) ? input : {};
  const list = parseApplicationListQuery(rest);
  let ids: number[] | undefined;
  if (rawIds !== undefined) {
    const unique =
      typeof rawIds === 'string' && ID_LIST.test(rawIds) ? [...new Set(rawIds.split(',').map(Number))] : [];
    if (unique.length === 0 || unique.length > MAX_BULK_IDS || !unique.every(Number.isSafeInteger)) {
      return { ok: false, errors: { ...(list.ok ? {} : list.errors), ids: m.ids } };
    }
    ids = unique;
  }
  if (!list.ok) return list;
  const { page: _p, pageSize: _s, ...query } = list.value;
  return { ok: true, value: ids ? { ...query, ids } : query };
}

/**
 * POST /api/admin/applications/bulk: `{ ids, action: "status", status }`, `{ ids, action: "delete" }`
 * or `{ ids, action: "assign", assigneeId }` (null unassigns).
 */
export const applicationBulkSchema = Type.Object(
  {
    ids: idList(MAX_BULK_IDS, m.ids),
    action: oneOf(['status', 'delete', 'assign'] as const, m.action),
    status: Type.Optional(oneOf(APPLICATION_STATUSES, validationMessages.common.status)),
    outcome: outcomeField(),
    assigneeId: Type.Optional(assigneeIdField()),
  },
  {
    additionalProperties: false,
    errorMessage: { required: { ids: m.ids, action: m.action } },
  },
);
export type ApplicationBulk = Static<typeof applicationBulkSchema>;
export const applicationBulkValidator = compile(applicationBulkSchema, {
  // A status change needs its status.
  // A status change needs its status; an outcome goes with the status "completed" only; an
  // assignment names its colleague (or null).
  refine: (value): FieldErrors => ({
    ...refineOutcome(value),
    ...(value.action === 'status' && !value.status ? { status: validationMessages.common.status } : {}),
    ...(value.action === 'assign' && value.assigneeId === undefined ? { assigneeId: m.assigneeId } : {}),
  }),
});
