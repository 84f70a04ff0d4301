import type { Knex } from 'knex';
import { AdminUser } from '@db/models/index.js';
import { isUniqueViolation, lockedForUpdate } from '@db/dialect.js';
import type { EmailChangeWay } from '@shared/api-types.js';
import { EMAIL_CHANGE } from '@shared/constants.js';
import { staffMailTexts, staffMessages } from '@shared/staff-texts.js';
import { isoNow, type Clock } from '../clock.js';
import { conflict, gone, notFound } from '../errors.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { changesBetween, details } from './activity-changes.js';
import { hashToken, linkTokens } from './link-tokens.js';
import type { MailOutbox, OutboxEntry, StaffAlert } from './mail-outbox.js';
import { takeHourly } from './window-counters.js';

/** Where the link leads in the control centre (admin-desktop/renderer/src/routes.tsx). */
export const EMAIL_CONFIRM_PATH = '/admin/e-mail-bestaetigen';

const TABLE = 'email_changes';

interface EmailChangeRow {
  id: number;
  userId: number;
  email: string;
  previousEmail: string | null;
  nonce: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

/** The open requests (not used, withdrawn, superseded or expired) at `now` (ISO). */
const open = (db: Knex | Knex.Transaction, now: string) =>
  db<EmailChangeRow>(TABLE).whereNull('usedAt').whereNull('revokedAt').where('expiresAt', '>', now);

/** The new address each of `userIds` waits to confirm (the team list: one query for all). */
export async function pendingEmailsOf(
  db: Knex,
  now: string,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = (await open(db, now)
    .whereIn('userId', userIds)
    .orderBy('id')
    .select('userId', 'email')) as Array<Pick<EmailChangeRow, 'userId' | 'email'>>;
  // A newer request supersedes the older ones, so at most one is open; the newest wins anyway.
  return new Map(rows.map((row) => [Number(row.userId), row.email]));
}

export interface EmailChangeDeps {
  knex: Knex;
  clock: Clock;
  outbox: MailOutbox;
  /** The server's secret the link tokens are computed with (never stored with the rows). */
  linkKey: string;
  /** Told after a mail was queued (the sender wakes). */
  queued: () => void;
  agencyName: () => string;
  activityLog: Pick<ActivityLog, 'record'>;
  /** Whether this installation sends mail (SMTP): without, no address can be confirmed. */
  mail: boolean;
}

/**
 * A staff account's new e-mail address takes effect only when its owner confirms the link mailed
 * to it (48 hours, once; a newer request supersedes it); the address in use is told. Until then
 * the account keeps its address, so nothing the agency sends (test mails, resets, alerts) goes to
 * an address nobody confirmed. Without mail settings nothing can be confirmed: owners and
 * administration set addresses on the team screen directly (`setDirectly`).
 */
export function createEmailChanges({
  knex,
  clock,
  outbox,
  linkKey,
  queued,
  agencyName,
  activityLog,
  mail,
}: EmailChangeDeps) {
  const { tokenOf, newLink } = linkTokens<'email_change'>(linkKey);
  const nameOf = (user: AdminUser) => user.displayName || user.username;

  async function taken(db: Knex | Knex.Transaction, email: string, userId: number) {
    if (await AdminUser.query(db).where({ email }).whereNot({ id: userId }).first()) {
      throw conflict(staffMessages.emailTaken, { email: staffMessages.emailTaken });
    }
  }

  /** Withdraws the open requests of `userId` (superseded, withdrawn, or a direct change); how many. */
  const revokeOpen = (trx: Knex.Transaction, userId: number) =>
    open(trx, isoNow(clock))
      .where({ userId })
      .update({ revokedAt: isoNow(clock) });

  async function pendingRow(db: Knex | Knex.Transaction, userId: number) {
    return (await open(db, isoNow(clock)).where({ userId }).orderBy('id', 'desc').first()) as
      EmailChangeRow | undefined;
  }

  /**
   * A new request for `target`: the link to `email` and (with `notice`) the word to the address in
   * use are queued with it. Each request counts against the hourly limit of whoever asks.
   */
  async function request(
    target: AdminUser,
    email: string,
    { actor, notice, resent }: { actor: Actor; notice: boolean; resent?: boolean },
  ): Promise<void> {
    await knex.transaction(async (trx) => {
      await takeHourly(
        trx,
        clock,
        { scope: 'account:email-change', key: String(actor.id ?? target.id) },
        EMAIL_CHANGE.perHour,
        () => staffMessages.emailChangesTooMany,
      );
      await taken(trx, email, target.id);
      await revokeOpen(trx, target.id);
      const { nonce, tokenHash } = newLink('email_change');
      const [inserted] = await trx(TABLE)
        .insert({
          userId: target.id,
          email,
          previousEmail: target.email,
          nonce,
          tokenHash,
          createdAt: isoNow(clock),
          expiresAt: new Date(clock() + EMAIL_CHANGE.linkHours * 3_600_000).toISOString(),
        })
        .returning('id');
      const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
      await outbox.enqueue(trx, 'email_change', id, clock());
      if (notice && target.email) await outbox.enqueue(trx, 'email_change_notice', id, clock());
      await activityLog.record(trx, actor, {
        action: 'email-change',
        entity: 'team',
        entityId: target.id,
        changes: details({ pendingEmail: email, resent: resent || undefined }),
      });
    });
    queued();
  }

  return {
    /** What the account screens show of a person's address: the one waiting, how it changes. */
    async state(userId: number): Promise<{ pendingEmail: string | null; emailChange: EmailChangeWay }> {
      const row = mail ? await pendingRow(knex, userId) : undefined;
      return { pendingEmail: row?.email ?? null, emailChange: mail ? 'mail' : 'team' };
    },

    /**
     * A new address for `target`, to be confirmed by its link (the caller checked who may, and
     * that mail is on). The address in use, or one already waiting, changes nothing here.
     */
    async start(target: AdminUser, email: string, actor: Actor): Promise<void> {
      const address = email.toLowerCase();
      if (address === target.email) return;
      await request(target, address, { actor, notice: true });
    },

    /** The link again, to the address waiting (a new token: the older link stops working). */
    async resend(target: AdminUser, actor: Actor): Promise<void> {
      const row = await pendingRow(knex, target.id);
      if (!row) throw conflict(staffMessages.emailChangeNonePending);
      await request(target, row.email, { actor, notice: false, resent: true });
    },

    /** Withdraws the address waiting: its link stops working, the address in use stays. */
    async cancel(target: AdminUser, actor: Actor): Promise<void> {
      await knex.transaction(async (trx) => {
        const row = await pendingRow(trx, target.id);
        if (!row || (await revokeOpen(trx, target.id)) === 0) {
          throw conflict(staffMessages.emailChangeNonePending);
        }
        await activityLog.record(trx, actor, {
          action: 'email-change-cancel',
          entity: 'team',
          entityId: target.id,
          changes: details({ pendingEmail: row.email }),
        });
      });
    },

    /**
     * The team screen without mail settings: the address takes effect at once (recorded like a
     * profile change); a request waiting for the account is withdrawn.
     */
    async setDirectly(target: AdminUser, email: string, actor: Actor): Promise<AdminUser> {
      const address = email.toLowerCase();
      return knex.transaction(async (trx) => {
        await taken(trx, address, target.id);
        await revokeOpen(trx, target.id);
        const before = await AdminUser.query(trx).findById(target.id);
        if (!before) throw notFound();
        const user = await AdminUser.query(trx).patchAndFetchById(target.id, {
          email: address,
          updatedAt: isoNow(clock),
        });
        const changes = changesBetween('team', { email: before.email }, { email: user.email });
        if (changes) {
          await activityLog.record(trx, actor, {
            action: 'update',
            entity: 'team',
            entityId: target.id,
            changes,
          });
        }
        return user;
      });
    },

    /**
     * The link opened and confirmed (no session needed: the token shows that its holder reads the
     * new address, and the request was made with the account's password or by the team). 404 an
     * unknown link, 410 one used, withdrawn, superseded or past its 48 hours. The link is claimed
     * in the change's transaction: of several confirms at once one changes the address.
     */
    async confirm(token: string, ip: string | null): Promise<AdminUser> {
      const row = (await knex(TABLE)
        .where({ tokenHash: hashToken(token) })
        .first()) as EmailChangeRow | undefined;
      if (!row) throw notFound(staffMessages.linkInvalid);
      if (row.usedAt) throw gone(staffMessages.linkUsed);
      if (row.revokedAt) throw gone(staffMessages.emailChangeSuperseded);
      if (Date.parse(row.expiresAt) <= clock()) throw gone(staffMessages.linkExpired);
      try {
        return await knex.transaction(async (trx) => {
          const claimed = await trx(TABLE)
            .where({ id: row.id })
            .whereNull('usedAt')
            .whereNull('revokedAt')
            .update({ usedAt: isoNow(clock) });
          if (claimed !== 1) throw gone(staffMessages.linkUsed);
          const user = await lockedForUpdate(trx, AdminUser.query(trx).findById(row.userId));
          if (!user || user.disabledAt) throw notFound(staffMessages.linkInvalid);
          await taken(trx, row.email, user.id);
          const updated = await AdminUser.query(trx).patchAndFetchById(user.id, {
            email: row.email,
            updatedAt: isoNow(clock),
          });
          await activityLog.record(
            trx,
            { id: user.id, name: nameOf(user), ip },
            {
              action: 'email-confirm',
              entity: 'team',
              entityId: user.id,
              changes: changesBetween('team', { email: user.email }, { email: row.email }),
            },
          );
          return updated;
        });
      } catch (error) {
        // Another account took the address between the check and the write.
        if (isUniqueViolation(error)) {
          throw conflict(staffMessages.emailTaken, { email: staffMessages.emailTaken });
        }
        throw error;
      }
    },

    /** The mail of a queued request, as it is now; null when it no longer applies. */
    async compose(
      entry: Pick<OutboxEntry, 'kind' | 'sourceId'>,
      siteOrigin: string,
    ): Promise<StaffAlert | null> {
      const row = (await knex<EmailChangeRow>(TABLE).where({ id: entry.sourceId }).first()) as
        EmailChangeRow | undefined;
      const user = row && (await AdminUser.query(knex).findById(row.userId));
      if (!row || !user || user.disabledAt) return null;
      const agency = agencyName();
      if (entry.kind === 'email_change_notice') {
        // Told even when the request was withdrawn meanwhile: somebody asked for it.
        if (!row.previousEmail) return null;
        return {
          kind: entry.kind,
          to: [row.previousEmail],
          subject: staffMailTexts.emailNoticeSubject(agency),
          text: staffMailTexts.emailNoticeText({ name: nameOf(user), newEmail: row.email }),
          replyTo: null,
        };
      }
      if (row.usedAt || row.revokedAt || Date.parse(row.expiresAt) <= clock()) return null;
      const link = `${siteOrigin}${EMAIL_CONFIRM_PATH}?token=${tokenOf('email_change', row.nonce)}`;
      return {
        kind: 'email_change',
        to: [row.email],
        subject: staffMailTexts.emailConfirmSubject(agency),
        text: staffMailTexts.emailConfirmText({ name: nameOf(user), agency, link }),
        replyTo: null,
      };
    },
  };
}

export type EmailChanges = ReturnType<typeof createEmailChanges>;
