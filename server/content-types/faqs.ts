import { Faq } from '@db/models/index.js';
import { faqCreateValidator, faqUpdateValidator } from '@shared/schemas/faq.js';
import { defineContentType } from './define.js';

/** Questions and answers of the FAQ section (spec sections 3 and 7). */
export const faqs = defineContentType({
  name: 'faqs',
  model: Faq,
  defaultOrder: 'next',
  nullableFields: [],
  present: (row: Faq) => ({ id: row.id, question: row.question, answer: row.answer, order: row.order }),
  create: faqCreateValidator,
  update: faqUpdateValidator,
});
