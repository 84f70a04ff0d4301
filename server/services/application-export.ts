import { APPLICATION_OUTCOME_LABELS, APPLICATION_STATUS_LABELS } from '@shared/constants.js';
import type { Application } from '@shared/api-types.js';
import { applicationSourceText as sourceText } from '@shared/application-source.js';
import { tableCsv, tableXlsx, type TextColumn } from './table-export.js';

/** The exported columns: German header, the cell of one application, width in characters. */
const COLUMNS: Array<TextColumn<Application>> = [
  { header: 'Status', width: 15, cell: (a) => APPLICATION_STATUS_LABELS[a.status] },
  { header: 'Ergebnis', width: 15, cell: (a) => (a.outcome ? APPLICATION_OUTCOME_LABELS[a.outcome] : '') },
  { header: 'TikTok-Name', width: 24, cell: (a) => a.tiktokUsername },
  { header: 'WhatsApp', width: 20, cell: (a) => a.whatsappNumber ?? '' },
  { header: 'Telegram', width: 20, cell: (a) => a.telegramUsername ?? '' },
  { header: 'Website', width: 32, cell: (a) => a.website ?? '' },
  { header: 'Land', width: 13, cell: (a) => a.country },
  { header: 'Streaming-Erfahrung', width: 20, cell: (a) => a.streamingExperience ?? '' },
  { header: 'Aktuelle Agentur', width: 22, cell: (a) => a.currentAgency ?? '' },
  { header: 'Mindestens 18', width: 14, cell: (a) => (a.isAdult ? 'ja' : 'nein') },
  { header: 'Datenschutz zugestimmt', width: 22, cell: (a) => (a.agreedToPrivacy ? 'ja' : 'nein') },
  { header: 'Notizen', width: 40, cell: (a) => a.notes ?? '' },
  { header: 'Eingegangen am', width: 20, cell: (a) => dateFormat.format(new Date(a.createdAt)) },
  { header: 'Quelle', width: 24, cell: (a) => sourceText(a.source) },
];

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Applications as CSV for Excel (server/services/table-export.ts: text cells, formulas neutralised). */
export const applicationsCsv = (applications: readonly Application[]): string =>
  tableCsv(COLUMNS, applications);

/** Applications as an Excel workbook of text cells. */
export const applicationsXlsx = (applications: readonly Application[]): Promise<Buffer> =>
  tableXlsx(COLUMNS, applications, 'Bewerbungen');
