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
import { createPasskeyChallenges } from './passkey-challenges.js';

/**
 * Where passkeys work: the relying party (PUBLIC_URL's host) and the origin the browser reports;
 * `anyLocalPort` on http://localhost, where the page may come from another port of the same
 * machine (the admin dev server) than the one configured.
 */
export type PasskeyParty = { rpID: string; origin: string; anyLocalPort?: boolean } | { unavailable: string };

const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');
/** This machine by number (127.0.0.0/8, ::1): what HOST is while developing. */
const isLoopback = (host: string) => /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::1';
const LOCALHOST_ORIGIN = /^http:\/\/localhost(:\d{1,5})?$/;

/**
 * The relying party of this installation, or why there is none, in words for the screen: WebAuthn
 * needs a domain name (never an IP address) and a secure origin (https, or localhost). Without
 * PUBLIC_URL on this machine (development, HOST=127.0.0.1) the browser opens http://localhost:PORT,
 * which browsers let use passkeys, so that is the relying party then.
 */
export function passkeyParty(config: Pick<Config, 'publicUrl' | 'siteOrigin'>): PasskeyParty {
  const origin = config.publicUrl || config.siteOrigin;
  const { hostname, protocol, port } = new URL(origin);
  const host = hostname.replace(/^\[|\]$/g, '');
  if (!config.publicUrl && protocol === 'http:' && (host === 'localhost' || isLoopback(host))) {
    return { rpID: 'localhost', origin: `http://localhost${port ? `:${port}` : ''}`, anyLocalPort: true };
  }
  if (isIP(host)) return { unavailable: staffMessages.passkeyNeedsDomain };
  if (protocol !== 'https:' && !isLocalhost(host)) return { unavailable: staffMessages.passkeyNeedsHttps };
  return host === 'localhost' && protocol === 'http:'
    ? { rpID: host, origin, anyLocalPort: true }
    : { rpID: host, origin };
}

/** The client data a ceremony's response carries (challenge, origin), or an empty object. */
function clientDataOf(clientDataJSON: string): { challenge?: unknown; origin?: unknown } {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/** The origin a response must come from: the party's, or on localhost the page's own port. */
function expectedOrigin(rp: { origin: string; anyLocalPort?: boolean }, clientDataJSON: string): string {
  const reported = clientDataOf(clientDataJSON).origin;
  return rp.anyLocalPort && typeof reported === 'string' && LOCALHOST_ORIGIN.test(reported)
    ? reported
    : rp.origin;
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
  /** The server's secret that signs sign-in challenges (derived from the session keys). */
  challengeKey: string;
}

/** The outcome of a passkey sign-in: the account it proves, or what failed. */
export type PasskeySignIn = { userId: number } | { failed: 'challenge' | 'passkey' };

/** The challenge a sign-in response answers (from its client data), or null when unreadable. */
function challengeOf(response: AuthenticationResponseJSON): string | null {
  const { challenge } = clientDataOf(response.response.clientDataJSON);
  return typeof challenge === 'string' ? challenge : null;
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) of staff accounts: as a second factor after the
 * password, and for signing in without one (a discoverable credential that verified its user).
 * A registration's challenge lives in the session that asked for it; a sign-in's is signed and
 * kept nowhere until it is answered (createPasskeyChallenges).
 */
export function createPasskeyService({ knex, clock, party, rpName, activityLog, challengeKey }: PasskeyDeps) {
  const rows = () => knex<PasskeyRow>('passkeys');
  const challenges = createPasskeyChallenges({ knex, clock, key: challengeKey });
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
      const rp = available();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: expectedOrigin(rp, response.response.clientDataJSON),
        expectedRPID: rp.rpID,
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

    /**
     * Options for a sign-in: the account's passkeys (second factor) or any (`null`: passwordless).
     * The challenge is signed for that account and expires; nothing is stored.
     */
    async authenticationOptions(userId: number | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const { rpID } = available();
      const allow = userId === null ? [] : await rows().where({ userId });
      return generateAuthenticationOptions({
        rpID,
        challenge: challenges.issue(userId),
        allowCredentials: allow.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
        userVerification: userId === null ? 'required' : 'preferred',
      });
    },

    /**
     * The account a sign-in response proves. As a second factor the passkey must be that
     * account's (`userId`) and so must the challenge; without a password it must have verified
     * its user (PIN, biometrics). The challenge counts once: of two parallel answers one wins.
     */
    async authenticate(response: AuthenticationResponseJSON, userId: number | null): Promise<PasskeySignIn> {
      const rp = available();
      const challenge = challengeOf(response);
      if (challenge === null || !challenges.valid(challenge, userId)) return { failed: 'challenge' };
      const row = await rows().where({ credentialId: response.id }).first();
      if (!row || (userId !== null && row.userId !== userId)) return { failed: 'passkey' };
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (answered: string) => answered === challenge,
        expectedOrigin: expectedOrigin(rp, response.response.clientDataJSON),
        expectedRPID: rp.rpID,
        credential: {
          id: row.credentialId,
          publicKey: Buffer.from(row.publicKey, 'base64url'),
          counter: Number(row.counter),
          transports: transportsOf(row),
        },
        requireUserVerification: userId === null,
      }).catch(() => null);
      if (!verification?.verified) return { failed: 'passkey' };
      if (!(await challenges.consume(challenge, userId))) return { failed: 'challenge' };
      await rows()
        .where({ id: row.id })
        .update({ counter: verification.authenticationInfo.newCounter, lastUsedAt: isoNow(clock) });
      return { userId: row.userId };
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
