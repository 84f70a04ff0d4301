import { Model } from 'objection';

export class Faq extends Model {
  static override tableName = 'faqs';
  declare id: number;
  declare question: string;
  declare answer: string;
  declare order: number;
  declare createdAt: string | Date;
}
