import { describe, expect, it } from 'vitest';
import { clientKey } from '@server/http/client-address.js';

describe('clientKey (how the limits count a client)', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['::1', '::/64'],
    ['', ''],
    ['not an address', 'not an address'],
  ])('%j counts as %j', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
