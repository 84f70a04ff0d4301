import type { Knex } from 'knex';
import { AdminUser } from '@db/models/index.js';
import { LOGIN_LIMITS } from '@shared/constants.js';
import type { PasswordHasher } from '../auth/password.js';
import { passwordProblem } from '../auth/password-policy.js';
import { isoNow, type Clock } from '../clock.js';
import { isRole, ROLES, type Role } from '@shared/roles.js';
import { staffMessages } from '@shared/staff-texts.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { SYSTEM_ACTOR, type ActivityLog, type Actor } from './activity-log.js';
import { changesBetween, details } from './activity-changes.js';
import { AccountRuleError, createAccountRules } from './account-rules.js';

export class UserInputError extends Error {}

const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9._@-]{3,${LOGIN_LIMITS.usernameMax}}$`);

function checkUsername(username: string): void {
  if (!USERNAME_PATTERN.test(username)) {
    throw new UserInputError(
      `The username must be 3-${LOGIN_LIMITS.usernameMax} characters: letters, digits, . _ @ -`,
    );
  }
}

function checkRole(role: string): asserts role is Role {
  if (!isRole(role)) throw new UserInputError(`The role must be one of: ${ROLES.join(', ')}.`);
}

async function checkPassword(password: string, username: string): Promise<void> {
  const problem = await passwordProblem(password, username);
  if (problem) throw new UserInputError(problem);
}

export interface UserServiceDeps {
  knex: Knex;
  hasher: PasswordHasher;
  clock: Clock;
  /** Where account changes made in the control centre are recorded (the CLI records as the server). */
  activityLog?: Pick<ActivityLog, 'record'>;
}

/** The control centre's accounts: sign-in check, creation and password changes (CLI). */
export function createUserService({ knex, hasher, clock, activityLog }: UserServiceDeps) {
  const rules = createAccountRules({ clock, activityLog });
  const query = () => AdminUser.query(knex);
  const findByName = (username: string) =>
    query().whereRaw('lower(??) = ?', ['username', username.trim().toLowerCase()]).first();

  return {
    findByName,
    findById: (id: number) => query().findById(id),

    /** The user for these credentials, or null; unknown names take as long as wrong passwords. */
    async verifyCredentials(username: string, password: string): Promise<AdminUser | null> {
      const user = await findByName(username);
      if (!user) return hasher.verifyAgainstDummy(password).then(() => null);
      return (await hasher.verify(password, user.passwordHash)) ? user : null;
    },

    /** A new account; without a role an owner (the first-start account, the CLI's default). */
    async create(username: string, password: string, role: Role = 'owner'): Promise<AdminUser> {
      checkUsername(username);
      checkRole(role);
      await checkPassword(password, username);
      if (await findByName(username)) throw new UserInputError(`The user "${username}" exists already.`);
      const now = isoNow(clock);
      const passwordHash = await hasher.hash(password);
      return knex.transaction(async (trx) => {
        const user = await AdminUser.query(trx).insertAndFetch({
          username,
          passwordHash,
          role,
          createdAt: now,
          updatedAt: now,
        });
        // Made on the server (first start, CLI): recorded as the server's.
        await activityLog?.record(trx, SYSTEM_ACTOR, {
          action: 'create',
          entity: 'team',
          entityId: user.id,
          changes: details({ username, role }),
        });
        return user;
      });
    },

    /**
     * Gives an account another role and ends its sessions (it signs in again with the new one).
     * The last owner keeps the role: there is always an owner. Answers the sessions ended.
     */
    async setRole(username: string, role: Role): Promise<number> {
      checkRole(role);
      const user = await findByName(username);
      if (!user) throw new UserInputError(`There is no user "${username}".`);
      try {
        const change = await knex.transaction((trx) =>
          rules.change(trx, null, SYSTEM_ACTOR, user.id, { role }),
        );
        return change.endedSessions;
      } catch (error) {
        if (error instanceof AccountRuleError && error.rule === 'lastOwner') {
          throw new UserInputError(`"${username}" is the last owner and keeps that role.`);
        }
        throw error;
      }
    },

    /** Sets a new password and ends every session of that user; returns how many ended. */
    async setPassword(username: string, password: string): Promise<number> {
      const user = await findByName(username);
      if (!user) throw new UserInputError(`There is no user "${username}".`);
      await checkPassword(password, user.username);
      const passwordHash = await hasher.hash(password);
      return knex.transaction(async (trx) => {
        const ended = await rules.setPasswordHash(trx, user.id, passwordHash);
        await activityLog?.record(trx, SYSTEM_ACTOR, {
          action: 'password-change',
          entity: 'team',
          entityId: user.id,
          changes: details({ username, endedSessions: ended }),
        });
        return ended;
      });
    },

    /**
     * Removes every second factor of an account (TOTP, recovery codes, passkeys) and ends its
     * sessions: the way back in for the last owner who lost their phone (CLI). Answers how many ended.
     */
    async resetSecondFactor(username: string): Promise<number> {
      const user = await findByName(username);
      if (!user) throw new UserInputError(`There is no user "${username}".`);
      const change = await knex.transaction((trx) => rules.resetSecondFactor(trx, SYSTEM_ACTOR, user.id));
      return change.endedSessions;
    },

    /** Whether `password` is the account's password (the slow hash: only behind the throttle). */
    checkPassword: (user: AdminUser, password: string): Promise<boolean> =>
      hasher.verify(password, user.passwordHash),

    /**
     * A new display name. The e-mail address is never set here: a new one waits for its owner's
     * confirmation (services/email-changes.ts), or the team screen sets it without mail settings.
     */
    async updateProfile(id: number, change: { displayName?: string }, actor: Actor): Promise<AdminUser> {
      const patch: Partial<AdminUser> = { updatedAt: isoNow(clock) };
      if (change.displayName !== undefined) patch.displayName = change.displayName;
      return knex.transaction(async (trx) => {
        const before = await AdminUser.query(trx).findById(id);
        const user = await AdminUser.query(trx).patchAndFetchById(id, patch);
        if (!before || !user) throw notFound();
        const pick = (row: AdminUser) => ({ displayName: row.displayName });
        const changes = changesBetween('team', pick(before), pick(user));
        if (changes)
          await activityLog?.record(trx, actor, { action: 'update', entity: 'team', entityId: id, changes });
        return user;
      });
    },

    /** The e-mails the person wants ("Mein Konto"); recorded like a profile change. */
    async updateAlerts(id: number, alerts: { assigned: boolean }, actor: Actor): Promise<AdminUser> {
      return knex.transaction(async (trx) => {
        const before = await AdminUser.query(trx).findById(id);
        if (!before) throw notFound();
        const user = await AdminUser.query(trx).patchAndFetchById(id, {
          alertOnAssignment: alerts.assigned,
          updatedAt: isoNow(clock),
        });
        const pick = (row: AdminUser) => ({ alertOnAssignment: Boolean(row.alertOnAssignment) });
        const changes = changesBetween('team', pick(before), pick(user));
        if (changes)
          await activityLog?.record(trx, actor, { action: 'update', entity: 'team', entityId: id, changes });
        return user;
      });
    },

    /**
     * A new password chosen in the control centre (German policy messages, 400 naming the field):
     * open reset links stop working, and every session ends but `keepSession` ('all': none ends).
     * Answers how many sessions ended.
     */
    async changePassword(
      id: number,
      password: string,
      {
        keepSession,
        field = 'newPassword',
        actor,
        action = 'password-change',
        claim,
      }: {
        keepSession?: string | 'all';
        /** Runs first in the change's transaction; throws when the change may no longer happen. */
        claim?: (trx: Knex.Transaction) => Promise<void>;
        field?: string;
        actor?: Actor;
        action?: 'password-change' | 'password-reset';
      } = {},
    ): Promise<number> {
      const user = await query().findById(id);
      if (!user) throw notFound();
      const problem = await passwordProblem(password, user.username, 'de');
      if (problem) throw badRequest(problem, { [field]: problem });
      const passwordHash = await hasher.hash(password);
      return knex.transaction(async (trx) => {
        // A reset link is claimed here, in the change's transaction: of parallel uses one wins.
        await claim?.(trx);
        const ended = await rules.setPasswordHash(trx, id, passwordHash, keepSession);
        if (actor) {
          await activityLog?.record(trx, actor, {
            action,
            entity: 'team',
            entityId: id,
            changes: details({ endedSessions: ended }),
          });
        }
        return ended;
      });
    },

    /**
     * The account of an accepted invitation (German policy messages, 400 naming the field);
     * `claim` runs in the same transaction and throws when the invitation was used meanwhile.
     */
    async createInvited(
      input: { username: string; password: string; role: Role; displayName: string; email: string },
      claim: (trx: Knex.Transaction) => Promise<void>,
      recorded: (trx: Knex.Transaction, user: AdminUser) => Promise<void>,
    ): Promise<AdminUser> {
      const problem = await passwordProblem(input.password, input.username, 'de');
      if (problem) throw badRequest(problem, { password: problem });
      const passwordHash = await hasher.hash(input.password);
      return knex.transaction(async (trx) => {
        await claim(trx);
        if (
          await AdminUser.query(trx)
            .whereRaw('lower(??) = ?', ['username', input.username.toLowerCase()])
            .first()
        ) {
          throw conflict(staffMessages.usernameTaken, { username: staffMessages.usernameTaken });
        }
        if (await AdminUser.query(trx).where({ email: input.email }).first()) {
          throw conflict(staffMessages.emailTaken, { email: staffMessages.emailTaken });
        }
        const now = isoNow(clock);
        const user = await AdminUser.query(trx).insertAndFetch({
          username: input.username,
          passwordHash,
          role: input.role,
          displayName: input.displayName,
          email: input.email,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await recorded(trx, user);
        return user;
      });
    },

    /** Notes a completed sign-in (the team list shows the last one). */
    async recordSignIn(id: number): Promise<void> {
      await query()
        .findById(id)
        .patch({ lastSignInAt: isoNow(clock) });
    },

    async count(): Promise<number> {
      const row = (await query().count('* as count').first()) as unknown as { count: number | string };
      return Number(row.count);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
