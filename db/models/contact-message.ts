import { Model } from 'objection';

export class ContactMessage extends Model {
  static override tableName = 'contact_messages';
  declare id: number;
  declare name: string;
  declare email: string;
  declare whatsappNumber: string | null;
  declare telegramUsername: string | null;
  declare subject: string;
  declare message: string;
  declare isRead: boolean | number;
  declare answeredAt: string | Date | null;
  declare createdAt: string | Date;
}
