import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` at `at` (the library's own generator). */
export function totpCode(secret: string, at: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  });
}

/** The TOTP step length: moving the clock by it gives the next code. */
export const TOTP_STEP_MS = 30_000;
