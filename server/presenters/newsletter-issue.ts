import type * as Api from '@shared/api-types.js';
import { isoTimestamp } from '@db/values.js';
import type { IssueWithNames } from '../services/newsletter/issues.js';

const at = (value: string | Date | null) => (value === null ? null : isoTimestamp(value));

/** An issue in the list: its figures, no text. */
export const presentIssueSummary = (row: IssueWithNames): Api.NewsletterIssueSummary => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  createdAt: isoTimestamp(row.createdAt),
  updatedAt: isoTimestamp(row.updatedAt),
  createdBy: row.createdByName ?? null,
  sendStartedAt: at(row.sendStartedAt),
  sentAt: at(row.sentAt),
  sentBy: row.sentByName ?? null,
  recipients: Number(row.recipients),
  delivered: Number(row.delivered),
  failed: Number(row.failed),
  skipped: Number(row.skipped),
});

/** An issue with its text. */
export const presentIssue = (row: IssueWithNames): Api.NewsletterIssue => ({
  ...presentIssueSummary(row),
  text: row.text,
});
