import type { ContactMessage } from '@shared/api-types.js';

/** Messages newest first (ties by id), as the inbox and the dashboard list them. */
export const newestFirst = (a: ContactMessage, b: ContactMessage) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
