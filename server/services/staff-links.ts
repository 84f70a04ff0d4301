import type { Knex } from 'knex';
import { AdminUser } from '@db/models/index.js';
import type { Invitation, InvitationPreview } from '@shared/api-types.js';
import { can, ROLE_LABELS, type Role } from '@shared/roles.js';
import { staffMailTexts, staffMessages } from '@shared/staff-texts.js';
import { isoNow, type Clock } from '../clock.js';
import { lockedForUpdate } from '@db/dialect.js';
import { conflict, forbidden, gone, notFound } from '../errors.js';
import type { MailOutbox, OutboxEntry, StaffAlert } from './mail-outbox.js';
import type { UserService } from './users.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { details } from './activity-changes.js';
import { mayGrant } from './account-rules.js';
import { hashToken, linkTokens } from './link-tokens.js';

export const INVITATION_HOURS = 72;
export const RESET_HOURS = 1;
/** Where the links lead in the control centre (admin-desktop/renderer/src/routes.tsx). */
export const INVITATION_PATH = '/admin/einladung';
export const RESET_PATH = '/admin/passwort-zuruecksetzen';

type Purpose = 'invitation' | 'password_reset';

interface LinkRow {
  id: number;
  nonce: string;
  expiresAt: string;
  usedAt?: string | null;
  acceptedAt?: string | null;
  revokedAt?: string | null;
}

interface InvitationRow extends LinkRow {
  name: string;
  email: string;
  role: Role;
  invitedBy: number | null;
  createdAt: string;
}

interface ResetRow extends LinkRow {
  userId: number;
  createdAt: string;
}

export interface StaffLinkDeps {
  knex: Knex;
  clock: Clock;
  users: UserService;
  outbox: MailOutbox;
  /** The server's secret the link tokens are computed with (never stored with the rows). */
  linkKey: string;
  /** Told after a mail was queued (the sender wakes). */
  queued: () => void;
  agencyName: () => string;
  activityLog: Pick<ActivityLog, 'record'>;
}

const iso = (value: string) => new Date(value).toISOString();

/**
 * Invitations (72 h) and password resets (1 h): single-use links whose token only the mail
 * carries. The row keeps a random nonce and the token's hash; the token is an HMAC of the nonce
 * under the server's key, so the mail can be composed when it is sent, and a copy of the
 * database alone opens no link.
 */
