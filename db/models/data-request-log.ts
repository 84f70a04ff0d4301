import { Model } from 'objection';
import type { DataRequestAction } from '@shared/api-types.js';

/** One export or erasure of a person's data (who, when, how many records; no personal data). */
export class DataRequestLog extends Model {
  static override tableName = 'data_request_log';
  declare id: number;
  declare action: DataRequestAction;
  declare username: string;
  declare applicationCount: number;
  declare messageCount: number;
  declare newsletterCount: number;
  declare createdAt: string | Date;
}
