import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS, type ActivityChange } from '@shared/activity-log.js';
import type { ActivityEntry } from '@shared/api-types.js';
import { tableCsv, tableXlsx, type TextColumn } from './table-export.js';

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** A logged value as text: "—" for none, ja/nein, lists with commas, anything else as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

/** One change per line: "field: before → after", or that a personal value was not recorded. */
function changesText(changes: ActivityEntry['changes']): string {
  return Object.entries(changes ?? {})
    .map(([field, change]: [string, ActivityChange]) =>
      'withheld' in change
        ? `${field}: geändert (Wert nicht protokolliert)`
        : change.before === null
          ? `${field}: ${valueText(change.after)}`
          : `${field}: ${valueText(change.before)} → ${valueText(change.after)}`,
    )
    .join('\n');
}

/** The exported columns of the log, in the screen's words. */
const COLUMNS: Array<TextColumn<ActivityEntry>> = [
  { header: 'Zeit', width: 22, cell: (row) => timeFormat.format(new Date(row.at)) },
  { header: 'Person', width: 20, cell: (row) => row.actor.name },
  { header: 'Adresse', width: 18, cell: (row) => row.ip ?? '' },
  { header: 'Aktion', width: 24, cell: (row) => ACTIVITY_ACTION_LABELS[row.action] },
  { header: 'Bereich', width: 20, cell: (row) => ACTIVITY_ENTITY_LABELS[row.entity] },
  { header: 'Eintrag', width: 12, cell: (row) => row.entityId ?? '' },
  { header: 'Änderungen', width: 60, cell: (row) => changesText(row.changes) },
];

/** The log as CSV for Excel (text cells, formulas neutralised: server/services/table-export.ts). */
export const activityCsv = (rows: readonly ActivityEntry[]): string => tableCsv(COLUMNS, rows);

/** The log as an Excel workbook of text cells. */
export const activityXlsx = (rows: readonly ActivityEntry[]): Promise<Buffer> =>
  tableXlsx(COLUMNS, rows, 'Protokoll');
