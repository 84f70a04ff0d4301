import {
  MAX_SEARCH_LENGTH,
  type ApplicationListQuery,
  type ApplicationSort,
} from '@shared/application-list.js';
import { COUNTRIES } from '@shared/constants.js';
import { DIRECT_SOURCE } from '@shared/application-source.js';
import { searchFilter, selectFilter, toggleFilter, type FilterField } from '../list/ListFilters.js';
import { STATUS_OPTIONS } from './status.js';
import { OUTCOME_CHOICES } from './outcome.js';

type Field = FilterField<ApplicationListQuery>;

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

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
const STATUS: Field = selectFilter('status', 'Nach Status filtern', STATUS_OPTIONS, { all: 'Alle Status' });
// "none": open ones and those completed "ohne Ergebnis" (the server's outcome=none).
const OUTCOME_OPTIONS = OUTCOME_CHOICES.map((choice) =>
  choice.value === 'none' ? { value: 'none', label: 'Ohne Ergebnis' } : choice,
);
const OUTCOME: Field = selectFilter('outcome', 'Nach Ergebnis filtern', OUTCOME_OPTIONS, {
  all: 'Alle Ergebnisse',
});
const COUNTRY: Field = selectFilter('country', 'Nach Land filtern', COUNTRY_OPTIONS, { all: 'Alle Länder' });
const SORT: Field = selectFilter('sort', 'Sortierung', SORT_OPTIONS);
/** The "Quelle" filter: the labels there are (and the chosen one, should it have none left). */
const sourceFilter = (sources: readonly string[], chosen?: string): Field => {
  const labels = [...new Set([...(chosen ? [chosen] : []), DIRECT_SOURCE, ...sources])].sort();
  return selectFilter(
    'source',
    'Nach Quelle filtern',
    labels.map((label) => ({ value: label, label })),
    {
      all: 'Alle Quellen',
      search: true,
    },
  );
};
const PLACEHOLDER = 'Suchen: TikTok, WhatsApp, Telegram, Website, Agentur, Notizen';
const SEARCH: Field = searchFilter('q', 'Bewerbungen durchsuchen', PLACEHOLDER, MAX_SEARCH_LENGTH);
/** The quick filters `assignee=me` and `overdue=1` (still „Neu“ past the 48 hours). */
const MINE: Field = toggleFilter('assignee', 'Mir zugewiesen', 'me');
const OVERDUE: Field = toggleFilter('overdue', 'Überfällig', true);

/**
 * Status, outcome and country filters, one search box and the quick filters „Mir zugewiesen“ and
 * „Überfällig“ above the applications list; on phones, where there are no column headers to click,
 * the order as a choice of its own.
 */
export const applicationFilters = (
  phone: boolean,
  sources: readonly string[] = [],
  source?: string,
): Field[] => {
  const SOURCE = sourceFilter(sources, source);
  return phone
    ? [STATUS, OUTCOME, COUNTRY, SOURCE, SORT, SEARCH, MINE, OVERDUE]
    : [STATUS, OUTCOME, COUNTRY, SOURCE, SEARCH, MINE, OVERDUE];
};

/** The board's filters: its columns are the status and the outcome, so those are not offered. */
export const boardFilters = (sources: readonly string[] = [], source?: string): Field[] => [
  COUNTRY,
  sourceFilter(sources, source),
  SEARCH,
  MINE,
  OVERDUE,
];
