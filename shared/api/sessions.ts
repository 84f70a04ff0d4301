import type { SessionsEnded, StaffSession } from '../api-types.js';
import { empty, endpoint, json } from './endpoint.js';

/**
 * „Angemeldete Geräte“: the signed-in person's sessions. A session's id is the store's (letters,
 * digits, `_` and `-`), not a number.
 */
export const sessions = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/sessions',
    access: 'account',
    summary: 'My signed-in sessions, this one marked',
    answer: json<StaffSession[]>(),
  }),
  endOthers: endpoint({
    method: 'DELETE',
    path: '/api/admin/sessions',
    access: 'account',
    summary: 'Ends all my sessions but this one',
    answer: json<SessionsEnded>(),
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/api/admin/sessions/:sessionId',
    access: 'account',
    summary: 'Ends one of my sessions',
    answer: empty(),
    status: 204,
    errors: [404],
  }),
};
