import type { Feedback } from '@shared/api-types.js';
import { FEEDBACK_RATING } from '@shared/constants.js';
import type { FeedbackCreate } from '@shared/schemas/feedback.js';
import { emptyToNull } from '@admin/lib/form.js';

/** The fields of the feedback dialog, as antd's Form holds them. */
export interface FeedbackFormValues {
  name?: string;
  content?: string;
  rating?: number;
  role?: string;
  profileImageUrl?: string;
  tiktokUrl?: string;
  order?: number | null;
}

export const FEEDBACK_FIELDS = [
  'name',
  'content',
  'rating',
  'role',
  'profileImageUrl',
  'tiktokUrl',
  'order',
] as const satisfies readonly (keyof FeedbackFormValues)[];

/** The dialog's start values: the entry being edited, or the defaults of a new one. */
export function initialValues(feedback: Feedback | null, defaultOrder: number): FeedbackFormValues {
  if (!feedback) return { rating: FEEDBACK_RATING.default, order: defaultOrder };
  return {
    name: feedback.name,
    content: feedback.content,
    rating: feedback.rating,
    role: feedback.role ?? '',
    profileImageUrl: feedback.profileImageUrl,
    tiktokUrl: feedback.tiktokUrl ?? '',
    order: feedback.order,
  };
}

/**
 * The POST/PATCH body: texts trimmed, empty optional fields as null. A missing picture is sent as
 * '' (the schema reports it as required); a cleared position is left out (the server's default).
 */
export function toPayload(values: FeedbackFormValues): FeedbackCreate {
  const payload: FeedbackCreate = {
    name: (values.name ?? '').trim(),
    content: (values.content ?? '').trim(),
    rating: values.rating ?? FEEDBACK_RATING.default,
    role: emptyToNull(values.role),
    profileImageUrl: values.profileImageUrl ?? '',
    tiktokUrl: emptyToNull(values.tiktokUrl),
  };
  if (typeof values.order === 'number') payload.order = values.order;
  return payload;
}
