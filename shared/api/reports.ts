import type { RecruitingReport } from '../api-types.js';
import { parseRecruitingReportQuery, recruitingReportQuerySchema } from '../schemas/recruiting-report.js';
import { endpoint, file, json } from './endpoint.js';

const days = { schema: recruitingReportQuerySchema, parse: parseRecruitingReportQuery };

/** Reports over anonymous figures: the recruiting report (days=30|90|365, default 30) and its CSV. */
export const reports = {
  recruiting: endpoint({
    method: 'GET',
    path: '/api/admin/reports/recruiting',
    access: 'reports.recruiting',
    summary: 'Applications per source over the window and how they ended',
    query: days,
    answer: json<RecruitingReport>(),
    errors: [400],
  }),
  recruitingCsv: endpoint({
    method: 'GET',
    path: '/api/admin/reports/recruiting.csv',
    access: 'reports.recruiting',
    summary: 'The recruiting report as CSV',
    query: days,
    answer: file('text/csv; charset=utf-8'),
    errors: [400],
  }),
};
