import type { NewsletterSubscriber } from '@shared/api-types.js';
import { NEWSLETTER_STATUS_LABELS } from '@shared/newsletter.js';
import { tableCsv, tableXlsx, type TextColumn } from '../table-export.js';

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const time = (value: string | null) => (value ? timeFormat.format(new Date(value)) : '');

/** The exported columns (the addresses are text cells, formulas neutralised: table-export.ts). */
const COLUMNS: Array<TextColumn<NewsletterSubscriber>> = [
  { header: 'E-Mail', width: 36, cell: (row) => row.email },
  { header: 'Status', width: 14, cell: (row) => NEWSLETTER_STATUS_LABELS[row.status] },
  { header: 'Angemeldet am', width: 20, cell: (row) => time(row.signedUpAt) },
  { header: 'Bestätigt am', width: 20, cell: (row) => time(row.confirmedAt) },
  { header: 'Einwilligungstext (Version)', width: 26, cell: (row) => String(row.consentVersion) },
];

export const subscribersCsv = (rows: readonly NewsletterSubscriber[]): string => tableCsv(COLUMNS, rows);

export const subscribersXlsx = (rows: readonly NewsletterSubscriber[]): Promise<Buffer> =>
  tableXlsx(COLUMNS, rows, 'Abonnenten');
