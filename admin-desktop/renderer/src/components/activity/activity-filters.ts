import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ENTITIES,
  ACTIVITY_ENTITY_LABELS,
  SYSTEM_ACTOR_FILTER,
} from '@shared/activity-log.js';
import type { ActivityActor } from '@shared/api-types.js';
import { selectFilter, type FilterField } from '../list/ListFilters.js';
import { FILTER_KEYS, type ActivityViewFilter } from './activity-view.js';

type Field = FilterField<ActivityViewFilter>;

// In the lists' own order: the everyday actions first, the areas as the sidebar has them.
const ACTION_OPTIONS = ACTIVITY_ACTIONS.map((action) => ({
  value: action,
  label: ACTIVITY_ACTION_LABELS[action],
}));
const ENTITY_OPTIONS = ACTIVITY_ENTITIES.map((entity) => ({
  value: entity,
  label: ACTIVITY_ENTITY_LABELS[entity],
}));
const ACTION: Field = selectFilter('action', 'Nach Aktion filtern', ACTION_OPTIONS, {
  all: 'Alle Aktionen',
  search: true,
  allInPage: true,
});
const ENTITY: Field = selectFilter('entity', 'Nach Bereich filtern', ENTITY_OPTIONS, {
  all: 'Alle Bereiche',
  allInPage: true,
});
const DAYS: Field = {
  kind: 'days',
  from: 'from',
  to: 'to',
  label: 'Zeitraum',
  popup: 'activity-range-popup',
};

/** „Filter zurücksetzen“ clears them all. */
export const ACTIVITY_RESETS = FILTER_KEYS;

/**
 * The Protokoll's filters: person (everyone in the log; undefined while loading), action, area and
 * a range of days (Berlin), each applied at once.
 */
export function activityFilters(actors: ActivityActor[] | undefined): Field[] {
  const actorOptions = (actors ?? []).map((actor) => ({
    value: actor.id === null ? SYSTEM_ACTOR_FILTER : String(actor.id),
    label: actor.name,
  }));
  const actor = selectFilter<ActivityViewFilter>('actor', 'Nach Person filtern', actorOptions, {
    all: 'Alle Personen',
    search: true,
    allInPage: true,
    loading: !actors,
  });
  return [actor, ACTION, ENTITY, DAYS];
}
