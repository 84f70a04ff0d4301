import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { systemClock, type Clock } from '../clock.js';
import { purgeUsedChallenges } from './passkey-challenges.js';

export interface SessionData {
  userId?: number;
  /** When the user signed in (ms): bounds the absolute lifetime. */
  signedInAt?: number;
  /** A sign-in between the password and the second factor (or enrolment): whose it is. */
  pending?: { userId?: unknown };
  [key: string]: unknown;
}

/**
 * The person a session belongs to: the signed-in user, or the one whose half-finished sign-in it
 * is. Stored in the row so that everything ending a person's sessions ends both kinds.
 */
function ownerOf(session: SessionData): number | null {
  if (typeof session.userId === 'number') return session.userId;
  const pending = session.pending?.userId;
  return typeof pending === 'number' ? pending : null;
}

/** What koa-session passes to `get` and `set` besides the data: the request. */
interface StoreOptions {
  ctx?: { ip?: string; get?(field: string): string };
  /** Whether the request changed the session's data (false: a rolling save that only renews it). */
  changed?: boolean;
}

/** Longest user agent kept for the sessions list (enough to tell the browser and system). */
const USER_AGENT_MAX = 512;

/**
 * The database keeps a hash of the session id, so a leaked table does not hand out live cookies.
 * The hash is also the id the sessions list names a session by.
 */
export const storedId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

/**
 * koa-session's external store, in the database: logging out really ends a session, and several
 * processes on the same database share sessions. A session expires `idleMs` after its last
 * request, on the app's clock.
 */
export function createSessionStore(knex: Knex, idleMs: number, clock: Clock = systemClock) {
  /**
   * The session id each request loaded. Saving that session afterwards only updates its row: a
   * session ended while the request ran (logout, "Abmelden" in the sessions list, a disabled
   * account) stays ended instead of being written back by the request's rolling save.
   */
  const loaded = new WeakMap<object, string>();
  return {
    async get(sid: string, _maxAge?: unknown, options: StoreOptions = {}): Promise<SessionData | null> {
      const row = await knex('sessions')
        .where({ id: storedId(sid) })
        .first('data', 'expiresAt');
      if (!row || Number(row.expiresAt) <= clock()) return null;
      if (options.ctx) loaded.set(options.ctx, sid);
      const data = JSON.parse(String(row.data)) as SessionData;
      // koa-session would compare its own expiry (real time, stale after a renewal that left the
      // data alone) with the real clock; the row's expiry, on the app's clock, is the one that counts.
      delete data._expire;
      return data;
    },
    // koa-session passes its maxAge plus 10 s; the idle timeout itself is kept exact here.
    async set(
      sid: string,
      session: SessionData,
      _maxAge?: unknown,
      options: StoreOptions = {},
    ): Promise<void> {
      const now = clock();
      const request = options.ctx;
      const row = {
        id: storedId(sid),
        userId: ownerOf(session),
        data: JSON.stringify(session),
        expiresAt: now + idleMs,
        // What "Angemeldete Geräte" shows: the device and address of the latest request.
        userAgent: request?.get?.('user-agent')?.slice(0, USER_AGENT_MAX) || null,
        ip: request?.ip ?? null,
        signedInAt: typeof session.signedInAt === 'number' ? session.signedInAt : null,
        lastActiveAt: now,
      };
      if (request && loaded.get(request) === sid) {
        const { id, ...columns } = row;
        // A request that left the data as it loaded it only renews the session: requests running
        // side by side (a set-up started while another screen loads) must not write back data
        // older than what one of them saved.
        if (options.changed === false) {
          const { expiresAt, userAgent, ip, lastActiveAt } = columns;
          await knex('sessions').where({ id }).update({ expiresAt, userAgent, ip, lastActiveAt });
          return;
        }
        await knex('sessions').where({ id }).update(columns);
        return;
      }
      // A new session (its first save, or a new id after sign-in).
      await knex('sessions')
        .insert(row)
        .onConflict('id')
        .merge(['userId', 'data', 'expiresAt', 'userAgent', 'ip', 'signedInAt', 'lastActiveAt']);
    },
    async destroy(sid: string): Promise<void> {
      await knex('sessions')
        .where({ id: storedId(sid) })
        .delete();
    },
  };
}

/**
 * Ends every session of a user, signed in or half-finished (waiting for the second factor or
 * enrolment), except the one with the stored id `keep` (the caller's own).
 */
export async function deleteSessionsOfUser(knex: Knex, userId: number, keep?: string): Promise<number> {
  const rows = knex('sessions').where({ userId });
  return (keep ? rows.whereNot({ id: keep }) : rows).delete();
}

/**
 * Ends the user's half-finished sign-ins (a row of theirs without `signedInAt`), except `keep`:
 * after a new password that keeps the signed-in devices, or when a factor was added meanwhile,
 * a sign-in that got only as far as the password must start again.
 */
export async function deletePendingSessionsOfUser(
  knex: Knex,
  userId: number,
  keep?: string,
): Promise<number> {
  const rows = knex('sessions').where({ userId }).whereNull('signedInAt');
  return (keep ? rows.whereNot({ id: keep }) : rows).delete();
}

/** Deletes expired sessions (answers how many) and the expired answered passkey challenges. */
export async function purgeExpiredSessions(knex: Knex, now = Date.now()): Promise<number> {
  await purgeUsedChallenges(knex, now);
  return knex('sessions').where('expiresAt', '<=', now).delete();
}
