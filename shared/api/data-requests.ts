import type { DataErasureResult, DataRequestLogEntry, DataRequestResult } from '../api-types.js';
import { dataErasureValidator, dataExportValidator, dataRequestValidator } from '../schemas/data-request.js';
import { endpoint, file, json } from './endpoint.js';

const base = '/api/admin/data-requests';

/**
 * Information and erasure for one person (DSGVO Art. 15 and 17). The identifiers travel in POST
 * bodies, never in a URL, so they stay out of access logs and browser history.
 */
export const dataRequests = {
  search: endpoint({
    method: 'POST',
    path: `${base}/search`,
    access: 'dataRequests',
    summary: 'Every record of the person the identifiers name',
    body: dataRequestValidator,
    answer: json<DataRequestResult>(),
    errors: [400],
  }),
  export: endpoint({
    method: 'POST',
    path: `${base}/export`,
    access: 'dataRequests',
    summary: 'The selected records as a JSON file for the person (Art. 15); recorded without personal data',
    body: dataExportValidator,
    answer: file('application/json; charset=utf-8'),
    errors: [400],
  }),
  erase: endpoint({
    method: 'POST',
    path: `${base}/erase`,
    access: 'dataRequests',
    summary: 'Deletes the selected records (Art. 17); recorded without personal data',
    body: dataErasureValidator,
    answer: json<DataErasureResult>(),
    errors: [400],
  }),
  log: endpoint({
    method: 'GET',
    path: `${base}/log`,
    access: 'dataRequests',
    summary: 'The latest exports and erasures: who, when, how many',
    answer: json<DataRequestLogEntry[]>(),
  }),
};
