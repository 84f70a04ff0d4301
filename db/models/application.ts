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
  /** Where it came from (shared/application-source.ts); null when unknown. */
  declare sourceRef: string | null;
  declare sourceUtmSource: string | null;
  declare sourceUtmMedium: string | null;
  declare sourceUtmCampaign: string | null;
  declare sourceReferrerHost: string | null;
  /** The label it counts under: ref, else utm_source, else the referring host, else "direkt". */
  declare sourceLabel: string;
  /** How many earlier applications matched it when it arrived (shared/application-matches.ts). */
  declare previousApplications: number;
  declare tiktokKey: string | null;
  declare phoneKey: string | null;
  declare telegramKey: string | null;
}
