import type { ReplyTemplate } from '@db/models/index.js';
import type * as Api from '@shared/api-types.js';
import { isoTimestamp } from '@db/values.js';

export const presentReplyTemplate = (row: ReplyTemplate): Api.ReplyTemplate => ({
  id: row.id,
  name: row.name,
  text: row.text,
  createdAt: isoTimestamp(row.createdAt),
  updatedAt: isoTimestamp(row.updatedAt),
});
