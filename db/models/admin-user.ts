import { Model } from 'objection';
import type { Role } from '@shared/roles.js';

export class AdminUser extends Model {
  static override tableName = 'admin_users';
  declare id: number;
  declare username: string;
  declare passwordHash: string;
  /** What the account may do (shared/roles.ts). */
  declare role: Role;
  declare createdAt: string;
  declare updatedAt: string;
}
