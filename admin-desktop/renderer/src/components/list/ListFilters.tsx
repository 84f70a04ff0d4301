import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, DatePicker, Input, Select } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import './list.css';
import { CLEARABLE } from '../../lib/named-controls.js';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';
const DAY = 'YYYY-MM-DD';

type Key<F> = keyof F & string;
export interface Choice {
  value: string;
  label: string;
}

/** One control of a filter bar, declared in a line: a choice, a range of days or the search box. */
export type FilterField<F> =
  | {
      kind: 'select';
      key: Key<F>;
      label: string;
      options: readonly Choice[];
      /** The first option, for no filter („Alle Status“); without it there is always a value (the order). */
      all?: string;
      /** Typing narrows the options (by their label). */
      search?: boolean;
      /** Every option in the page (no virtual list): found by the browser's search and screen readers. */
      allInPage?: boolean;
      loading?: boolean;
    }
  | { kind: 'days'; from: Key<F>; to: Key<F>; label: string; popup: string }
  | { kind: 'search'; key: Key<F>; label: string; placeholder: string; maxLength: number }
  /**
   * A quick filter: a button that sets `key` to `value` while pressed („Mir zugewiesen“: `me`;
   * „Überfällig“: true, `overdue=1` in the address).
   */
  | { kind: 'toggle'; key: Key<F>; label: string; value: string | true };

export type FilterChange<F> = (change: Partial<F>, options?: { replace?: boolean }) => void;

interface Props<F> {
  /** The screen's BEM block: `${block}` on the bar, `${block}__select` etc. on its controls. */
  block: string;
  /** Names the bar as a search landmark. */
  label?: string;
  fields: readonly FilterField<F>[];
  filter: F;
  onChange: FilterChange<F>;
  /** „Filter zurücksetzen“ while any of these is set. */
  resets?: readonly Key<F>[];
}

interface ControlProps<F, K extends FilterField<F>['kind']> {
  block: string;
  field: Extract<FilterField<F>, { kind: K }>;
  filter: F;
  onChange: FilterChange<F>;
}

const valueOf = <F,>(filter: F, key: Key<F>) => filter[key] as string | undefined;

/**
 * The filter bar of a URL-synced list: each choice applies at once, the search after a pause (in
 * place of the current history entry), „Filter zurücksetzen“ clears them all.
 */
export function ListFilters<F extends object>({ block, label, fields, filter, onChange, resets }: Props<F>) {
  return (
    <div className={`list-filters ${block}`} role={label ? 'search' : undefined} aria-label={label}>
      {fields.map((field) => {
        const Control = CONTROLS[field.kind] as (props: ControlProps<F, typeof field.kind>) => ReactNode;
        // Keyed by what it filters: the search box keeps its typing when the order choice comes and goes.
        const key = field.kind === 'days' ? field.from : field.key;
        return <Control key={key} block={block} field={field} filter={filter} onChange={onChange} />;
      })}
      {resets?.some((key) => Boolean(filter[key])) && (
        <Button
          icon={<ClearOutlined />}
          onClick={() => onChange(Object.fromEntries(resets.map((key) => [key, undefined])) as Partial<F>)}
        >
          Filter zurücksetzen
        </Button>
      )}
    </div>
  );
}

function SelectControl<F>({ block, field, filter, onChange }: ControlProps<F, 'select'>) {
  return (
    <Select<string>
      aria-label={field.label}
      className={`${block}__select`}
      value={valueOf(filter, field.key) ?? (field.all ? ALL : undefined)}
      loading={field.loading}
      virtual={field.allInPage ? false : undefined}
      showSearch={field.search ? { optionFilterProp: 'label' } : undefined}
      onChange={(choice) => onChange({ [field.key]: choice === ALL ? undefined : choice } as Partial<F>)}
      options={field.all ? [{ value: ALL, label: field.all }, ...field.options] : [...field.options]}
    />
  );
}

function DayRange<F>({ block, field, filter, onChange }: ControlProps<F, 'days'>) {
  // Either end may be open (from a day on, up to a day).
  const day = (value: string | undefined) => (value ? dayjs(value) : null);
  const [from, to] = [valueOf(filter, field.from), valueOf(filter, field.to)];
  const range: [Dayjs | null, Dayjs | null] | null = from || to ? [day(from), day(to)] : null;
  return (
    <DatePicker.RangePicker
      className={`${block}__range`}
      classNames={{ popup: field.popup }}
      aria-label={field.label}
      format="DD.MM.YYYY"
      placeholder={['Von', 'Bis']}
      value={range}
      allowEmpty={[true, true]}
      onChange={(days) =>
        onChange({
          [field.from]: days?.[0]?.format(DAY) ?? undefined,
          [field.to]: days?.[1]?.format(DAY) ?? undefined,
        } as Partial<F>)
      }
    />
  );
}

/**
 * One search box: it keeps what is typed and hands it on after a pause; a search changed elsewhere
 * (Back, a link) replaces it.
 */
function SearchBox<F>({ block, field, filter, onChange }: ControlProps<F, 'search'>) {
  const applied = valueOf(filter, field.key) ?? '';
  const onSearch = (q: string) => onChange({ [field.key]: q || undefined } as Partial<F>, { replace: true });
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    // Not while the box already says it (a trailing space being typed must survive).
    if (text.trim() !== applied) setText(applied);
  }

  // The timer calls the newest callback: a filter picked while it runs must not be undone.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const searchSoon = (value: string, delay = SEARCH_DEBOUNCE_MS) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latestOnSearch.current(value.trim()), delay);
  };

  return (
    <Input
      aria-label={field.label}
      className={`${block}__search`}
      placeholder={field.placeholder}
      prefix={<SearchOutlined />}
      allowClear={CLEARABLE}
      maxLength={field.maxLength}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        // Emptying with the clear button needs no pause.
        searchSoon(event.target.value, event.target.value === '' ? 0 : SEARCH_DEBOUNCE_MS);
      }}
      onPressEnter={() => searchSoon(text, 0)}
    />
  );
}

/** A quick filter as a pressed or unpressed button; pressing it again removes the filter. */
function ToggleControl<F>({ block, field, filter, onChange }: ControlProps<F, 'toggle'>) {
  const pressed = (filter[field.key] as unknown) === field.value;
  return (
    <Button
      className={`${block}__toggle`}
      type={pressed ? 'primary' : 'default'}
      aria-pressed={pressed}
      onClick={() => onChange({ [field.key]: pressed ? undefined : field.value } as Partial<F>)}
    >
      {field.label}
    </Button>
  );
}

const CONTROLS = { select: SelectControl, days: DayRange, search: SearchBox, toggle: ToggleControl };

type Extra<F, K extends FilterField<F>['kind']> = Partial<Extract<FilterField<F>, { kind: K }>>;

/** A choice of the bar (`all`: the option for no filter). */
export const selectFilter = <F,>(
  key: Key<F>,
  label: string,
  options: readonly Choice[],
  extra: Extra<F, 'select'> = {},
): FilterField<F> => ({ kind: 'select', key, label, options, ...extra });

/** A quick filter of the bar: `key` set to `value` while pressed. */
export const toggleFilter = <F,>(key: Key<F>, label: string, value: string | true): FilterField<F> => ({
  kind: 'toggle',
  key,
  label,
  value,
});

/** The search box of the bar. */
export const searchFilter = <F,>(
  key: Key<F>,
  label: string,
  placeholder: string,
  maxLength: number,
): FilterField<F> => ({ kind: 'search', key, label, placeholder, maxLength });
