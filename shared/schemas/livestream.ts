import { Type, type Static } from '@sinclair/typebox';
import { WEEKDAYS } from '../constants.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { bool, oneOf, optionalText, order, text } from './fields.js';

const m = validationMessages.livestream;

const properties = {
  day: oneOf(WEEKDAYS, m.day),
  time: text(1, 50, m.time),
  title: text(1, 200, m.title),
  description: optionalText(2000, { multiline: true }),
  isLive: Type.Optional(bool()),
  order: Type.Optional(order()),
};

export const livestreamCreateSchema = Type.Object(properties, {
  additionalProperties: false,
  errorMessage: { required: { day: m.day, time: m.time, title: m.title } },
});
export const livestreamUpdateSchema = Type.Partial(Type.Object(properties, { additionalProperties: false }));
export type LivestreamCreate = Static<typeof livestreamCreateSchema>;
export type LivestreamUpdate = Static<typeof livestreamUpdateSchema>;
export const livestreamCreateValidator = compile(livestreamCreateSchema);
export const livestreamUpdateValidator = compile(livestreamUpdateSchema);
