import type { Application } from '@shared/api-types.js';
import { entityExport } from '@shared/entities/define.js';
import { applications } from '@shared/entities/applications.js';
import { tableCsv, tableXlsx } from './table-export.js';

/** The exported columns, in the order and with the headers of the definition (shared/entities/applications.ts). */
const { sheet: SHEET, columns: COLUMNS } = entityExport(applications);

/** Applications as CSV for Excel (server/services/table-export.ts: text cells, formulas neutralised). */
export const applicationsCsv = (rows: readonly Application[]): string => tableCsv(COLUMNS, rows);

/** Applications as an Excel workbook of text cells. */
export const applicationsXlsx = (rows: readonly Application[]): Promise<Buffer> =>
  tableXlsx(COLUMNS, rows, SHEET);
