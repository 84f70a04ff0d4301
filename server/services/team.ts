import type { Knex } from 'knex';
import { AdminUser } from '@db/models/index.js';
import type { TeamMember } from '@shared/api-types.js';
import { can, type Role } from '@shared/roles.js';
import { staffMessages } from '@shared/staff-texts.js';
import { deleteSessionsOfUser } from '../auth/session-store.js';
import type { SecondFactorService } from '../auth/second-factor.js';
import { isoNow, type Clock } from '../clock.js';
import { conflict, forbidden, notFound } from '../errors.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { details } from './activity-changes.js';

export interface TeamDeps {
  knex: Knex;
  clock: Clock;
  secondFactor: SecondFactorService;
  activityLog: Pick<ActivityLog, 'record'>;
}

/** What a team change did, for the caller's log and answer. */
export interface TeamChange {
  before: AdminUser;
  after: AdminUser | null;
  endedSessions: number;
}

const isActiveOwner = (user: AdminUser) => user.role === 'owner' && !user.disabledAt;

/**
 * The team screen's work: list, role, disabling, deleting, ending sessions, resetting a factor.
 * The rules hold here, whoever calls: only an owner changes owners (or makes one), nobody
 * disables or deletes their own account, and the last active owner stays one.
 */
export function createTeamService({ knex, clock, secondFactor, activityLog }: TeamDeps) {
  async function target(db: Knex, id: number): Promise<AdminUser> {
    const user = await AdminUser.query(db).findById(id);
    if (!user) throw notFound();
    return user;
  }

  /** An account as the team screen shows it. */
  async function member(user: AdminUser): Promise<TeamMember> {
    const factors = await secondFactor.status(user.id);
    return {
      id: user.id,
      username: user.username,
      displayName: user.displayName || user.username,
      email: user.email,
      role: user.role,
      secondFactor: factors.totp || factors.passkeys > 0,
      lastSignInAt: user.lastSignInAt ? new Date(user.lastSignInAt).toISOString() : null,
      active: !user.disabledAt,
      createdAt: new Date(user.createdAt).toISOString(),
    };
  }

  function checkOwnerRule(actor: AdminUser, user: AdminUser, role?: Role) {
    if ((user.role === 'owner' || role === 'owner') && !can(actor.role, 'team.owners')) {
      throw forbidden(staffMessages.ownersOnly);
    }
  }

  /** Refuses a change that would leave no active owner (counted inside the change's transaction). */
  async function checkLastOwner(db: Knex, user: AdminUser, stillOwner: boolean) {
    if (!isActiveOwner(user) || stillOwner) return;
    const others = await AdminUser.query(db)
      .where({ role: 'owner' })
      .whereNull('disabledAt')
      .whereNot({ id: user.id })
      .resultSize();
    if (others === 0) throw conflict(staffMessages.lastOwner);
  }

  return {
    member,

    async list(): Promise<TeamMember[]> {
      const users = await AdminUser.query(knex).orderBy([{ column: 'createdAt' }, { column: 'id' }]);
      return Promise.all(users.map(member));
    },

    /** A new role and/or active state; a role change or disabling ends the person's sessions. */
    update(
      actor: AdminUser,
      id: number,
      change: { role?: Role; active?: boolean },
      by: Actor,
    ): Promise<TeamChange> {
      return knex.transaction(async (trx) => {
        const before = await target(trx, id);
        checkOwnerRule(actor, before, change.role);
        if (change.active === false && before.id === actor.id) throw forbidden(staffMessages.notYourself);
        const role = change.role ?? before.role;
        const active = change.active ?? !before.disabledAt;
        await checkLastOwner(trx, before, role === 'owner' && active);
        const now = isoNow(clock);
        const after = await AdminUser.query(trx).patchAndFetchById(id, {
          role,
          disabledAt: active ? null : (before.disabledAt ?? now),
          updatedAt: now,
        });
        const ends = role !== before.role || (!active && !before.disabledAt);
        const endedSessions = ends ? await deleteSessionsOfUser(trx, id) : 0;
        if (role !== before.role) {
          await activityLog.record(trx, by, {
            action: 'role-change',
            entity: 'team',
            entityId: id,
            changes: {
              role: { before: before.role, after: role },
              ...details({ username: before.username, endedSessions }),
            },
          });
        }
        if (active === Boolean(before.disabledAt)) {
          await activityLog.record(trx, by, {
            action: active ? 'account-enable' : 'account-disable',
            entity: 'team',
            entityId: id,
            changes: {
              active: { before: !active, after: active },
              ...details({ username: before.username, endedSessions }),
            },
          });
        }
        return { before, after, endedSessions };
      });
    },

    /** Deletes an account; its sessions, factors and links go with it, its past actions keep its name. */
    remove(actor: AdminUser, id: number, by: Actor): Promise<TeamChange> {
      return knex.transaction(async (trx) => {
        const before = await target(trx, id);
        if (before.id === actor.id) throw forbidden(staffMessages.notYourself);
        checkOwnerRule(actor, before);
        await checkLastOwner(trx, before, false);
        const endedSessions = await deleteSessionsOfUser(trx, id);
        await AdminUser.query(trx).deleteById(id);
        await activityLog.record(trx, by, {
          action: 'delete',
          entity: 'team',
          entityId: id,
          changes: details({ username: before.username, role: before.role, endedSessions }),
        });
        return { before, after: null, endedSessions };
      });
    },

    /** Ends every session of a person (they sign in again). */
    endSessions(actor: AdminUser, id: number, by: Actor): Promise<TeamChange> {
      return knex.transaction(async (trx) => {
        const before = await target(trx, id);
        checkOwnerRule(actor, before);
        const endedSessions = await deleteSessionsOfUser(trx, id);
        await activityLog.record(trx, by, {
          action: 'session-end',
          entity: 'team',
          entityId: id,
          changes: details({ username: before.username, endedSessions }),
        });
        return { before, after: before, endedSessions };
      });
    },

    /** Removes a person's TOTP, recovery codes and passkeys and ends their sessions (owners only). */
    resetSecondFactor(id: number, by: Actor): Promise<TeamChange> {
      return knex.transaction(async (trx) => {
        const before = await target(trx, id);
        await secondFactor.remove(id, { passkeys: true, recoveryCodes: true }, trx);
        const endedSessions = await deleteSessionsOfUser(trx, id);
        await activityLog.record(trx, by, {
          action: 'totp-reset',
          entity: 'team',
          entityId: id,
          changes: details({ username: before.username, endedSessions }),
        });
        return { before, after: before, endedSessions };
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
