import { stringify } from 'csv-stringify/sync';
import { APPLICATION_STATUS_LABELS } from '../../shared/constants.js';
import type { Application } from '../../shared/api-types.js';

const HEADER = [
  'Status',
  'TikTok-Name',
  'WhatsApp',
  'Telegram',
  'Website',
  'Land',
  'Streaming-Erfahrung',
  'Aktuelle Agentur',
  'Mindestens 18',
  'Datenschutz zugestimmt',
  'Notizen',
  'Eingegangen am',
];

/**
 * A cell that Excel or LibreOffice would read as a formula (= + - @, or a leading tab/CR) gets a
 * leading apostrophe, so an applicant cannot plant a formula in the agency's spreadsheet.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Applications as CSV for Excel: UTF-8 with BOM, ";" between cells, CRLF line ends. */
export function applicationsCsv(applications: readonly Application[]): string {
  const rows = applications.map((application) =>
    [
      APPLICATION_STATUS_LABELS[application.status],
      application.tiktokUsername,
      application.whatsappNumber ?? '',
      application.telegramUsername ?? '',
      application.website ?? '',
      application.country,
      application.streamingExperience ?? '',
      application.currentAgency ?? '',
      application.isAdult ? 'ja' : 'nein',
      application.agreedToPrivacy ? 'ja' : 'nein',
      application.notes ?? '',
      dateFormat.format(new Date(application.createdAt)),
    ].map(neutralizeCell),
  );
  return stringify([HEADER, ...rows], { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
