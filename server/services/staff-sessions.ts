import Bowser from 'bowser';
import type { Knex } from 'knex';
import type { StaffSession } from '@shared/api-types.js';
import type { Clock } from '../clock.js';
import { deletePendingSessionsOfUser, deleteSessionsOfUser } from '../auth/session-store.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { details } from './activity-changes.js';

/** The desktop app's user agent names Electron (and the app). */
const DESKTOP_PATTERN = /\bElectron\//;

/** "Chrome auf Windows", "Desktop-App auf macOS", or "Unbekanntes Gerät". */
export function describeDevice(userAgent: string | null): Pick<StaffSession, 'kind' | 'device'> {
  if (!userAgent) return { kind: 'browser', device: 'Unbekanntes Gerät' };
  const parsed = Bowser.parse(userAgent);
  const system = parsed.os.name ?? '';
  const desktop = DESKTOP_PATTERN.test(userAgent);
  const program = desktop ? 'Desktop-App' : (parsed.browser.name ?? 'Browser');
  return { kind: desktop ? 'desktop' : 'browser', device: system ? `${program} auf ${system}` : program };
}

interface SessionRow {
  id: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: number | string | null;
  lastActiveAt: number | string | null;
}

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * The signed-in sessions of staff ("Angemeldete Geräte"), named by the hash the store keeps of
 * each session id (never the cookie's value). Expired ones are not listed.
 */
export function createStaffSessions(knex: Knex, clock: Clock, activityLog: Pick<ActivityLog, 'record'>) {
  // Half-finished sign-ins carry their person's id too, but are no device anyone is signed in on.
  const live = (userId: number) =>
    knex('sessions').where({ userId }).whereNotNull('signedInAt').andWhere('expiresAt', '>', clock());
  return {
    async list(userId: number, currentId: string | undefined): Promise<StaffSession[]> {
      const rows = (await live(userId)
        .select('id', 'userAgent', 'ip', 'signedInAt', 'lastActiveAt')
        .orderBy('lastActiveAt', 'desc')) as SessionRow[];
      return rows.map((row) => ({
        id: row.id,
        ...describeDevice(row.userAgent),
        ip: row.ip,
        signedInAt: iso(row.signedInAt),
        lastActiveAt: iso(row.lastActiveAt),
        current: row.id === currentId,
      }));
    },
    /** Ends one of the user's sessions; false when it is not theirs (or gone). */
    end(userId: number, id: string, actor: Actor): Promise<boolean> {
      return knex.transaction(async (trx) => {
        if ((await trx('sessions').where({ userId, id }).delete()) !== 1) return false;
        await activityLog.record(trx, actor, { action: 'session-end', entity: 'sessions', entityId: userId });
        return true;
      });
    },
    /**
     * Ends the user's half-finished sign-ins but `keep`: a new password that keeps the signed-in
     * devices still sends a sign-in that got only as far as the old password back to the start.
     */
    endPending: (userId: number, keep?: string): Promise<number> =>
      deletePendingSessionsOfUser(knex, userId, keep),
    /** Ends every session of the user but `keep` (the caller's own); answers how many. */
    endOthers(userId: number, keep: string | undefined, actor: Actor): Promise<number> {
      return knex.transaction(async (trx) => {
        const ended = await deleteSessionsOfUser(trx, userId, keep);
        if (ended > 0) {
          await activityLog.record(trx, actor, {
            action: 'session-end',
            entity: 'sessions',
            entityId: userId,
            changes: details({ endedSessions: ended }),
          });
        }
        return ended;
      });
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
