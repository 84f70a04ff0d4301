import { useEffect, useRef, useState } from 'react';
import { Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { MAX_SEARCH_LENGTH, type ApplicationFilter, type ApplicationSort } from '@shared/application-list.js';
import { COUNTRIES, type ApplicationStatus, type Country } from '@shared/constants.js';
import { STATUS_OPTIONS } from './status.js';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';
type All = typeof ALL;

const STATUS_FILTER_OPTIONS: { value: ApplicationStatus | All; label: string }[] = [
  { value: ALL, label: 'Alle Status' },
  ...STATUS_OPTIONS,
];
const COUNTRY_FILTER_OPTIONS: { value: Country | All; label: string }[] = [
  { value: ALL, label: 'Alle Länder' },
  ...COUNTRIES.map((country) => ({ value: country, label: country })),
];

/** The order choice on phones, where there are no column headers to click. */
const SORT_OPTIONS: { value: ApplicationSort; label: string }[] = [
  { value: '-createdAt', label: 'Neueste zuerst' },
  { value: 'createdAt', label: 'Älteste zuerst' },
  { value: 'tiktokUsername', label: 'TikTok-Name A–Z' },
  { value: '-tiktokUsername', label: 'TikTok-Name Z–A' },
  { value: 'status', label: 'Status aufsteigend' },
  { value: '-status', label: 'Status absteigend' },
  { value: 'country', label: 'Land A–Z' },
  { value: '-country', label: 'Land Z–A' },
];

interface Props {
  filter: ApplicationFilter;
  /** A status or country choice, applied at once. */
  onFilterChange: (change: ApplicationFilter) => void;
  /** The search text, after the typing has paused. */
  onSearch: (q: string) => void;
  /** Given on phones: the order as a choice of its own. */
  sort?: { value: ApplicationSort; onChange: (sort: ApplicationSort) => void };
}

/**
 * Status and country filters and one search box above the applications list. The box keeps what
 * is typed and hands it on after a pause; a search changed elsewhere (Back, a link) replaces it.
 */
export function ApplicationFilters({ filter, onFilterChange, onSearch, sort }: Props) {
  const applied = filter.q ?? '';
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
    <div className="applications-filters">
      <Select<ApplicationStatus | All>
        aria-label="Nach Status filtern"
        className="applications-filters__select"
        value={filter.status ?? ALL}
        onChange={(value) => onFilterChange({ status: value === ALL ? undefined : value })}
        options={STATUS_FILTER_OPTIONS}
      />
      <Select<Country | All>
        aria-label="Nach Land filtern"
        className="applications-filters__select"
        value={filter.country ?? ALL}
        onChange={(value) => onFilterChange({ country: value === ALL ? undefined : value })}
        options={COUNTRY_FILTER_OPTIONS}
      />
      {sort && (
        <Select<ApplicationSort>
          aria-label="Sortierung"
          className="applications-filters__select"
          value={sort.value}
          onChange={sort.onChange}
          options={SORT_OPTIONS}
        />
      )}
      <Input
        aria-label="Bewerbungen durchsuchen"
        className="applications-filters__search"
        placeholder="Suchen: TikTok, WhatsApp, Telegram, Website, Agentur, Notizen"
        prefix={<SearchOutlined />}
        allowClear
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Emptying with the clear button needs no pause.
          searchSoon(event.target.value, event.target.value === '' ? 0 : SEARCH_DEBOUNCE_MS);
        }}
        onPressEnter={() => searchSoon(text, 0)}
      />
    </div>
  );
}
