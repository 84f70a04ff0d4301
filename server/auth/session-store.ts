import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { systemClock, type Clock } from '../clock.js';

export interface SessionData {
  userId?: number;
  /** When the user signed in (ms): bounds the absolute lifetime. */
  signedInAt?: number;
  [key: string]: unknown;
}

/** The database keeps a hash of the session id, so a leaked table does not hand out live cookies. */
const storedId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

/**
 * koa-session's external store, in the database: logging out really ends a session, and several
 * processes on the same database share sessions. A session expires `idleMs` after its last
 * request, on the app's clock.
 */
export function createSessionStore(knex: Knex, idleMs: number, clock: Clock = systemClock) {
  return {
    async get(sid: string): Promise<SessionData | null> {
      const row = await knex('sessions')
        .where({ id: storedId(sid) })
        .first('data', 'expiresAt');
      if (!row || Number(row.expiresAt) <= clock()) return null;
      return JSON.parse(String(row.data)) as SessionData;
    },
    // koa-session passes its maxAge plus 10 s; the idle timeout itself is kept exact here.
    async set(sid: string, session: SessionData): Promise<void> {
      const row = {
        id: storedId(sid),
        userId: typeof session.userId === 'number' ? session.userId : null,
        data: JSON.stringify(session),
        expiresAt: clock() + idleMs,
      };
      await knex('sessions').insert(row).onConflict('id').merge(['userId', 'data', 'expiresAt']);
    },
    async destroy(sid: string): Promise<void> {
      await knex('sessions')
        .where({ id: storedId(sid) })
        .delete();
    },
  };
}

export async function deleteSessionsOfUser(knex: Knex, userId: number): Promise<number> {
  return knex('sessions').where({ userId }).delete();
}

export async function purgeExpiredSessions(knex: Knex, now = Date.now()): Promise<number> {
  return knex('sessions').where('expiresAt', '<=', now).delete();
}
