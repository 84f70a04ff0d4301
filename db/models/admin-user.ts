import { Model } from 'objection';
import type { Role } from '@shared/roles.js';

export class AdminUser extends Model {
  static override tableName = 'admin_users';
  declare id: number;
  declare username: string;
  declare passwordHash: string;
  /** What the account may do (shared/roles.ts). */
  declare role: Role;
  /** The name the team sees; accounts from before staff accounts have none (the username stands in). */
  declare displayName: string | null;
  /** In lower case; unique. */
  declare email: string | null;
  /** Set while the account is disabled: it cannot sign in, its past actions keep its name. */
  declare disabledAt: string | null;
  declare lastSignInAt: string | null;
  declare passwordChangedAt: string | null;
  /** The TOTP key (base32) once enrolment was confirmed. Never leaves the server after enrolment. */
  declare totpSecret: string | null;
  declare totpLastStep: number | string | null;
  /** Whether they get an e-mail when an application is assigned to them ("Mein Konto"). */
  declare alertOnAssignment: boolean | number;
  declare createdAt: string;
  declare updatedAt: string;
}
