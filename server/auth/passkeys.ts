import { isIP } from 'node:net';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import type { AdminUser } from '@db/models/index.js';
import type { Passkey } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { isoNow, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import { conflict } from '../errors.js';
import type { ActivityLog, Actor } from '../services/activity-log.js';
import { details } from '../services/activity-changes.js';
import { deletePendingSessionsOfUser } from './session-store.js';

/** Where passkeys work: the relying party (PUBLIC_URL's host) and the origin the browser reports. */
export type PasskeyParty = { rpID: string; origin: string } | { unavailable: string };

const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The relying party of this installation, or why there is none: WebAuthn needs a domain name
 * (never an IP address) and a secure origin (https, or localhost while developing).
 */
export function passkeyParty(config: Pick<Config, 'publicUrl' | 'siteOrigin'>): PasskeyParty {
  const origin = config.publicUrl || config.siteOrigin;
  const { hostname, protocol } = new URL(origin);
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return { unavailable: staffMessages.passkeyNeedsDomain };
  if (protocol !== 'https:' && !isLocalhost(host)) return { unavailable: staffMessages.passkeyNeedsHttps };
  return { rpID: host, origin };
}

interface PasskeyRow {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number | string;
  transports: string | null;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const present = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
});

const transportsOf = (row: PasskeyRow) =>
  (row.transports ? row.transports.split(',') : []) as AuthenticatorTransport[];

export interface PasskeyDeps {
  knex: Knex;
  clock: Clock;
  /** Read when needed: with PORT=0 the origin is known once the server listens. */
  party: () => PasskeyParty;
  /** The name a passkey prompt shows (the agency's name as the settings have it now). */
  rpName: () => string;
  activityLog: Pick<ActivityLog, 'record'>;
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) of staff accounts: as a second factor after the
 * password, and for signing in without one (a discoverable credential that verified its user).
 * The challenge of a ceremony lives in the session that asked for it.
 */
export function createPasskeyService({ knex, clock, party, rpName, activityLog }: PasskeyDeps) {
  const rows = () => knex<PasskeyRow>('passkeys');
  const available = () => {
    const rp = party();
    if ('unavailable' in rp) throw conflict(rp.unavailable);
    return rp;
  };

  return {
    party,
    list: async (userId: number): Promise<Passkey[]> =>
      (await rows().where({ userId }).orderBy('createdAt')).map(present),

    async registrationOptions(user: AdminUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const { rpID } = available();
      const existing = await rows().where({ userId: user.id });
      return generateRegistrationOptions({
        rpName: rpName(),
        rpID,
        userName: user.username,
        userDisplayName: user.displayName || user.username,
        userID: new TextEncoder().encode(`staff-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
    },

    /** Verifies a new passkey against the session's challenge and stores it; null when it fails. */
    async register(
      user: AdminUser,
      name: string,
      response: RegistrationResponseJSON,
      challenge: string,
      actor: Actor,
    ): Promise<Passkey | null> {
      const { rpID, origin } = available();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) return null;
      const { credential } = verification.registrationInfo;
      if (await rows().where({ credentialId: credential.id }).first()) return null;
      const row = {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports?.join(',') ?? null,
        name,
        createdAt: isoNow(clock),
        lastUsedAt: null,
      };
      return knex.transaction(async (trx) => {
        const [inserted] = await trx('passkeys').insert(row).returning('id');
        const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
        await activityLog.record(trx, actor, {
          action: 'passkey-add',
          entity: 'team',
          entityId: user.id,
          changes: details({ passkey: name }),
        });
        // A sign-in of theirs that got only as far as the password must start again.
        await deletePendingSessionsOfUser(trx, user.id);
        return present({ ...row, id });
      });
    },

    /** Options for a sign-in: the account's passkeys (second factor) or any (`null`: passwordless). */
    async authenticationOptions(userId: number | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const { rpID } = available();
      const allow = userId === null ? [] : await rows().where({ userId });
      return generateAuthenticationOptions({
        rpID,
        allowCredentials: allow.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
        userVerification: userId === null ? 'required' : 'preferred',
      });
    },

    /**
     * The account a sign-in response proves, or null. As a second factor the passkey must be that
     * account's (`userId`); without a password it must have verified its user (PIN, biometrics).
     */
    async authenticate(
      response: AuthenticationResponseJSON,
      challenge: string,
      userId: number | null,
    ): Promise<number | null> {
      const { rpID, origin } = available();
      const row = await rows().where({ credentialId: response.id }).first();
      if (!row || (userId !== null && row.userId !== userId)) return null;
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: row.credentialId,
          publicKey: Buffer.from(row.publicKey, 'base64url'),
          counter: Number(row.counter),
          transports: transportsOf(row),
        },
        requireUserVerification: userId === null,
      }).catch(() => null);
      if (!verification?.verified) return null;
      await rows()
        .where({ id: row.id })
        .update({ counter: verification.authenticationInfo.newCounter, lastUsedAt: isoNow(clock) });
      return row.userId;
    },

    rename(userId: number, id: number, name: string, actor: Actor): Promise<Passkey | null> {
      return knex.transaction(async (trx) => {
        const before = await trx<PasskeyRow>('passkeys').where({ userId, id }).first();
        if (!before) return null;
        await trx('passkeys').where({ id }).update({ name });
        await activityLog.record(trx, actor, {
          action: 'update',
          entity: 'team',
          entityId: userId,
          changes: { passkey: { before: before.name, after: name } },
        });
        return present({ ...before, name });
      });
    },

    remove(userId: number, id: number, actor: Actor): Promise<boolean> {
      return knex.transaction(async (trx) => {
        const before = await trx<PasskeyRow>('passkeys').where({ userId, id }).first();
        if (!before) return false;
        await trx('passkeys').where({ id }).delete();
        await activityLog.record(trx, actor, {
          action: 'passkey-remove',
          entity: 'team',
          entityId: userId,
          changes: details({ passkey: before.name }),
        });
        return true;
      });
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
