import type { Knex } from 'knex';
import { AdminUser } from '@db/models/index.js';
import { lockedForUpdate } from '@db/dialect.js';
import { can, type Role } from '@shared/roles.js';
import { staffMessages } from '@shared/staff-texts.js';
import { deleteSessionsOfUser } from '../auth/session-store.js';
import { isoNow, type Clock } from '../clock.js';
import { HttpError, notFound } from '../errors.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { details } from './activity-changes.js';

/**
 * The rules every change of a staff account follows, whoever makes it: the team screen
 * (services/team.ts) and the command line (services/users.ts) both call these, so they cannot
 * drift apart again. There is always an active owner; only an owner changes owners or makes one;
 * nobody disables or deletes their own account; a new role, disabling, deleting, a new password
 * and a factor reset end the person's sessions; an invitation lives only as long as its inviter
 * may still grant its role.
 */

/** Which rule refused a change: the command line words some of them in its own language. */
export type AccountRule = 'lastOwner' | 'ownersOnly' | 'notYourself';

/** A change the rules refuse: answered as it is on the web (status and German message). */
export class AccountRuleError extends HttpError {
  constructor(
    readonly rule: AccountRule,
    status: number,
    message: string,
  ) {
    super(status, message);
  }
}

/**
 * Who makes a change: a signed-in person, or null for the server itself (the command line run by
 * whoever operates the installation), whom the owners-only rule does not bind.
 */
export type Changer = AdminUser | null;

/** What a change did, for the caller's log and answer. */
export interface AccountChange {
  before: AdminUser;
  after: AdminUser | null;
  endedSessions: number;
}

/** Whether an account of `role` may hand out `granted` (invite someone to it, or give it). */
export const mayGrant = (role: Role, granted: Role): boolean =>
  can(role, 'team.manage') && (granted !== 'owner' || can(role, 'team.owners'));

const isActiveOwner = (user: AdminUser) => user.role === 'owner' && !user.disabledAt;

/** Refuses a change of an owner, or making one, by someone who is no owner. */
export function checkOwnersOnly(changer: Changer, target: { role: Role }, role?: Role): void {
  if (!changer) return;
  if ((target.role === 'owner' || role === 'owner') && !can(changer.role, 'team.owners')) {
    throw new AccountRuleError('ownersOnly', 403, staffMessages.ownersOnly);
  }
}

/**
 * The ids of the active owners, locked until the transaction ends (on PostgreSQL): two changes
 * that could each remove an owner run one after the other, and the later one counts what the
 * earlier left. Called before the changed account is read, so that read sees the committed state.
 */
export async function lockActiveOwners(trx: Knex.Transaction): Promise<number[]> {
  const query = AdminUser.query(trx).select('id').where({ role: 'owner' }).whereNull('disabledAt');
  const rows = await lockedForUpdate(trx, query);
  return rows.map((row) => row.id);
}

export interface AccountRulesDeps {
  clock: Clock;
  /** Where the changes are recorded (optional for the few tools that record nothing). */
  activityLog?: Pick<ActivityLog, 'record'>;
}

