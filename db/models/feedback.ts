import { Model } from 'objection';

export class Feedback extends Model {
  static override tableName = 'feedbacks';
  declare id: number;
  declare name: string;
  declare content: string;
  declare rating: number;
  declare role: string | null;
  declare profileImageUrl: string;
  declare tiktokUrl: string | null;
  declare order: number;
  declare createdAt: string | Date;
}
