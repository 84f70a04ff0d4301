import { activity } from './activity.js';
import { content } from './content.js';
import { document } from './document.js';
import { forms } from './forms.js';
import { newsletter } from './newsletter.js';
import { settings } from './settings.js';
import { uploads } from './uploads.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { links } from './links.js';
import { sessions } from './sessions.js';
import { team } from './team.js';
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
  document,
  uploads,
  settings,
  newsletter,
  activity,
  forms,
  auth,
  account,
  sessions,
  team,
  links,
  applications,
  messages,
  replyTemplates,
  stats,
  reports,
  dataRequests,
};

export type Api = typeof API;
export default API;