export function createAccountRules({ clock, activityLog }: AccountRulesDeps) {
  const record: ActivityLog['record'] = async (trx, actor, entry) => {
    await activityLog?.record(trx, actor, entry);
  };

  /** The account, read after the owners were locked; 404 when it is gone. */
  async function target(trx: Knex.Transaction, id: number): Promise<AdminUser> {
    const user = await AdminUser.query(trx).findById(id);
    if (!user) throw notFound();
    return user;
  }

  /** Refuses a change that would leave no active owner (`owners`: the locked active owners). */
  function checkLastOwner(owners: number[], user: AdminUser, stillOwner: boolean) {
    if (!isActiveOwner(user) || stillOwner) return;
    if (owners.filter((id) => id !== user.id).length === 0) {
      throw new AccountRuleError('lastOwner', 409, staffMessages.lastOwner);
    }
  }

  /** Ends a person's sessions (all, or all but `keep`); answers how many ended. */
  const endSessions = (trx: Knex.Transaction, userId: number, keep?: string) =>
    deleteSessionsOfUser(trx, userId, keep);

  /**
   * Withdraws the open invitations `inviter` sent that they can no longer grant: all of them when
   * `role` is null (deleted or disabled), else those of roles `role` may not hand out. Each is
   * recorded. Answers how many were withdrawn.
   */
  async function withdrawInvitations(
    trx: Knex.Transaction,
    inviter: AdminUser,
    role: Role | null,
    by: Actor,
    reason: 'inviter-deleted' | 'inviter-disabled' | 'inviter-role',
  ): Promise<number> {
    const open = (await trx('invitations')
      .where({ invitedBy: inviter.id })
      .whereNull('acceptedAt')
      .whereNull('revokedAt')) as Array<{ id: number; name: string; email: string; role: Role }>;
    let withdrawn = 0;
    for (const row of open) {
      if (role !== null && mayGrant(role, row.role)) continue;
      const changed = await trx('invitations')
        .where({ id: row.id })
        .whereNull('acceptedAt')
        .whereNull('revokedAt')
        .update({ revokedAt: isoNow(clock) });
      if (changed !== 1) continue;
      withdrawn += 1;
      await record(trx, by, {
        action: 'invitation-revoke',
        entity: 'team',
        entityId: `invitation-${row.id}`,
        changes: details({ name: row.name, email: row.email, role: row.role, reason }),
      });
    }
    return withdrawn;
  }

  /** Removes every second factor of an account: TOTP, recovery codes, passkeys. */
  async function wipeSecondFactor(trx: Knex.Transaction, userId: number): Promise<void> {
    await trx('admin_users').where({ id: userId }).update({ totpSecret: null, totpLastStep: null });
    await trx('recovery_codes').where({ userId }).delete();
    await trx('passkeys').where({ userId }).delete();
  }

  return {
    endSessions,
    withdrawInvitations,
    wipeSecondFactor,

    /**
     * A new role and/or active state, in `trx`. A role change or disabling ends the person's
     * sessions and withdraws the invitations they can no longer grant.
     */
    async change(
      trx: Knex.Transaction,
      changer: Changer,
      by: Actor,
      id: number,
      change: { role?: Role; active?: boolean },
    ): Promise<AccountChange> {
      const owners = await lockActiveOwners(trx);
      const before = await target(trx, id);
      checkOwnersOnly(changer, before, change.role);
      if (change.active === false && changer?.id === before.id) {
        throw new AccountRuleError('notYourself', 403, staffMessages.notYourself);
      }
      const role = change.role ?? before.role;
      const active = change.active ?? !before.disabledAt;
      checkLastOwner(owners, before, role === 'owner' && active);
      const now = isoNow(clock);
      const after = await AdminUser.query(trx).patchAndFetchById(id, {
        role,
        disabledAt: active ? null : (before.disabledAt ?? now),
        updatedAt: now,
      });
      const disabled = !active && !before.disabledAt;
      const ends = role !== before.role || disabled;
      const endedSessions = ends ? await endSessions(trx, id) : 0;
      if (role !== before.role) {
        await record(trx, by, {
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
        await record(trx, by, {
          action: active ? 'account-enable' : 'account-disable',
          entity: 'team',
          entityId: id,
          changes: {
            active: { before: !active, after: active },
            ...details({ username: before.username, endedSessions }),
          },
        });
      }
      if (!active) await withdrawInvitations(trx, before, null, by, 'inviter-disabled');
      else if (role !== before.role) await withdrawInvitations(trx, before, role, by, 'inviter-role');
      return { before, after, endedSessions };
    },

    /** Deletes an account, in `trx`: its sessions, factors and links go with it, its invitations are withdrawn. */
    async remove(trx: Knex.Transaction, changer: Changer, by: Actor, id: number): Promise<AccountChange> {
      const owners = await lockActiveOwners(trx);
      const before = await target(trx, id);
      if (changer?.id === before.id)
        throw new AccountRuleError('notYourself', 403, staffMessages.notYourself);
      checkOwnersOnly(changer, before);
      checkLastOwner(owners, before, false);
      // Before the row goes: the invitations name their inviter until then.
      await withdrawInvitations(trx, before, null, by, 'inviter-deleted');
      const endedSessions = await endSessions(trx, id);
      await AdminUser.query(trx).deleteById(id);
      await record(trx, by, {
        action: 'delete',
        entity: 'team',
        entityId: id,
        changes: details({ username: before.username, role: before.role, endedSessions }),
      });
      return { before, after: null, endedSessions };
    },

    /** Removes every second factor of an account and ends its sessions, in `trx`. */
    async resetSecondFactor(trx: Knex.Transaction, by: Actor, id: number): Promise<AccountChange> {
      const before = await target(trx, id);
      await wipeSecondFactor(trx, id);
      const endedSessions = await endSessions(trx, id);
      await record(trx, by, {
        action: 'totp-reset',
        entity: 'team',
        entityId: id,
        changes: details({ username: before.username, endedSessions }),
      });
      return { before, after: before, endedSessions };
    },

    /**
     * Stores a new password hash, in `trx`: open reset links stop working (and say so: used), a new
     * e-mail address waiting for confirmation is withdrawn, and every session ends but `keep`
     * ('all': none ends). Answers how many sessions ended.
     */
    async setPasswordHash(
      trx: Knex.Transaction,
      id: number,
      passwordHash: string,
      keep?: string | 'all',
    ): Promise<number> {
      const now = isoNow(clock);
      await AdminUser.query(trx).findById(id).patch({ passwordHash, passwordChangedAt: now, updatedAt: now });
      await trx('password_resets').where({ userId: id }).whereNull('usedAt').update({ usedAt: now });
      // A new password locks out whoever else knew the old one: their new address waits no more.
      await trx('email_changes')
        .where({ userId: id })
        .whereNull('usedAt')
        .whereNull('revokedAt')
        .update({ revokedAt: now });
      return keep === 'all' ? 0 : endSessions(trx, id, keep);
    },
  };
}

export type AccountRules = ReturnType<typeof createAccountRules>;
