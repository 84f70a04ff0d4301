import { Model } from 'objection';

export class ReplyTemplate extends Model {
  static override tableName = 'reply_templates';
  declare id: number;
  declare name: string;
  declare text: string;
  declare createdAt: string | Date;
  declare updatedAt: string | Date;
}
