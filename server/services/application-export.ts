import { stringify } from 'csv-stringify/sync';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { APPLICATION_STATUS_LABELS } from '@shared/constants.js';
import type { Application } from '@shared/api-types.js';

/** The exported columns: German header, the cell of one application, width in characters. */
const COLUMNS: Array<{ header: string; width: number; cell: (application: Application) => string }> = [
  { header: 'Status', width: 15, cell: (a) => APPLICATION_STATUS_LABELS[a.status] },
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
];

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * Characters that make Excel or LibreOffice read a CSV cell as a formula when they start it:
 * = + - @, tab and line breaks, and the full-width ＝ ＋ － ＠ that some versions fold into them.
 */
const FORMULA_SIGNS = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const FORMULA_START = new RegExp(`^[${FORMULA_SIGNS}\\t\\r\\n]`);
/**
 * A formula sign after a ",", ";", tab or line break: where a program that splits by that
 * character starts a new cell (a tab or line break there is itself a separator, and the sign
 * after it is found in turn). A program that guesses "," as the separator does not see the
 * quotes of a cell in the middle of a ";"-separated line either, so for it even a line break
 * inside a quoted cell starts a new row.
 */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n])(?=[${FORMULA_SIGNS}])`, 'g');

/**
 * Gives every place where a cell could start a formula a leading apostrophe, so it stays text:
 * the start of the cell, and the start of each part after a comma, semicolon, tab or line break.
 */
export function neutralizeCell(value: string): string {
  const parts = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(parts) ? `'${parts}` : parts;
}

/**
 * Applications as CSV for Excel: UTF-8 with BOM, ";" between cells, CRLF line ends. Every cell
 * with a line break, ",", ";" or tab is quoted (csv-stringify alone quotes only its own
 * delimiter and the full CRLF), so a program that reads the file with another separator, or
 * text after a line break, keeps it in its cell.
 */
export function applicationsCsv(applications: readonly Application[]): string {
  const rows = applications.map((application) =>
    COLUMNS.map(({ cell }) => neutralizeCell(cell(application))),
  );
  return stringify([COLUMNS.map(({ header }) => header), ...rows], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n,;\t]/,
  });
}

/**
 * Applications as an Excel workbook: every cell is a text cell (format "@"), so no formula can
 * run and "+49 …" or "@name" show as typed, without an apostrophe. German headers in bold, column
 * widths, and a frozen header row.
 */
export async function applicationsXlsx(applications: readonly Application[]): Promise<Buffer> {
  const text = (value: string, bold = false) => ({
    value,
    type: String,
    format: '@',
    // Notes may run over several lines; other cells stay one line high.
    wrap: value.includes('\n'),
    ...(bold ? { fontWeight: 'bold' as const } : {}),
  });
  const rows: Row[] = [
    COLUMNS.map(({ header }) => text(header, true)),
    ...applications.map((application) => COLUMNS.map(({ cell }) => text(cell(application)))),
  ];
  return await writeXlsxFile(rows, {
    sheet: 'Bewerbungen',
    columns: COLUMNS.map(({ width }) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
