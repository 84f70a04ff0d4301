import { Type, type Static } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { order, text } from './fields.js';

const m = validationMessages.faq;

const properties = {
  question: text(5, 300, m.question),
  answer: text(10, 5000, m.answer, { multiline: true }),
  order: Type.Optional(order(1)),
};

export const faqCreateSchema = Type.Object(properties, {
  additionalProperties: false,
  errorMessage: { required: { question: m.question, answer: m.answer } },
});
export const faqUpdateSchema = Type.Partial(Type.Object(properties, { additionalProperties: false }));
export type FaqCreate = Static<typeof faqCreateSchema>;
export type FaqUpdate = Static<typeof faqUpdateSchema>;
export const faqCreateValidator = compile(faqCreateSchema);
export const faqUpdateValidator = compile(faqUpdateSchema);
