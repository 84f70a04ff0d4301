import type { NewsletterSubscriber } from '@shared/api-types.js';
import { entityExport } from '@shared/entities/define.js';
import { newsletterSubscribers } from '@shared/entities/newsletter-subscribers.js';
import { tableCsv, tableXlsx } from '../table-export.js';

/**
 * The exported columns, as the definition lists them (shared/entities/newsletter-subscribers.ts);
 * the addresses are text cells, formulas neutralised (table-export.ts).
 */
const { sheet: SHEET, columns: COLUMNS } = entityExport(newsletterSubscribers);

export const subscribersCsv = (rows: readonly NewsletterSubscriber[]): string => tableCsv(COLUMNS, rows);

export const subscribersXlsx = (rows: readonly NewsletterSubscriber[]): Promise<Buffer> =>
  tableXlsx(COLUMNS, rows, SHEET);
