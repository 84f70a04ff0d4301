import { Model } from 'objection';
import type { Weekday } from '@shared/constants.js';

export class Livestream extends Model {
  static override tableName = 'livestreams';
  declare id: number;
  declare day: Weekday;
  declare time: string;
  declare title: string;
  declare description: string | null;
  declare isLive: boolean | number;
  declare order: number;
  declare createdAt: string | Date;
}
