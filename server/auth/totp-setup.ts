/** Where a session keeps its TOTP set-up (AdminSession's `totpSetup`). */
interface SetupHolder {
  totpSetup?: { secret: string; since: number };
}

/**
 * How long one TOTP set-up answers the same key: long enough to scan the QR code, switch tabs or
 * reload the page, no longer than the enrolment step of a sign-in may take.
 */
export const TOTP_SETUP_MS = 10 * 60_000;

/**
 * The key of the TOTP set-up under way in this session (a first key, or a replacement of the one
 * in use), or null when none was started or it is 10 minutes old. Together with writeTotpSetup
 * the only place that touches `session.totpSetup`.
 */
export function readTotpSetup(session: SetupHolder, now: number): string | null {
  const setup = session.totpSetup;
  if (!setup || typeof setup.secret !== 'string' || !(now - setup.since < TOTP_SETUP_MS)) return null;
  return setup.secret;
}

/** Starts a set-up with `secret` (its 10 minutes counted from `now`), or ends it (`null`). */
export function writeTotpSetup(session: SetupHolder, secret: string | null, now: number): void {
  if (secret === null) delete session.totpSetup;
  else session.totpSetup = { secret, since: now };
}
