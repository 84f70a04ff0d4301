import { Type } from '@sinclair/typebox';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_DEFAULT_PAGE_SIZE,
  ACTIVITY_ENTITIES,
  ACTIVITY_MAX_ENTITY_ID_LENGTH,
  ACTIVITY_MAX_PAGE_SIZE,
  SYSTEM_ACTOR_FILTER,
  type ActivityFilter,
  type ActivityListQuery,
} from '../activity-log.js';
import { isPlainObject, type FieldErrors, type ValidationResult } from '../field-errors.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { oneOf } from './fields.js';

const m = validationMessages.activityLog;
const DAY = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/**
 * The query of GET /api/admin/activity and its exports, as Koa hands it over (strings). The
 * routes refuse unknown and repeated names before this (server/http/query.ts).
 */
export const activityQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$', errorMessage: m.page })),
    pageSize: Type.Optional(
      Type.String({
        pattern: `^([1-9][0-9]?|1[0-9]{2}|${ACTIVITY_MAX_PAGE_SIZE})$`,
        errorMessage: m.pageSize,
      }),
    ),
    actor: Type.Optional(
      Type.String({ pattern: `^([1-9][0-9]{0,15}|${SYSTEM_ACTOR_FILTER})$`, errorMessage: m.actor }),
    ),
    action: Type.Optional(oneOf(ACTIVITY_ACTIONS, m.action)),
    entity: Type.Optional(oneOf(ACTIVITY_ENTITIES, m.entity)),
    // One line of visible text (a NUL would end the text early in SQLite).
    entityId: Type.Optional(
      Type.String({
        maxLength: ACTIVITY_MAX_ENTITY_ID_LENGTH,
        plainText: 'line',
        errorMessage: { type: m.entityId, maxLength: m.entityId, plainText: m.entityId },
      }),
    ),
    from: Type.Optional(Type.String({ pattern: DAY, errorMessage: m.from })),
    to: Type.Optional(Type.String({ pattern: DAY, errorMessage: m.to })),
  },
  { additionalProperties: false },
);

/** Whether YYYY-MM-DD names a day of the calendar (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
};

const activityQueryValidator = compile(activityQuerySchema, {
  refine: ({ from, to }): FieldErrors => {
    const errors: FieldErrors = {};
    const fromValid = from === undefined || isCalendarDay(from);
    const toValid = to === undefined || isCalendarDay(to);
    if (!fromValid) errors.from = m.from;
    if (!toValid) errors.to = m.to;
    if (fromValid && toValid && from && to && to < from) errors.to = m.range;
    return errors;
  },
});

/**
 * The list's page and filters from a request's parameters, with defaults for what is missing;
 * empty values count as missing (a cleared filter field of the screen).
 */
export function parseActivityListQuery(input: unknown): ValidationResult<ActivityListQuery> {
  const present = isPlainObject(input)
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined))
    : {};
  const result = activityQueryValidator.validate(present);
  if (!result.ok) return result;
  const { page, pageSize, actor, ...rest } = result.value;
  const query: ActivityListQuery = {
    page: page ? Number(page) : 1,
    pageSize: pageSize ? Number(pageSize) : ACTIVITY_DEFAULT_PAGE_SIZE,
  };
  if (actor !== undefined) query.actor = actor === SYSTEM_ACTOR_FILTER ? null : Number(actor);
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) Object.assign(query, { [key]: value });
  return { ok: true, value: query };
}

/** The exports' filters: the list's (its page and page size, when given, are checked and ignored). */
export function parseActivityFilter(input: unknown): ValidationResult<ActivityFilter> {
  const result = parseActivityListQuery(input);
  if (!result.ok) return result;
  const { page: _page, pageSize: _pageSize, ...filter } = result.value;
  return { ok: true, value: filter };
}
