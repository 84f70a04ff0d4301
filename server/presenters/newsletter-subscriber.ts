import type { NewsletterSubscriber } from '@shared/api-types.js';
import { isoTimestamp } from '@db/values.js';
import type { SubscriberRow } from '../services/newsletter/subscriber-admin.js';

/** A subscriber as GET /api/admin/newsletter/subscribers answers it. */
export const presentNewsletterSubscriber = (row: SubscriberRow): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  signedUpAt: isoTimestamp(row.signedUpAt),
  confirmedAt:
    row.confirmedAt === null || row.confirmedAt === undefined ? null : isoTimestamp(row.confirmedAt),
  consentVersion: Number(row.consentTextId),
});
