import type { RouterContext } from '@koa/router';
import type { AdminUser } from '@db/models/index.js';

export interface AppState {
  /** Set by requireAdmin for every /api/admin route but login. */
  user?: AdminUser;
}

export type AppContext = RouterContext<AppState>;
