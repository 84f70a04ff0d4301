import type { Knex } from 'knex';
import sqlite3 from 'sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLoginThrottle, THROTTLE_TABLE } from '@server/auth/login-throttle.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';

const LIMITS = { perUserAndAddress: 5, perAddress: 30, perUser: 10, windowSeconds: 900 };

let database: TestDatabase;
let knex: Knex;
let clock = Date.parse('2026-11-23T10:00:00Z');
beforeAll(async () => {
  database = await migratedDatabase('agency-throttle-');
  knex = database.knex;
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await knex(THROTTLE_TABLE).del();
});

const throttle = () => createLoginThrottle(knex, LIMITS, () => clock);

/** Whether another connection (another process, say the admin CLI) can write right now. */
function otherConnectionCanWrite(): Promise<boolean> {
  const db = new sqlite3.Database(database.file);
  return new Promise((resolve) => {
    db.run('PRAGMA busy_timeout = 200', () =>
      db.run('CREATE TABLE IF NOT EXISTS probe (a)', (error) => db.close(() => resolve(error === null))),
    );
  });
}

describe('login throttle', () => {
  it('lets exactly the limit through when 20 attempts arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => throttle().begin('anna', '203.0.113.1')),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.filter((result) => !result.allowed)).toHaveLength(15);
  });

  it('leaves no transaction open after a parallel burst: another process can write at once', async () => {
    const guard = throttle();
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => guard.begin(`user${index % 3}`, `198.51.100.${index % 7}`)),
    );
    expect(await otherConnectionCanWrite()).toBe(true);
  });

  it('refunds a right password, and starts a new window once the old one has passed', async () => {
    const guard = throttle();
    const first = await guard.begin('bert', '203.0.113.2');
    if (!first.allowed) throw new Error('first attempt refused');
    await first.refund();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await guard.begin('bert', '203.0.113.2')).allowed).toBe(true);
    const locked = await guard.begin('bert', '203.0.113.2');
    expect(locked).toMatchObject({ allowed: false, scopes: ['userAndAddress'], retryAfterMs: 900_000 });

    clock += 900_000;
    expect((await guard.begin('bert', '203.0.113.2')).allowed).toBe(true);
  });

  it('counts usernames without regard to case or surrounding space', async () => {
    const guard = throttle();
    for (let attempt = 0; attempt < 10; attempt++)
      await guard.begin(attempt % 2 ? ' CARLA ' : 'carla', `192.0.2.${attempt}`);
    expect(await guard.begin('Carla', '192.0.2.99')).toMatchObject({ allowed: false, scopes: ['user'] });
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    const guard = throttle();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await guard.begin('erik', `2001:db8:1:2::${attempt + 1}`)).allowed).toBe(true);
    }
    expect(await guard.begin('erik', '2001:db8:1:2:ffff:ffff:ffff:ffff')).toMatchObject({ allowed: false });
    expect((await guard.begin('erik', '2001:db8:1:3::1')).allowed).toBe(true);

    for (let attempt = 0; attempt < 5; attempt++) await guard.begin('frida', '192.0.2.77');
    expect(await guard.begin('frida', '::ffff:192.0.2.77')).toMatchObject({ allowed: false });
  });

  it('unlocks an address for every username, or a username from every address', async () => {
    const guard = createLoginThrottle(knex, { ...LIMITS, perAddress: 6 }, () => clock);
    for (let attempt = 0; attempt < 6; attempt++) await guard.begin(`user${attempt}`, '198.51.100.60');
    expect(await guard.begin('someone', '198.51.100.60')).toMatchObject({
      allowed: false,
      scopes: ['address'],
    });
    expect(await guard.unlock('198.51.100.60')).toBe(7); // the address and its six pairs
    expect((await guard.begin('someone', '198.51.100.60')).allowed).toBe(true);
  });

  it('purges counters whose window has passed', async () => {
    const guard = throttle();
    await guard.begin('dora', '203.0.113.3');
    clock += 900_001;
    expect(await guard.purgeExpired()).toBe(3);
    expect(await knex(THROTTLE_TABLE).count({ count: '*' }).first()).toEqual({ count: 0 });
  });
});
