import type { AdminUser, Application, ContactMessage } from '@db/models/index.js';
import type * as Api from '@shared/api-types.js';
import { applicationDeleteAfter } from '../services/retention.js';
import { bool, isoTimestamp } from '@db/values.js';
import { ROLE_PERMISSIONS } from '@shared/roles.js';
import { matchedFields } from '@shared/application-matches.js';
import { applications } from '@shared/entities/applications.js';
import { messages } from '@shared/entities/messages.js';
import { entityPresenter } from './entity.js';

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

/** The retention settings an application's deleteAfter is counted with. */
interface Retention {
  retentionDays: number;
  acceptedDays: number;
}

const application = entityPresenter<typeof applications, Application, Retention>(applications, {
  deleteAfter: (row, { retentionDays, acceptedDays }) =>
    applicationDeleteAfter(row.completedAt, row.outcome === 'accepted' ? acceptedDays : retentionDays),
  source: (row) => ({
    ref: row.sourceRef ?? null,
    utmSource: row.sourceUtmSource ?? null,
    utmMedium: row.sourceUtmMedium ?? null,
    utmCampaign: row.sourceUtmCampaign ?? null,
    referrerHost: row.sourceReferrerHost ?? null,
  }),
});

/**
 * The control centre's view of an application (shared/entities/applications.ts).
 * `retentionDays` (APPLICATION_RETENTION_DAYS) gives deleteAfter, so the client shows when a
 * completed one is deleted without knowing the setting; an accepted one counts `acceptedDays`
 * (ACCEPTED_RETENTION_DAYS) instead.
 */
export const presentApplication = (
  row: Application,
  retentionDays: number,
  acceptedDays = retentionDays,
): Api.Application => application(row, { retentionDays, acceptedDays });

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

const contactMessage = entityPresenter<typeof messages, ContactMessage>(messages, {
  answered: (row) => row.answeredAt !== null && row.answeredAt !== undefined,
});

/** A message as the inbox shows it (shared/entities/messages.ts). */
export const presentContactMessage = (row: ContactMessage): Api.ContactMessage => contactMessage(row);
