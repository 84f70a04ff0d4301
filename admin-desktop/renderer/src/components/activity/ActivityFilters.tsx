import { Button, DatePicker, Select } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ENTITIES,
  ACTIVITY_ENTITY_LABELS,
  SYSTEM_ACTOR_FILTER,
  type ActivityAction,
  type ActivityEntity,
} from '@shared/activity-log.js';
import type { ActivityActor } from '@shared/api-types.js';
import { isFiltered, type ActivityViewFilter } from './activity-view.js';

const ALL = 'all';
type All = typeof ALL;
const DAY = 'YYYY-MM-DD';

// In the lists' own order: the everyday actions first, the areas as the sidebar has them.
const ACTION_OPTIONS: { value: ActivityAction | All; label: string }[] = [
  { value: ALL, label: 'Alle Aktionen' },
  ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTIVITY_ACTION_LABELS[action] })),
];
const ENTITY_OPTIONS: { value: ActivityEntity | All; label: string }[] = [
  { value: ALL, label: 'Alle Bereiche' },
  ...ACTIVITY_ENTITIES.map((entity) => ({ value: entity, label: ACTIVITY_ENTITY_LABELS[entity] })),
];

interface Props {
  filter: ActivityViewFilter;
  /** Everyone in the log (undefined while loading). */
  actors: ActivityActor[] | undefined;
  onChange: (change: ActivityViewFilter) => void;
}

/**
 * The Protokoll's filters: person, action, area and a range of days (Berlin), each applied at once;
 * „Filter zurücksetzen“ clears them all.
 */
export function ActivityFilters({ filter, actors, onChange }: Props) {
  const actorOptions = [
    { value: ALL, label: 'Alle Personen' },
    ...(actors ?? []).map((actor) => ({
      value: actor.id === null ? SYSTEM_ACTOR_FILTER : String(actor.id),
      label: actor.name,
    })),
  ];
  // Either end may be open (from a day on, up to a day).
  const day = (value: string | undefined) => (value ? dayjs(value) : null);
  const range: [Dayjs | null, Dayjs | null] | null =
    filter.from || filter.to ? [day(filter.from), day(filter.to)] : null;

  return (
    <div className="activity-filters" role="search" aria-label="Protokoll filtern">
      <Select<string>
        aria-label="Nach Person filtern"
        className="activity-filters__select"
        value={filter.actor ?? ALL}
        loading={!actors}
        virtual={false}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(value) => onChange({ actor: value === ALL ? undefined : value })}
        options={actorOptions}
      />
      <Select<ActivityAction | All>
        aria-label="Nach Aktion filtern"
        className="activity-filters__select"
        value={filter.action ?? ALL}
        showSearch={{ optionFilterProp: 'label' }}
        // Every option in the page (no virtual list): found by the browser's search and screen readers.
        virtual={false}
        onChange={(value) => onChange({ action: value === ALL ? undefined : value })}
        options={ACTION_OPTIONS}
      />
      <Select<ActivityEntity | All>
        aria-label="Nach Bereich filtern"
        className="activity-filters__select"
        value={filter.entity ?? ALL}
        virtual={false}
        onChange={(value) => onChange({ entity: value === ALL ? undefined : value })}
        options={ENTITY_OPTIONS}
      />
      <DatePicker.RangePicker
        className="activity-filters__range"
        classNames={{ popup: 'activity-range-popup' }}
        aria-label="Zeitraum"
        format="DD.MM.YYYY"
        placeholder={['Von', 'Bis']}
        value={range}
        allowEmpty={[true, true]}
        onChange={(days) =>
          onChange({ from: days?.[0]?.format(DAY) ?? undefined, to: days?.[1]?.format(DAY) ?? undefined })
        }
      />
      {isFiltered(filter) && (
        <Button
          icon={<ClearOutlined />}
          onClick={() =>
            onChange({
              actor: undefined,
              action: undefined,
              entity: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          Filter zurücksetzen
        </Button>
      )}
    </div>
  );
}
