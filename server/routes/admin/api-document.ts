import API from '@shared/api/index.js';
import { document } from '@shared/api/document.js';
import { apiDocument } from '@server/http/api-document.js';
import { route, type Route } from '@server/http/endpoints.js';

/** GET /api/admin/openapi.json: made once, from the same declarations the server mounts. */
export function adminApiDocumentRoutes(): Route[] {
  const made = apiDocument(API);
  return [route(document.openapi, () => made)];
}
