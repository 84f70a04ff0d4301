import { endpoint, json } from './endpoint.js';

/** The OpenAPI 3.1 document of every endpoint (server/http/api-document.ts), for everyone signed in. */
export const document = {
  openapi: endpoint({
    method: 'GET',
    path: '/api/admin/openapi.json',
    access: 'account',
    summary: 'This API as an OpenAPI 3.1 document, made from the declarations in shared/api',
    answer: json<Record<string, unknown>>(),
  }),
};
