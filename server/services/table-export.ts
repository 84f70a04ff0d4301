import { stringify } from 'csv-stringify/sync';
import writeXlsxFile, { type Row } from 'write-excel-file/node';

/**
 * Tables for Excel and LibreOffice (the applications' and the activity log's exports): every cell
 * is text, so nothing anyone typed into the data can run as a formula there.
 */

/** An exported column: German header, the text of one row's cell, width in characters. */
export interface TextColumn<T> {
  header: string;
  width: number;
  cell: (row: T) => string;
}

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
 * CSV for Excel: UTF-8 with BOM, ";" between cells, CRLF line ends. Every cell with a line break,
 * ",", ";" or tab is quoted (csv-stringify alone quotes only its own delimiter and the full CRLF),
 * so a program that reads the file with another separator, or text after a line break, keeps it
 * in its cell.
 */
export function tableCsv<T>(columns: ReadonlyArray<TextColumn<T>>, rows: readonly T[]): string {
  const cells = rows.map((row) => columns.map(({ cell }) => neutralizeCell(cell(row))));
  return stringify([columns.map(({ header }) => header), ...cells], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n,;\t]/,
  });
}

/**
 * An Excel workbook: every cell is a text cell (format "@"), so no formula can run and "+49 …" or
 * "@name" show as typed, without an apostrophe. German headers in bold, column widths, and a
 * frozen header row.
 */
export async function tableXlsx<T>(
  columns: ReadonlyArray<TextColumn<T>>,
  rows: readonly T[],
  sheet: string,
): Promise<Buffer> {
  const text = (value: string, bold = false) => ({
    value,
    type: String,
    format: '@',
    // Texts may run over several lines; other cells stay one line high.
    wrap: value.includes('\n'),
    ...(bold ? { fontWeight: 'bold' as const } : {}),
  });
  const table: Row[] = [
    columns.map(({ header }) => text(header, true)),
    ...rows.map((row) => columns.map(({ cell }) => text(cell(row)))),
  ];
  return await writeXlsxFile(table, {
    sheet,
    columns: columns.map(({ width }) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
