import { ACTIVITY_ENTITY_LABELS } from '@shared/activity-log.js';
import { changesText } from '@shared/activity-wording.js';
import type { ActivityEntry } from '@shared/api-types.js';
import { tableCsv, tableXlsx, type TextColumn } from './table-export.js';

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** The exported columns of the log, in the screen's words. */
const COLUMNS: Array<TextColumn<ActivityEntry>> = [
  { header: 'Zeit', width: 22, cell: (row) => timeFormat.format(new Date(row.at)) },
  { header: 'Person', width: 20, cell: (row) => row.actor.name },
  { header: 'Adresse', width: 18, cell: (row) => row.ip ?? '' },
  { header: 'Aktion', width: 24, cell: (row) => row.actionLabel },
  { header: 'Bereich', width: 20, cell: (row) => ACTIVITY_ENTITY_LABELS[row.entity] },
  { header: 'Eintrag', width: 24, cell: (row) => row.entryName ?? '' },
  { header: 'Änderungen', width: 60, cell: (row) => changesText(row.entity, row.changes, row.names) },
];

/** The log as CSV for Excel (text cells, formulas neutralised: server/services/table-export.ts). */
export const activityCsv = (rows: readonly ActivityEntry[]): string => tableCsv(COLUMNS, rows);

/** The log as an Excel workbook of text cells. */
export const activityXlsx = (rows: readonly ActivityEntry[]): Promise<Buffer> =>
  tableXlsx(COLUMNS, rows, 'Protokoll');
