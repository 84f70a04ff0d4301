import { Model } from 'objection';
import type { ApplicationOutcome, ApplicationStatus } from '@shared/constants.js';

export class Application extends Model {
  static override tableName = 'applications';
  declare id: number;
  declare tiktokUsername: string;
  declare whatsappNumber: string | null;
  declare telegramUsername: string | null;
  declare website: string | null;
  declare country: string;
  declare streamingExperience: string | null;
  declare currentAgency: string | null;
  declare isAdult: boolean | number;
  declare agreedToPrivacy: boolean | number;
  declare status: ApplicationStatus;
  declare notes: string | null;
  declare createdAt: string | Date;
  /** When the status became "completed"; null otherwise (the retention clock). */
  declare completedAt: string | Date | null;
  /** accepted, rejected or withdrawn, with the status "completed"; null otherwise ("ohne Ergebnis"). */
  declare outcome: ApplicationOutcome | null;
  /** The colleague who has it (admin_users.id), or null; NULL again when that account is deleted. */
  declare assigneeId: number | null;
}
