import type { ReplyTemplate, ReplyTemplateValues } from '../api-types.js';
import { replyTemplateCreateValidator, replyTemplateUpdateValidator } from '../schemas/reply-template.js';
import { empty, endpoint, json } from './endpoint.js';

const list = '/api/admin/reply-templates';
const item = '/api/admin/reply-templates/:id';

/**
 * The reply templates ("Vorlagen"): recruiting reads them (and sends them from an application,
 * applications.templateSent), owners and administration write them.
 */
export const replyTemplates = {
  list: endpoint({
    method: 'GET',
    path: list,
    access: 'templates.read',
    summary: 'Every reply template, by name',
    answer: json<ReplyTemplate[]>(),
  }),
  values: endpoint({
    method: 'GET',
    path: `${list}/values`,
    access: 'templates.read',
    summary: 'The values of {agentur} and {recruiter} for the signed-in person',
    answer: json<ReplyTemplateValues>(),
  }),
  get: endpoint({
    method: 'GET',
    path: item,
    access: 'templates.read',
    summary: 'One reply template',
    answer: json<ReplyTemplate>(),
    errors: [400, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: list,
    access: 'templates.write',
    summary: 'Creates a reply template (only the known placeholders)',
    body: replyTemplateCreateValidator,
    answer: json<ReplyTemplate>(),
    status: 201,
    errors: [400],
  }),
  update: endpoint({
    method: 'PATCH',
    path: item,
    access: 'templates.write',
    summary: 'Changes the name or the text of a reply template',
    body: replyTemplateUpdateValidator,
    answer: json<ReplyTemplate>(),
    errors: [400, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: item,
    access: 'templates.write',
    summary: 'Deletes a reply template',
    answer: empty(),
    status: 204,
    errors: [400, 404],
  }),
};
