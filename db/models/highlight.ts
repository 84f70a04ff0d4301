import { Model } from 'objection';

export class Highlight extends Model {
  static override tableName = 'highlights';
  declare id: number;
  declare title: string;
  declare description: string;
  declare imageUrl: string;
  declare date: string;
  declare order: number;
  declare createdAt: string | Date;
}
