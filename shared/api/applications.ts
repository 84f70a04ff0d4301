import type {
  Application,
  ApplicationAssignee,
  ApplicationHistoryEntry,
  EarlierApplication,
  LastChangeAnswer,
} from '../api-types.js';
import { applicationUpdateValidator } from '../schemas/application.js';
import {
  applicationBulkValidator,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  parseApplicationExportQuery,
  parseApplicationListQuery,
} from '../schemas/application-list.js';
import { templateSentValidator } from '../schemas/reply-template.js';
import { empty, endpoint, file, json } from './endpoint.js';

const list = '/api/admin/applications';
const item = '/api/admin/applications/:id';

/** The list's filters and sort, and the selection (`ids`); page and pageSize are ignored. */
const exportQuery = { schema: applicationExportQuerySchema, parse: parseApplicationExportQuery };

/** The creator applications: the list (whole or paged), the exports, the bulk actions, one application. */
export const applications = {
  list: endpoint({
    method: 'GET',
    path: list,
    access: 'applications.read',
    summary:
      'Every application, newest first; with any list parameter one page of the filtered, sorted list (X-Total-Count)',
    query: { schema: applicationListQuerySchema, parse: parseApplicationListQuery },
    answer: json<Application[]>(),
    errors: [400],
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: `${list}/export.csv`,
    access: 'applications.export',
    summary: 'The filtered applications (or the selected ids) as CSV; recorded',
    query: exportQuery,
    answer: file('text/csv; charset=utf-8'),
    errors: [400],
  }),
  exportXlsx: endpoint({
    method: 'GET',
    path: `${list}/export.xlsx`,
    access: 'applications.export',
    summary: 'The filtered applications (or the selected ids) as XLSX; recorded',
    query: exportQuery,
    answer: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    errors: [400],
  }),
  sources: endpoint({
    method: 'GET',
    path: `${list}/sources`,
    access: 'applications.read',
    summary: 'The source labels the stored applications have, A–Z (the list’s "Quelle" filter)',
    answer: json<string[]>(),
  }),
  bulk: endpoint({
    method: 'POST',
    path: `${list}/bulk`,
    access: 'applications.write',
    summary: 'Sets the status, the assignee, or deletes, for up to 1000 applications at once',
    body: applicationBulkValidator,
    answer: json<{ changed: number }>(),
    errors: [400],
  }),
  assignees: endpoint({
    method: 'GET',
    path: `${list}/assignees`,
    access: 'applications.read',
    summary: 'Who an application can be assigned to (active colleagues who may see applications)',
    answer: json<ApplicationAssignee[]>(),
  }),
  get: endpoint({
    method: 'GET',
    path: item,
    access: 'applications.read',
    summary: 'One application',
    answer: json<Application>(),
    errors: [400, 404],
  }),
  earlier: endpoint({
    method: 'GET',
    path: `${item}/earlier`,
    access: 'applications.read',
    summary: 'The same person’s earlier applications still stored, newest first, each with what matched',
    answer: json<EarlierApplication[]>(),
    errors: [400, 404],
  }),
  lastChange: endpoint({
    method: 'GET',
    path: `${item}/last-change`,
    access: 'applications.read',
    summary: 'Who changed the application last, and when',
    answer: json<LastChangeAnswer>(),
    errors: [400, 404],
  }),
  history: endpoint({
    method: 'GET',
    path: `${item}/history`,
    access: 'applications.read',
    summary: 'Its status, outcome and assignee changes and the templates sent, newest first',
    answer: json<ApplicationHistoryEntry[]>(),
    errors: [400, 404],
  }),
  update: endpoint({
    method: 'PATCH',
    path: item,
    access: 'applications.write',
    summary: 'Changes the status (with its outcome), the assignee or the notes',
    body: applicationUpdateValidator,
    answer: json<Application>(),
    errors: [400, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: item,
    access: 'applications.write',
    summary: 'Deletes an application',
    answer: empty(),
    status: 204,
    errors: [400, 404],
  }),
  // Beside the templates' own endpoints: it is a fact about the application (its history shows it).
  templateSent: endpoint({
    method: 'POST',
    path: `${item}/template-sent`,
    access: 'templates.read',
    summary: 'Records that a reply template went to the applicant, and on which channel (never the text)',
    body: templateSentValidator,
    answer: empty(),
    status: 204,
    errors: [400, 404],
  }),
};
