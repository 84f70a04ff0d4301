import type { NewsletterSubscriber } from '@shared/api-types.js';
import { newsletterSubscribers } from '@shared/entities/newsletter-subscribers.js';
import type { SubscriberRow } from '../services/newsletter/subscriber-admin.js';
import { entityPresenter } from './entity.js';

const subscriber = entityPresenter<typeof newsletterSubscribers, SubscriberRow>(newsletterSubscribers, {
  consentVersion: (row) => Number(row.consentTextId),
});

/** A subscriber as GET /api/admin/newsletter/subscribers answers it (shared/entities/newsletter-subscribers.ts). */
export const presentNewsletterSubscriber = (row: SubscriberRow): NewsletterSubscriber => subscriber(row);
