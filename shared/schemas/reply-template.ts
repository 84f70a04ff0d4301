import { Type, type Static } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';
import {
  placeholderProblem,
  REPLY_TEMPLATE_NAME_MAX,
  REPLY_TEMPLATE_TEXT_MAX,
  TEMPLATE_CHANNELS,
} from '../reply-templates.js';
import type { FieldErrors } from '../field-errors.js';
import { compile } from '../validation.js';
import { oneOf, text } from './fields.js';

const m = validationMessages.replyTemplate;

const name = () => text(2, REPLY_TEMPLATE_NAME_MAX, m.name);
const body = () => text(2, REPLY_TEMPLATE_TEXT_MAX, m.text, { multiline: true });

/** Only the placeholders {tiktok}, {agentur} and {recruiter}; any other `{…}` is named in the message. */
const placeholders = ({ text: value }: { text?: string }): FieldErrors => {
  const problem = value === undefined ? null : placeholderProblem(value);
  return problem ? { text: problem } : {};
};

/** POST /api/admin/reply-templates. */
export const replyTemplateCreateSchema = Type.Object(
  { name: name(), text: body() },
  { additionalProperties: false, errorMessage: { required: { name: m.name, text: m.text } } },
);
export type ReplyTemplateCreate = Static<typeof replyTemplateCreateSchema>;
export const replyTemplateCreateValidator = compile(replyTemplateCreateSchema, { refine: placeholders });

/** PATCH /api/admin/reply-templates/{id}: name, text or both (neither changes nothing). */
export const replyTemplateUpdateSchema = Type.Object(
  { name: Type.Optional(name()), text: Type.Optional(body()) },
  { additionalProperties: false },
);
export type ReplyTemplateUpdate = Static<typeof replyTemplateUpdateSchema>;
export const replyTemplateUpdateValidator = compile(replyTemplateUpdateSchema, { refine: placeholders });

/** POST /api/admin/applications/{id}/template-sent: which template went out, on which channel. */
export const templateSentSchema = Type.Object(
  {
    templateId: Type.Integer({ minimum: 1, errorMessage: m.templateId }),
    channel: oneOf(TEMPLATE_CHANNELS, m.channel),
  },
  {
    additionalProperties: false,
    errorMessage: { required: { templateId: m.templateId, channel: m.channel } },
  },
);
export type TemplateSent = Static<typeof templateSentSchema>;
export const templateSentValidator = compile(templateSentSchema);
