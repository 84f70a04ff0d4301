import { describe, expect, it } from 'vitest';
import { clientKey, networkKey } from '@server/client-address.js';

describe('clientKey (how the limits count a client)', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['::1', '::/64'],
    // Not IP addresses (a proxy writing "ip:port" or junk): all one shared key.
    ['', 'invalid'],
    ['not an address', 'invalid'],
    ['203.0.113.5:4711', 'invalid'],
    ['[2001:db8::1]:443', 'invalid'],
    ['4294967295', 'invalid'],
    ['0x7f.1', 'invalid'],
  ])('%j counts as %j', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('networkKey (how the form limits count a network)', () => {
  it.each([
    ['203.0.113.5', '203.0.113.0/24'],
    ['::ffff:192.0.2.1', '192.0.2.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::9', '2001:db8:1::/48'],
    ['junk', 'invalid'],
  ])('%j counts as %j', (address, key) => {
    expect(networkKey(address)).toBe(key);
  });
});
