import { adminContentPath, CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import type { RouteInfo } from '@server/routes/api.js';
import type { Permission } from '@shared/roles.js';
import { factories, PNG_DATA_URL } from './factories.js';

/**
 * Every admin route as the router declares it, with a valid body where one is known, for the tests
 * that walk them all (the session guard, the role permissions): a guard that is missing would let
 * the call succeed and change data, not fail on its input. `:id` is record 1.
 */
export type AdminRoute = [method: string, path: string, body?: unknown];

const createBody = (name: ContentTypeName) => factories.content(name);
const BODIES: Record<string, unknown> = {
  'POST /api/admin/upload': { image: PNG_DATA_URL, type: 'profile' },
  'PATCH /api/admin/applications/:id': { status: 'completed', notes: 'von außen' },
  'PATCH /api/admin/messages/:id': { isRead: true },
  // The person of the application and the message of the seed: an unguarded erasure deletes both.
  'POST /api/admin/data-requests/search': { tiktok: '@lena.live' },
  'POST /api/admin/data-requests/export': { tiktok: '@lena.live' },
  'POST /api/admin/data-requests/erase': {
    tiktok: '@lena.live',
    email: 'max@example.org',
    applicationIds: [1],
    messageIds: [1],
  },
  // Record 1 is the first account: an unguarded call would demote or disable it.
  'PATCH /api/admin/team/:id': { role: 'editor', active: false },
  'POST /api/admin/team/invitations': { name: 'Von Außen', email: 'aussen@agentur.example', role: 'owner' },
  'POST /api/admin/team/:id/email': { email: 'aussen@agentur.example' },
  'PATCH /api/admin/account': { displayName: 'Von Außen', password: 'irrelevant' },
  'POST /api/admin/reply-templates': { name: 'Von Außen', text: 'Hallo {tiktok}' },
  'PATCH /api/admin/reply-templates/:id': { text: 'Von außen geändert' },
  'POST /api/admin/applications/:id/template-sent': { templateId: 1, channel: 'whatsapp' },
  'POST /api/admin/newsletter/issues': { subject: 'Von außen', text: 'Von außen geschrieben.' },
  'PATCH /api/admin/newsletter/issues/:id': { subject: 'Von außen geändert' },
  ...Object.fromEntries(
    CONTENT_TYPE_NAMES.flatMap((name) => [
      [`POST ${adminContentPath(name)}`, createBody(name)],
      [`PATCH ${adminContentPath(name)}/:id`, { order: 99 }],
    ]),
  ),
};

export function adminRouteCalls(routes: RouteInfo[]): (AdminRoute & { permission?: Permission })[] {
  return routes.map(({ method, path, permission }) => {
    const body = BODIES[`${method} ${path}`] ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    return Object.assign([method, path.replace(':id', '1'), body] as AdminRoute, { permission });
  });
}
