import type { AdminUser, Application, ContactMessage } from '@db/models/index.js';
import type * as Api from '@shared/api-types.js';
import { bool, isoTimestamp } from './common.js';

export const presentUser = (user: AdminUser): Api.AdminUser => ({ id: user.id, username: user.username });

export const presentApplication = (row: Application): Api.Application => ({
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
});

export const presentContactMessage = (row: ContactMessage): Api.ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  whatsappNumber: row.whatsappNumber,
  telegramUsername: row.telegramUsername,
  subject: row.subject,
  message: row.message,
  isRead: bool(row.isRead),
  createdAt: isoTimestamp(row.createdAt),
});
