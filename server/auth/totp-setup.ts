import { SecretBoxError } from './secret-box.js';

/** Where a session keeps its TOTP set-up (AdminSession's `totpSetup`). */
interface SetupHolder {
  totpSetup?: { secret: string; since: number };
}

/**
 * Seals the key of a set-up for the account it is for (the second-factor service's pair): session
 * data is stored in the database, and no TOTP key is stored there in plain text.
 */
export interface PendingSecretBox {
  sealPendingSecret(userId: number, secret: string): string;
  openPendingSecret(userId: number, sealed: string): string;
}

/**
 * How long one TOTP set-up answers the same key: long enough to scan the QR code, switch tabs or
 * reload the page, no longer than the enrolment step of a sign-in may take.
 */
export const TOTP_SETUP_MS = 10 * 60_000;

/**
 * The key of the TOTP set-up under way in this session for `userId` (a first key, or a
 * replacement of the one in use), or null when none was started, it is 10 minutes old, or it was
 * sealed for someone else or under another key. Together with writeTotpSetup the only place that
 * touches `session.totpSetup`.
 */
export function readTotpSetup(
  session: SetupHolder,
  userId: number,
  now: number,
  box: PendingSecretBox,
): string | null {
  const setup = session.totpSetup;
  if (!setup || typeof setup.secret !== 'string' || !(now - setup.since < TOTP_SETUP_MS)) return null;
  try {
    return box.openPendingSecret(userId, setup.secret);
  } catch (error) {
    // A set-up from before the keys were sealed, or from a restored installation: start anew.
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}

/** Starts a set-up with `secret` (sealed; its 10 minutes counted from `now`), or ends it (`null`). */
export function writeTotpSetup(
  session: SetupHolder,
  userId: number,
  secret: string | null,
  now: number,
  box: PendingSecretBox,
): void {
  if (secret === null) delete session.totpSetup;
  else session.totpSetup = { secret: box.sealPendingSecret(userId, secret), since: now };
}
