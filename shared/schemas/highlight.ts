import { Type, type Static } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { order, text, uploadedImage } from './fields.js';

const m = validationMessages.highlight;

const properties = {
  title: text(1, 200, m.title),
  description: text(1, 2000, m.description, { multiline: true }),
  imageUrl: uploadedImage(m.imageUrl),
  date: text(1, 50, m.date),
  order: Type.Optional(order()),
};

export const highlightCreateSchema = Type.Object(properties, {
  additionalProperties: false,
  errorMessage: {
    required: { title: m.title, description: m.description, imageUrl: m.imageUrl, date: m.date },
  },
});
export const highlightUpdateSchema = Type.Partial(Type.Object(properties, { additionalProperties: false }));
export type HighlightCreate = Static<typeof highlightCreateSchema>;
export type HighlightUpdate = Static<typeof highlightUpdateSchema>;
export const highlightCreateValidator = compile(highlightCreateSchema);
export const highlightUpdateValidator = compile(highlightUpdateSchema);
