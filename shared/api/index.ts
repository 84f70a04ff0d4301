import { content } from './content.js';
import { applications } from './applications.js';
import { messages } from './messages.js';
import { replyTemplates } from './reply-templates.js';
import { stats } from './stats.js';
import { reports } from './reports.js';
import { dataRequests } from './data-requests.js';

/**
 * Every endpoint of the API, declared once (shared/api/endpoint.ts): the server mounts exactly
 * these, the control centre calls them through its typed client, the OpenAPI document lists them.
 * The control centre's bundle gets this object without the schemas (the build precomputes it:
 * admin-desktop/renderer/vite.config.ts), so it ships no validators.
 */
const API = {
  content,
  applications,
  messages,
  replyTemplates,
  stats,
  reports,
  dataRequests,
};

export type Api = typeof API;
export default API;