export function createStaffLinks({
  knex,
  clock,
  users,
  outbox,
  linkKey,
  queued,
  agencyName,
  activityLog,
}: StaffLinkDeps) {
  const { tokenOf, newLink } = linkTokens<Purpose>(linkKey);
  const expiry = (hours: number) => new Date(clock() + hours * 3_600_000).toISOString();

  /** The row of a token, or 410/404 with the German reason it no longer works. */
  async function usable<R extends LinkRow>(table: string, token: string): Promise<R> {
    const row = (await knex(table)
      .where({ tokenHash: hashToken(token) })
      .first()) as R | undefined;
    if (!row) throw notFound(staffMessages.linkInvalid);
    if (row.revokedAt) throw gone(staffMessages.linkRevoked);
    if (row.usedAt || row.acceptedAt) throw gone(staffMessages.linkUsed);
    if (Date.parse(row.expiresAt) <= clock()) throw gone(staffMessages.linkExpired);
    return row;
  }

  /**
   * An invitation carries its inviter's rights: refused (410) when the inviter was deleted, is
   * disabled or may no longer grant the role. Inside a transaction the inviter's row is locked
   * (PostgreSQL), so a demotion running at the same time comes before or after, not between.
   */
  async function checkInviter(db: Knex | Knex.Transaction, row: InvitationRow): Promise<void> {
    const query = row.invitedBy === null ? null : AdminUser.query(db).findById(row.invitedBy);
    const inviter =
      query && (await ('isTransaction' in db && db.isTransaction ? lockedForUpdate(db, query) : query));
    if (!inviter || inviter.disabledAt || !mayGrant(inviter.role, row.role)) {
      throw gone(staffMessages.invitationInviterGone);
    }
  }

  const presentInvitation = (row: InvitationRow, invitedBy: string | null): Invitation => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    invitedBy,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  });

  const pending = () =>
    knex<InvitationRow>('invitations')
      .whereNull('acceptedAt')
      .whereNull('revokedAt')
      .where('expiresAt', '>', isoNow(clock));

  async function invitationMail(id: number, siteOrigin: string): Promise<StaffAlert | null> {
    const row = (await pending().where({ id }).first()) as InvitationRow | undefined;
    if (!row) return null;
    const link = `${siteOrigin}${INVITATION_PATH}?token=${tokenOf('invitation', row.nonce)}`;
    const agency = agencyName();
    return {
      kind: 'invitation',
      to: [row.email],
      subject: staffMailTexts.invitationSubject(agency),
      text: staffMailTexts.invitationText({ name: row.name, agency, role: ROLE_LABELS[row.role], link }),
      replyTo: null,
    };
  }

  async function resetMail(id: number, siteOrigin: string): Promise<StaffAlert | null> {
    const row = (await knex<ResetRow>('password_resets').where({ id }).whereNull('usedAt').first()) as
      ResetRow | undefined;
    if (!row || Date.parse(row.expiresAt) <= clock()) return null;
    const user = await users.findById(row.userId);
    if (!user?.email || user.disabledAt) return null;
    const link = `${siteOrigin}${RESET_PATH}?token=${tokenOf('password_reset', row.nonce)}`;
    return {
      kind: 'password_reset',
      to: [user.email],
      subject: staffMailTexts.resetSubject(agencyName()),
      text: staffMailTexts.resetText({ name: user.displayName || user.username, link }),
      replyTo: null,
    };
  }

  /** A new reset link row for `userId`, its mail queued when `mail`; answers its token. */
  async function newReset(trx: Knex.Transaction, userId: number, mail: boolean) {
    const { nonce, token, tokenHash } = newLink('password_reset');
    const [inserted] = await trx('password_resets')
      .insert({ userId, nonce, tokenHash, createdAt: isoNow(clock), expiresAt: expiry(RESET_HOURS) })
      .returning('id');
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
    if (mail) await outbox.enqueue(trx, 'password_reset', id, clock());
    return { id, token };
  }

  return {
    invitations: {
      /**
       * A new invitation; queued as a mail when `mail` is on, else the link is answered (once).
       * An address that has an account or an open invitation already is refused (409).
       */
      async create(
        inviter: AdminUser,
        input: { name: string; email: string; role: Role },
        { mail, siteOrigin, actor }: { mail: boolean; siteOrigin: string; actor: Actor },
      ): Promise<{ invitation: Invitation; link: string | null }> {
        const email = input.email.toLowerCase();
        const { nonce, token, tokenHash } = newLink('invitation');
        const row = await knex.transaction(async (trx) => {
          if (await AdminUser.query(trx).where({ email }).first()) {
            throw conflict(staffMessages.emailTaken, { email: staffMessages.emailTaken });
          }
          if (await pending().transacting(trx).where({ email }).first()) {
            throw conflict(staffMessages.invitationPending, { email: staffMessages.invitationPending });
          }
          const createdAt = isoNow(clock);
          const values = {
            nonce,
            tokenHash,
            name: input.name,
            email,
            role: input.role,
            invitedBy: inviter.id,
            createdAt,
            expiresAt: expiry(INVITATION_HOURS),
          };
          const [inserted] = await trx('invitations').insert(values).returning('id');
          const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
          if (mail) await outbox.enqueue(trx, 'invitation', id, clock());
          await activityLog.record(trx, actor, {
            action: 'invitation',
            entity: 'team',
            entityId: `invitation-${id}`,
            changes: details({ name: input.name, email, role: input.role, mailed: mail }),
          });
          return { ...values, id } as InvitationRow;
        });
        if (mail) queued();
        return {
          invitation: presentInvitation(row, inviter.displayName || inviter.username),
          link: mail ? null : `${siteOrigin}${INVITATION_PATH}?token=${token}`,
        };
      },

      async list(): Promise<Invitation[]> {
        const rows = (await pending()
          .leftJoin('admin_users', 'admin_users.id', 'invitations.invitedBy')
          .select(
            'invitations.*',
            'admin_users.displayName as inviterName',
            'admin_users.username as inviterUsername',
          )
          .orderBy('invitations.createdAt', 'desc')) as Array<
          InvitationRow & { inviterName: string | null; inviterUsername: string | null }
        >;
        return rows.map((row) => presentInvitation(row, row.inviterName || row.inviterUsername));
      },

      /** Withdraws a pending invitation: its link stops working. An owner's only an owner withdraws. */
      revoke(withdrawer: AdminUser, id: number, actor: Actor): Promise<InvitationRow> {
        return knex.transaction(async (trx) => {
          const row = (await pending().transacting(trx).where({ id }).first()) as InvitationRow | undefined;
          if (!row) throw notFound();
          if (row.role === 'owner' && !can(withdrawer.role, 'team.owners')) {
            throw forbidden(staffMessages.ownerInvitationOwnersOnly);
          }
          await trx('invitations')
            .where({ id })
            .update({ revokedAt: isoNow(clock) });
          await activityLog.record(trx, actor, {
            action: 'invitation-revoke',
            entity: 'team',
            entityId: `invitation-${id}`,
            changes: details({ name: row.name, email: row.email }),
          });
          return row;
        });
      },

      /** Whom a link invites (the page before the form), or the German reason it no longer works. */
      async preview(token: string): Promise<InvitationPreview> {
        const row = await usable<InvitationRow>('invitations', token);
        await checkInviter(knex, row);
        return { name: row.name, email: row.email, role: row.role };
      },

      /** Creates the invited account with the chosen username and password; the link is used up. */
      async accept(token: string, username: string, password: string, ip: string | null): Promise<AdminUser> {
        const row = await usable<InvitationRow>('invitations', token);
        await checkInviter(knex, row);
        if (await users.findByName(username)) {
          throw conflict(staffMessages.usernameTaken, { username: staffMessages.usernameTaken });
        }
        return users.createInvited(
          { username, password, role: row.role, displayName: row.name, email: row.email },
          async (trx) => {
            // Again in the transaction: the inviter may have lost the right since the check above.
            // The inviter's row first, the invitation's second: the order a demotion locks them in.
            await checkInviter(trx, row);
            const claimed = await trx('invitations')
              .where({ id: row.id })
              .whereNull('acceptedAt')
              .whereNull('revokedAt')
              .update({ acceptedAt: isoNow(clock) });
            if (claimed !== 1) throw gone(staffMessages.linkUsed);
          },
          (trx, user) =>
            activityLog.record(
              trx,
              { id: user.id, name: row.name, ip },
              {
                action: 'invitation-accept',
                entity: 'team',
                entityId: user.id,
                changes: details({ username: user.username, role: user.role, invitation: row.id }),
              },
            ),
        );
      },
    },

    passwordResets: {
      /**
       * Queues a reset mail when an active account has this address; otherwise does nothing. The
       * caller answers the same either way. False when no mail can be sent (no SMTP).
       */
      async request(email: string, { mail }: { mail: boolean }): Promise<void> {
        if (!mail) return;
        const user = await AdminUser.query(knex)
          .where({ email: email.toLowerCase() })
          .whereNull('disabledAt')
          .first();
        if (!user) return;
        await knex.transaction((trx) => newReset(trx, user.id, true));
        queued();
      },

      /**
       * A reset link made by an owner or administration for `user` (the team screen; the caller
       * checked who may): mailed like "Passwort vergessen" when mail is on and the account has an
       * address, else answered once to be handed over. Recorded without the token.
       */
      async issue(
        user: AdminUser,
        { mail, siteOrigin, actor }: { mail: boolean; siteOrigin: string; actor: Actor },
      ): Promise<{ mailed: boolean; link: string | null }> {
        const mailed = mail && Boolean(user.email);
        const token = await knex.transaction(async (trx) => {
          const made = await newReset(trx, user.id, mailed);
          await activityLog.record(trx, actor, {
            action: 'password-reset',
            entity: 'team',
            entityId: user.id,
            changes: details({ username: user.username, link: 'issued', mailed }),
          });
          return made.token;
        });
        if (mailed) queued();
        return { mailed, link: mailed ? null : `${siteOrigin}${RESET_PATH}?token=${token}` };
      },

      /** Whether a reset link still works (the page before the form). */
      async check(token: string): Promise<void> {
        const row = await usable<ResetRow>('password_resets', token);
        const user = await users.findById(row.userId);
        if (!user || user.disabledAt) throw notFound(staffMessages.linkInvalid);
      },

      /**
       * Sets the new password (today's policy) and uses the link up; every session of the account
       * ends. The second factor stays: the next sign-in asks for it as always.
       */
      async confirm(token: string, password: string, ip: string | null): Promise<AdminUser> {
        const row = await usable<ResetRow>('password_resets', token);
        const user = await users.findById(row.userId);
        if (!user || user.disabledAt) throw notFound(staffMessages.linkInvalid);
        await users.changePassword(user.id, password, {
          field: 'password',
          actor: { id: user.id, name: user.displayName || user.username, ip },
          action: 'password-reset',
          // The link is used up in the password change's transaction: of several confirms at
          // once, one changes the password, the others find it used.
          claim: async (trx) => {
            const claimed = await trx('password_resets')
              .where({ id: row.id })
              .whereNull('usedAt')
              .update({ usedAt: isoNow(clock) });
            if (claimed !== 1) throw gone(staffMessages.linkUsed);
          },
        });
        return user;
      },
    },

    /** The mail of a queued invitation or reset, as it is now; null when it no longer applies. */
    compose(entry: Pick<OutboxEntry, 'kind' | 'sourceId'>, siteOrigin: string): Promise<StaffAlert | null> {
      return entry.kind === 'invitation'
        ? invitationMail(entry.sourceId, siteOrigin)
        : resetMail(entry.sourceId, siteOrigin);
    },
  };
}

export type StaffLinks = ReturnType<typeof createStaffLinks>;
