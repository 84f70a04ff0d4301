import type { AdminUser, Application, ContactMessage } from '@db/models/index.js';
import type * as Api from '@shared/api-types.js';
import { applicationDeleteAfter } from '../services/retention.js';
import { bool, isoTimestamp } from '@db/values.js';
import { ROLE_PERMISSIONS } from '@shared/roles.js';
import { matchedFields } from '@shared/application-matches.js';

/** The signed-in person; `email` says what waits for confirmation and how the address changes. */
export const presentUser = (
  user: AdminUser,
  secondFactor: Api.SecondFactorState,
  email: Pick<Api.AdminUser, 'pendingEmail' | 'emailChange'>,
): Api.AdminUser => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName || user.username,
  email: user.email,
  role: user.role,
  permissions: [...ROLE_PERMISSIONS[user.role]],
  secondFactor,
  alerts: { assigned: bool(user.alertOnAssignment) },
  pendingEmail: email.pendingEmail,
  emailChange: email.emailChange,
});

/**
 * The control centre's view of an application. `retentionDays` (APPLICATION_RETENTION_DAYS) gives
 * deleteAfter, so the client shows when a completed one is deleted without knowing the setting;
 * an accepted one counts `acceptedDays` (ACCEPTED_RETENTION_DAYS) instead.
 */
export const presentApplication = (
  row: Application,
  retentionDays: number,
  acceptedDays = retentionDays,
): Api.Application => ({
  id: row.id,
  tiktokUsername: row.tiktokUsername,
  whatsappNumber: row.whatsappNumber,
  telegramUsername: row.telegramUsername,
  website: row.website,
  country: row.country,
  streamingExperience: row.streamingExperience,
  currentAgency: row.currentAgency,
  isAdult: bool(row.isAdult),
  agreedToPrivacy: bool(row.agreedToPrivacy),
  status: row.status,
  notes: row.notes,
  createdAt: isoTimestamp(row.createdAt),
  completedAt: row.completedAt ? isoTimestamp(row.completedAt) : null,
  outcome: row.outcome ?? null,
  deleteAfter: applicationDeleteAfter(
    row.completedAt,
    row.outcome === 'accepted' ? acceptedDays : retentionDays,
  ),
  assigneeId: row.assigneeId ?? null,
  source: {
    ref: row.sourceRef ?? null,
    utmSource: row.sourceUtmSource ?? null,
    utmMedium: row.sourceUtmMedium ?? null,
    utmCampaign: row.sourceUtmCampaign ?? null,
    referrerHost: row.sourceReferrerHost ?? null,
  },
  previousApplications: Number(row.previousApplications ?? 0),
});

/** The earlier applications of the same person (GET …/:id/earlier): which, when, how far. */
/** The earlier applications of `of`, each with its TikTok name and what it shares with `of`. */
export const presentEarlierApplications = (
  of: Application,
  earlier: readonly Application[],
): Api.EarlierApplication[] =>
  earlier.map((other) => ({
    id: other.id,
    createdAt: isoTimestamp(other.createdAt),
    status: other.status,
    tiktokUsername: other.tiktokUsername,
    matchedBy: matchedFields(of, other),
  }));

/** presentApplication with the configured retention, for `rows.map(...)`. */
export const applicationPresenter =
  (retentionDays: number, acceptedDays = retentionDays) =>
  (row: Application): Api.Application =>
    presentApplication(row, retentionDays, acceptedDays);

export const presentContactMessage = (row: ContactMessage): Api.ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  whatsappNumber: row.whatsappNumber,
  telegramUsername: row.telegramUsername,
  subject: row.subject,
  message: row.message,
  isRead: bool(row.isRead),
  answered: row.answeredAt !== null && row.answeredAt !== undefined,
  answeredAt: row.answeredAt ? isoTimestamp(row.answeredAt) : null,
  createdAt: isoTimestamp(row.createdAt),
});
