import { Model } from 'objection';

export class AdminUser extends Model {
  static override tableName = 'admin_users';
  declare id: number;
  declare username: string;
  declare passwordHash: string;
  declare createdAt: string;
  declare updatedAt: string;
}
