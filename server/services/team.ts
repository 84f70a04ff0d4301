import type { Knex } from 'knex';
import { AdminUser } from '@db/models/index.js';
import type { TeamMember } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { staffMessages } from '@shared/staff-texts.js';
import type { SecondFactorService } from '../auth/second-factor.js';
import { isoNow, type Clock } from '../clock.js';
import { conflict, notFound } from '../errors.js';
import { checkOwnersOnly, createAccountRules, type AccountChange } from './account-rules.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { details } from './activity-changes.js';
import { pendingEmailsOf } from './email-changes.js';
import { entityPresenter } from '../presenters/entity.js';
import { team } from '@shared/entities/team.js';

/** What the team screen shows of an account besides its row: its second factors, the address it waits to confirm. */
interface MemberContext {
  factors: { totp: boolean; passkeys: number };
  waiting: Map<number, string>;
}

/** An account as the team screen lists it (shared/entities/team.ts). */
const presentMember = entityPresenter<typeof team, AdminUser, MemberContext>(team, {
  displayName: (user) => user.displayName || user.username,
  secondFactor: (_user, { factors }) => factors.totp || factors.passkeys > 0,
  active: (user) => !user.disabledAt,
  pendingEmail: (user, { waiting }) => waiting.get(user.id) ?? null,
});

export interface TeamDeps {
  knex: Knex;
  clock: Clock;
  secondFactor: SecondFactorService;
  activityLog: Pick<ActivityLog, 'record'>;
}

/** What a team change did, for the caller's log and answer. */
export type TeamChange = AccountChange;

/**
 * The team screen's work: list, role, disabling, deleting, ending sessions, resetting a factor.
 * The rules (services/account-rules.ts) hold here, whoever calls: only an owner changes owners (or
 * makes one), nobody disables or deletes their own account, and the last active owner stays one.
 */
export function createTeamService({ knex, clock, secondFactor, activityLog }: TeamDeps) {
  const rules = createAccountRules({ clock, activityLog });

  async function target(db: Knex, id: number): Promise<AdminUser> {
    const user = await AdminUser.query(db).findById(id);
    if (!user) throw notFound();
    return user;
  }

  /** An account as the team screen shows it (with the new address it waits to confirm, if any). */
  async function member(user: AdminUser, pending?: Map<number, string>): Promise<TeamMember> {
    const factors = await secondFactor.status(user.id);
    const waiting = pending ?? (await pendingEmailsOf(knex, isoNow(clock), [user.id]));
    return presentMember(user, { factors, waiting });
  }

  return {
    member,

    async list(): Promise<TeamMember[]> {
      const users = await AdminUser.query(knex).orderBy([{ column: 'createdAt' }, { column: 'id' }]);
      const pending = await pendingEmailsOf(
        knex,
        isoNow(clock),
        users.map((user) => user.id),
      );
      return Promise.all(users.map((user) => member(user, pending)));
    },

    /** A new role and/or active state; a role change or disabling ends the person's sessions. */
    update(
      actor: AdminUser,
      id: number,
      change: { role?: Role; active?: boolean },
      by: Actor,
    ): Promise<TeamChange> {
      return knex.transaction((trx) => rules.change(trx, actor, by, id, change));
    },

    /** Deletes an account; its sessions, factors and links go with it, its past actions keep its name. */
    remove(actor: AdminUser, id: number, by: Actor): Promise<TeamChange> {
      return knex.transaction((trx) => rules.remove(trx, actor, by, id));
    },

    /**
     * Ends every session of a person (they sign in again); on one's own row every session but
     * `keep`, the one asking (ending it would sign the person out without a word).
     */
    endSessions(actor: AdminUser, id: number, by: Actor, keep?: string): Promise<TeamChange> {
      return knex.transaction(async (trx) => {
        const before = await target(trx, id);
        checkOwnersOnly(actor, before);
        const endedSessions = await rules.endSessions(trx, id, id === actor.id ? keep : undefined);
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
      return knex.transaction((trx) => rules.resetSecondFactor(trx, by, id));
    },

    /** The account whose address an owner or administration may set: 404 unknown, 403 an owner's for administration. */
    async emailTarget(actor: AdminUser, id: number): Promise<AdminUser> {
      const user = await target(knex, id);
      checkOwnersOnly(actor, user);
      return user;
    },

    /**
     * The account an owner or administration may send a new reset link to: 404 unknown, 403 an
     * owner's for administration, 409 a disabled one (it could not sign in with the new password).
     */
    async resetTarget(actor: AdminUser, id: number): Promise<AdminUser> {
      const user = await target(knex, id);
      checkOwnersOnly(actor, user);
      if (user.disabledAt) throw conflict(staffMessages.resetDisabled);
      return user;
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
