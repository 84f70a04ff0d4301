import { Feedback } from '@db/models/index.js';
import { FEEDBACK_RATING } from '@shared/constants.js';
import { feedbackCreateValidator, feedbackUpdateValidator } from '@shared/schemas/feedback.js';
import { defineContentType } from './define.js';

/** Creators' feedbacks about the agency (spec sections 3 and 7). */
export const feedbacks = defineContentType({
  name: 'feedbacks',
  model: Feedback,
  defaultOrder: 'next',
  nullableFields: ['role', 'tiktokUrl'],
  defaults: () => ({ rating: FEEDBACK_RATING.default, role: null, tiktokUrl: null }),
  present: (row: Feedback) => ({
    id: row.id,
    name: row.name,
    content: row.content,
    rating: Number(row.rating),
    role: row.role,
    profileImageUrl: row.profileImageUrl,
    tiktokUrl: row.tiktokUrl,
    order: row.order,
  }),
  create: feedbackCreateValidator,
  update: feedbackUpdateValidator,
});
