import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '@server/auth/secret-box.js';
import { totpSecretContext } from '@server/auth/totp-secrets.js';
import { readTotpSetup, TOTP_SETUP_MS, writeTotpSetup, type PendingSecretBox } from '@server/auth/totp-setup.js';

const boxOf = (key: Buffer): PendingSecretBox => {
  const box = createSecretBox(key, 'test');
  return {
    sealPendingSecret: (userId, secret) => box.seal(secret, totpSecretContext(userId)),
    openPendingSecret: (userId, sealed) => box.open(sealed, totpSecretContext(userId)),
  };
};

describe('the TOTP set-up of a session', () => {
  const box = boxOf(randomBytes(32));

  it('answers the key it was started with for 10 minutes, then none', () => {
    const session: { totpSetup?: { secret: string; since: number } } = {};
    expect(readTotpSetup(session, 7, 0, box)).toBeNull();
    writeTotpSetup(session, 7, 'JBSWY3DPEHPK3PXP', 1000, box);
    expect(readTotpSetup(session, 7, 1000 + TOTP_SETUP_MS - 1, box)).toBe('JBSWY3DPEHPK3PXP');
    expect(readTotpSetup(session, 7, 1000 + TOTP_SETUP_MS, box)).toBeNull();
    writeTotpSetup(session, 7, null, 2000, box);
    expect(session).toEqual({});
  });

  it('keeps the key sealed in the session data, for its account and this installation only', () => {
    const session: { totpSetup?: { secret: string; since: number } } = {};
    writeTotpSetup(session, 7, 'JBSWY3DPEHPK3PXP', 0, box);
    expect(JSON.stringify(session)).not.toContain('JBSWY3DPEHPK3PXP');
    expect(readTotpSetup(session, 8, 1, box)).toBeNull();
    expect(readTotpSetup(session, 7, 1, boxOf(randomBytes(32)))).toBeNull();
    // A plain key left from before the keys were sealed starts a new set-up.
    expect(readTotpSetup({ totpSetup: { secret: 'JBSWY3DPEHPK3PXP', since: 0 } }, 7, 1, box)).toBeNull();
  });
});
