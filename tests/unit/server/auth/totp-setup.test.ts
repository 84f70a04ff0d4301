import { describe, expect, it } from 'vitest';
import { readTotpSetup, TOTP_SETUP_MS, writeTotpSetup } from '@server/auth/totp-setup.js';

describe('the TOTP set-up of a session', () => {
  it('answers the key it was started with for 10 minutes, then none', () => {
    const session: { totpSetup?: { secret: string; since: number } } = {};
    expect(readTotpSetup(session, 0)).toBeNull();
    writeTotpSetup(session, 'JBSWY3DPEHPK3PXP', 1000);
    expect(readTotpSetup(session, 1000 + TOTP_SETUP_MS - 1)).toBe('JBSWY3DPEHPK3PXP');
    expect(readTotpSetup(session, 1000 + TOTP_SETUP_MS)).toBeNull();
    writeTotpSetup(session, null, 2000);
    expect(session).toEqual({});
  });
});
