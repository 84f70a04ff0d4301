import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import { AdminUser } from '@db/models/index.js';
import { RECOVERY_CODE_COUNT } from '@shared/constants.js';
import { isoNow, type Clock } from '../clock.js';
import type { ActivityLog, Actor } from '../services/activity-log.js';
import { details } from '../services/activity-changes.js';
import { ephemeralSecretBox, type SecretBox } from './secret-box.js';
import { totpSecretContext } from './totp-secrets.js';
import { deletePendingSessionsOfUser } from './session-store.js';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side: a code typed just before its step ended, or a clock a little off. */
const TOTP_WINDOW = 1;

/** Unambiguous letters and digits (no 0/O, 1/I/L): codes are read off paper. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RECOVERY_LENGTH = 10;

const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
/** Recovery codes are random (about 49 bits), so a plain hash suffices; a stolen table gives none away. */
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const isActor = (value: Knex.Transaction | Actor): value is Actor =>
  typeof value === 'object' && 'name' in value && 'ip' in value;

export interface SecondFactorStatus {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export interface SecondFactorDeps {
  knex: Knex;
  clock: Clock;
  /** The issuer the authenticator app shows (the agency's name as the settings have it now). */
  issuer: () => string;
  activityLog: Pick<ActivityLog, 'record'>;
  /** Encrypts the stored TOTP keys (server/auth/secret-box.ts); a key of this process when not given. */
  secretBox?: SecretBox;
}

/**
 * TOTP (RFC 6238) and recovery codes of staff accounts. A TOTP code is accepted once: the step
 * it belongs to is stored, and a conditional update lets only one of two concurrent uses win.
 * Recovery codes are stored hashed and each works once.
 */
export function createSecondFactorService({
  knex,
  clock,
  issuer,
  activityLog,
  secretBox = ephemeralSecretBox(),
}: SecondFactorDeps) {
  const totpFor = (secret: string, label: string) =>
    new TOTP({ ...TOTP_OPTIONS, issuer: issuer(), label, secret: Secret.fromBase32(secret) });

  /** The time step a code belongs to, or null when it is not one of the accepted steps. */
  function stepOf(secret: string, code: string): number | null {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const totp = totpFor(secret, '');
    const timestamp = clock();
    const delta = totp.validate({ token, timestamp, window: TOTP_WINDOW });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  async function replaceRecoveryCodes(db: Knex.Transaction, userId: number, actor: Actor): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db('recovery_codes').where({ userId }).delete();
    const createdAt = isoNow(clock);
    await db('recovery_codes').insert(
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt })),
    );
    await activityLog.record(db, actor, {
      action: 'recovery-codes',
      entity: 'team',
      entityId: userId,
      changes: details({ count: codes.length }),
    });
    return codes;
  }

  return {
    async status(userId: number): Promise<SecondFactorStatus> {
      const [user, passkeys, codes] = await Promise.all([
        knex('admin_users').where({ id: userId }).first('totpSecret'),
        knex('passkeys').where({ userId }).count({ n: '*' }).first(),
        knex('recovery_codes').where({ userId }).whereNull('usedAt').count({ n: '*' }).first(),
      ]);
      return {
        totp: Boolean(user?.totpSecret),
        passkeys: Number(passkeys?.n ?? 0),
        recoveryCodesLeft: Number(codes?.n ?? 0),
      };
    },

    /** A new key for enrolment and the otpauth:// address the QR code carries (nothing stored yet). */
    newTotp(username: string): { secret: string; otpauthUrl: string } {
      const secret = new Secret({ size: 20 }).base32;
      return { secret, otpauthUrl: totpFor(secret, username).toString() };
    },

    /** The otpauth:// address of a key (the QR code of a set-up under way, shown again). */
    totpAddress: (secret: string, username: string): string => totpFor(secret, username).toString(),

    /**
     * Confirms a set-up with one code of the new key: stores the key (the code's step counts as
     * used), replacing the one in use if any ("Neu einrichten": the old key worked until now).
     * Recovery codes come only with the account's first factor; a replacement, or an account with
     * a passkey, keeps its codes (`recoveryCodes: null`). The person's half-finished sign-ins end:
     * one that got only as far as the password must not go on to a factor it did not add.
     * Null when the code is wrong.
     */
    async confirmTotp(
      userId: number,
      secret: string,
      code: string,
      actor: Actor,
    ): Promise<{ recoveryCodes: string[] | null; replaced: boolean } | null> {
      const step = stepOf(secret, code);
      if (step === null) return null;
      return knex.transaction(async (trx) => {
        const before = await trx('admin_users').where({ id: userId }).first('totpSecret');
        const passkeys = await trx('passkeys').where({ userId }).count({ n: '*' }).first();
        const replaced = Boolean(before?.totpSecret);
        const first = !replaced && Number(passkeys?.n ?? 0) === 0;
        await AdminUser.query(trx)
          .findById(userId)
          .patch({
            totpSecret: secretBox.seal(secret, totpSecretContext(userId)),
            totpLastStep: step,
            updatedAt: isoNow(clock),
          });
        await activityLog.record(trx, actor, {
          action: 'totp-enable',
          entity: 'team',
          entityId: userId,
          ...(replaced ? { changes: details({ replaced: true }) } : {}),
        });
        await deletePendingSessionsOfUser(trx, userId);
        return { recoveryCodes: first ? await replaceRecoveryCodes(trx, userId, actor) : null, replaced };
      });
    },

    /** Whether the code is the account's current one, not used before (a replay is refused). */
    async checkTotp(user: AdminUser, code: string): Promise<boolean> {
      if (!user.totpSecret) return false;
      // A key that does not open throws (SecretBoxError): a misconfigured key, not a wrong code.
      const step = stepOf(secretBox.open(user.totpSecret, totpSecretContext(user.id)), code);
      if (step === null) return false;
      const accepted = await knex('admin_users')
        .where({ id: user.id })
        .andWhere((fresh) => fresh.whereNull('totpLastStep').orWhere('totpLastStep', '<', step))
        .update({ totpLastStep: step });
      return accepted === 1;
    },

    /** Uses up one recovery code of the account; false when it is unknown or used. */
    async useRecoveryCode(userId: number, code: string): Promise<boolean> {
      const used = await knex('recovery_codes')
        .where({ userId, codeHash: hashRecoveryCode(code) })
        .whereNull('usedAt')
        .update({ usedAt: isoNow(clock) });
      return used === 1;
    },

    /** A new set of recovery codes; the old ones stop working. */
    regenerateRecoveryCodes: (userId: number, actor: Actor): Promise<string[]> =>
      knex.transaction((trx) => replaceRecoveryCodes(trx, userId, actor)),

    /**
     * Removes the TOTP key; with `recoveryCodes` the recovery codes (no factor left that they
     * stand in for), with `passkeys` the passkeys too (a reset by an owner). Within `db` when given.
     */
    async remove(
      userId: number,
      { passkeys, recoveryCodes }: { passkeys: boolean; recoveryCodes: boolean },
      within: Knex.Transaction | Actor,
    ): Promise<void> {
      // Inside the caller's transaction (a reset by an owner records itself there), or in one of
      // its own, recorded for the actor (someone removing their own authenticator app).
      const run = async (db: Knex.Transaction) => {
        await db('admin_users').where({ id: userId }).update({ totpSecret: null, totpLastStep: null });
        if (recoveryCodes) await db('recovery_codes').where({ userId }).delete();
        if (passkeys) await db('passkeys').where({ userId }).delete();
      };
      if (isActor(within)) {
        await knex.transaction(async (trx) => {
          await run(trx);
          await activityLog.record(trx, within, { action: 'totp-reset', entity: 'team', entityId: userId });
        });
        return;
      }
      await run(within);
    },

    /** A set-up's key as its session keeps it until confirmed: encrypted for that account. */
    sealPendingSecret: (userId: number, secret: string): string =>
      secretBox.seal(secret, totpSecretContext(userId)),
    /** The plain key of a pending set-up; throws SecretBoxError when it is not the account's. */
    openPendingSecret: (userId: number, sealed: string): string =>
      secretBox.open(sealed, totpSecretContext(userId)),
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
