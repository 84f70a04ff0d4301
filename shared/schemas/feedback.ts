import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK_RATING } from '../constants.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { optionalSafeUrl, optionalText, order, text, uploadedImage } from './fields.js';

const m = validationMessages.feedback;

const properties = {
  name: text(3, 100, m.name),
  content: text(5, 2000, m.content, { multiline: true }),
  rating: Type.Optional(
    Type.Number({
      minimum: FEEDBACK_RATING.min,
      maximum: FEEDBACK_RATING.max,
      multipleOf: 0.5,
      errorMessage: m.rating,
    }),
  ),
  role: optionalText(100),
  profileImageUrl: uploadedImage(m.profileImageUrl),
  tiktokUrl: optionalSafeUrl(),
  order: Type.Optional(order(1)),
};

export const feedbackCreateSchema = Type.Object(properties, {
  additionalProperties: false,
  errorMessage: {
    required: { name: m.name, content: m.content, profileImageUrl: m.profileImageUrl },
  },
});
export const feedbackUpdateSchema = Type.Partial(Type.Object(properties, { additionalProperties: false }));
export type FeedbackCreate = Static<typeof feedbackCreateSchema>;
export type FeedbackUpdate = Static<typeof feedbackUpdateSchema>;
export const feedbackCreateValidator = compile(feedbackCreateSchema);
export const feedbackUpdateValidator = compile(feedbackUpdateSchema);
