import { describe, expect, it } from 'vitest';
import { createSessionStore, deleteSessionsOfUser, storedId } from '@server/auth/session-store.js';
import { manualClock } from '@tests/helpers/clock.js';
import { databaseWithUsers } from '@tests/helpers/database.js';
import { TEST_PASSWORD } from '@tests/helpers/test-app.js';

const IDLE_MS = 60_000;

describe('the session store', () => {
  it('a session ended while one of its requests ran stays ended (the rolling save only updates)', async () => {
    const { knex, users } = await databaseWithUsers();
    const user = await users.create('rennen', TEST_PASSWORD);
    const store = createSessionStore(knex, IDLE_MS, manualClock());
    const first = { ip: '127.0.0.1', get: () => 'Test' };
    await store.set('sid-1', { userId: user.id, signedInAt: 1 }, undefined, { ctx: first });

    // A request loads the session; meanwhile the session is ended ("Abmelden", a disabled account).
    const request = { ip: '127.0.0.1', get: () => 'Test' };
    expect(await store.get('sid-1', undefined, { ctx: request })).toMatchObject({ userId: user.id });
    expect(await deleteSessionsOfUser(knex, user.id)).toBe(1);
    // The request's rolling save comes afterwards: it must not write the session back.
    await store.set('sid-1', { userId: user.id, signedInAt: 1 }, undefined, { ctx: request });
    expect(await knex('sessions').where({ id: storedId('sid-1') })).toHaveLength(0);
    expect(await store.get('sid-1', undefined, { ctx: {} })).toBeNull();
  });

  it('a request that only renews its session keeps what a parallel request saved meanwhile', async () => {
    const { knex, users } = await databaseWithUsers();
    const user = await users.create('parallel', TEST_PASSWORD);
    const store = createSessionStore(knex, IDLE_MS, manualClock());
    await store.set('sid-3', { userId: user.id, signedInAt: 1 }, undefined, { ctx: { ip: '127.0.0.1' } });
    // Two requests load the session at once; one starts a set-up, the other only reads a screen.
    const starting = { ip: '127.0.0.1', get: () => 'Test' };
    const reading = { ip: '127.0.0.1', get: () => 'Test' };
    const loaded = (await store.get('sid-3', undefined, { ctx: starting }))!;
    await store.get('sid-3', undefined, { ctx: reading });
    await store.set('sid-3', { ...loaded, totpSetup: 'sealed' }, undefined, { ctx: starting, changed: true });
    // The reading request's rolling save comes last, with the data as it loaded it.
    await store.set('sid-3', loaded, undefined, { ctx: reading, changed: false });
    expect(await store.get('sid-3', undefined, { ctx: {} })).toMatchObject({ totpSetup: 'sealed' });
  });

  it("answers the data without koa-session's own expiry (the row's expiry on the app clock counts)", async () => {
    const { knex, users } = await databaseWithUsers();
    const user = await users.create('ablauf', TEST_PASSWORD);
    const store = createSessionStore(knex, IDLE_MS, manualClock());
    await store.set('sid-4', { userId: user.id, signedInAt: 1, _expire: 5 }, undefined, { ctx: {} });
    expect(await store.get('sid-4', undefined, { ctx: {} })).not.toHaveProperty('_expire');
  });

  it('a request that loaded its session renews it; a new session id is stored', async () => {
    const { knex, users } = await databaseWithUsers();
    const user = await users.create('laufend', TEST_PASSWORD);
    const clock = manualClock(1_000_000);
    const store = createSessionStore(knex, IDLE_MS, clock);
    await store.set('sid-2', { userId: user.id, signedInAt: 1 }, undefined, { ctx: { ip: '10.0.0.1' } });
    const request = { ip: '10.0.0.2', get: () => 'Firefox' };
    await store.get('sid-2', undefined, { ctx: request });
    clock.advance(30_000);
    await store.set('sid-2', { userId: user.id, signedInAt: 1 }, undefined, { ctx: request });
    const row = await knex('sessions')
      .where({ id: storedId('sid-2') })
      .first();
    expect(row).toMatchObject({
      ip: '10.0.0.2',
      userAgent: 'Firefox',
      expiresAt: 1_000_000 + 30_000 + IDLE_MS,
    });
  });
});
