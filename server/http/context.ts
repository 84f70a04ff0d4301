import type { Permission } from '@shared/roles.js';
import type { RouterContext } from '@koa/router';
import type { AdminUser } from '@db/models/index.js';

export interface AppState {
  /** Set by requireAdmin for every /api/admin route but login. */
  user?: AdminUser;
  /** The session's only step left is enrolling a second factor (the enrolment routes only). */
  enrolling?: boolean;
  /**
   * What a write did, for the admin-write log, when its method and path do not say it (a bulk
   * action: POST …/applications/bulk updates or deletes the listed ids).
   */
  adminWrite?: { action: 'update' | 'delete'; id: number[] };
  /** The permission a route refused the signed-in person (for the refusal's log line). */
  refused?: Permission;
}

export type AppContext = RouterContext<AppState>;
