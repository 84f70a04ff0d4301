import { describe, expect, it, onTestFinished } from 'vitest';
import { GENESIS_HASH } from '@server/services/activity-chain.js';
import { createActivityLog, SYSTEM_ACTOR, type Actor } from '@server/services/activity-log.js';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase } from '@tests/helpers/database.js';
import { failingTrigger } from '@tests/helpers/sql.js';

/**
 * The chain of the activity log: appends, verification (and what it catches), the retention, and
 * that a row is written with its change or not at all.
 */

const DAY_MS = 24 * 3_600_000;
const START = Date.parse('2026-11-28T10:00:00.000Z');
const IDA: Actor = { id: 7, name: 'ida', ip: '203.0.113.9' };

async function setUp() {
  const database = await migratedDatabase('agency-activity-');
  onTestFinished(database.destroy);
  const clock = manualClock(START);
  const log = createActivityLog({ knex: database.knex, clock });
  const knex = database.knex;
  /** Appends `count` rows, a minute apart. */
  const appendRows = async (count: number, actor: Actor = IDA) => {
    for (let index = 0; index < count; index++) {
      await log.append(actor, {
        action: 'update',
        entity: 'faqs',
        entityId: index + 1,
        changes: { question: { before: `Frage ${index}`, after: `Frage ${index + 1}` } },
      });
      clock.advance(60_000);
    }
  };
  const rows = () => knex('activity_log').orderBy('id');
  return { knex, clock, log, appendRows, rows };
}

describe('the chain', () => {
  it('appends rows that each name the hash of the one before, and verifies them', async () => {
    const { log, appendRows, rows } = await setUp();
    expect(await log.verify()).toEqual({ ok: true, rows: 0 });
    await appendRows(3);
    const stored = await rows();
    expect(stored.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(stored[0]).toMatchObject({
      at: new Date(START).toISOString(),
      actorId: 7,
      actorName: 'ida',
      actorIp: '203.0.113.9',
      action: 'update',
      entity: 'faqs',
      entityId: '1',
      changes: JSON.stringify({ question: { before: 'Frage 0', after: 'Frage 1' } }),
      prevHash: GENESIS_HASH,
    });
    expect(stored[1].prevHash).toBe(stored[0].hash);
    expect(stored[2].prevHash).toBe(stored[1].hash);
    expect(new Set(stored.map((row) => row.hash)).size).toBe(3);
    expect(await log.verify()).toEqual({ ok: true, rows: 3 });
  });

  it('keeps one chain when appends run at the same time', async () => {
    const { log, rows } = await setUp();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        log.append(IDA, { action: 'create', entity: 'faqs', entityId: index }),
      ),
    );
    expect((await rows()).map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await log.verify()).toEqual({ ok: true, rows: 20 });
  });

  it('keeps one chain when another process appends between two of this one (the known head is stale)', async () => {
    const { knex, clock, log, rows } = await setUp();
    const other = createActivityLog({ knex, clock });
    await log.append(IDA, { action: 'create', entity: 'faqs', entityId: 1 });
    await other.append(IDA, { action: 'update', entity: 'faqs', entityId: 1 });
    await log.append(IDA, { action: 'delete', entity: 'faqs', entityId: 1 });
    await other.append(IDA, { action: 'create', entity: 'faqs', entityId: 2 });
    expect((await rows()).map((row) => [row.id, row.action])).toEqual([
      [1, 'create'],
      [2, 'update'],
      [3, 'delete'],
      [4, 'create'],
    ]);
    expect(await log.verify()).toEqual({ ok: true, rows: 4 });
  });

  it('follows the stored head after a transaction whose row was rolled back', async () => {
    const { knex, log, appendRows } = await setUp();
    await appendRows(2);
    await expect(
      knex.transaction(async (trx) => {
        await log.record(trx, IDA, { action: 'delete', entity: 'faqs', entityId: 1 });
        throw new Error('the change fails after its record');
      }),
    ).rejects.toThrow('the change fails');
    await appendRows(1);
    expect(await knex('activity_log').orderBy('id').pluck('id')).toEqual([1, 2, 3]);
    expect(await log.verify()).toEqual({ ok: true, rows: 3 });
  });

  it('catches an edited row', async () => {
    const { knex, log, appendRows } = await setUp();
    await appendRows(4);
    await knex('activity_log').where({ id: 2 }).update({ actorName: 'jemand anderes' });
    expect(await log.verify()).toEqual({
      ok: false,
      rows: 1,
      brokenAt: 2,
      reason: 'the row was changed after it was written',
    });
  });

  it('catches an edited row whose hash was recomputed: the next row no longer follows it', async () => {
    const { knex, log, appendRows } = await setUp();
    await appendRows(3);
    const { rowHash } = await import('@server/services/activity-chain.js');
    const row = await knex('activity_log').where({ id: 2 }).first();
    const forged = { ...row, changes: null };
    await knex('activity_log')
      .where({ id: 2 })
      .update({ changes: null, hash: rowHash(forged) });
    expect(await log.verify()).toMatchObject({ ok: false, rows: 2, brokenAt: 3 });
  });

  it('catches a row deleted in the middle', async () => {
    const { knex, log, appendRows } = await setUp();
    await appendRows(5);
    await knex('activity_log').where({ id: 3 }).delete();
    expect(await log.verify()).toEqual({
      ok: false,
      rows: 2,
      brokenAt: 4,
      reason: '1 row(s) between 2 and 4 are missing',
    });
  });

  it('catches rows deleted at the start without a prune', async () => {
    const { knex, log, appendRows } = await setUp();
    await appendRows(5);
    await knex('activity_log').where('id', '<=', 2).delete();
    expect(await log.verify()).toEqual({
      ok: false,
      rows: 0,
      brokenAt: 3,
      reason: 'the chain should start at row 1: 2 row(s) before 3 are missing',
    });
  });

  it('catches rows cut off at the end', async () => {
    const { knex, log, appendRows } = await setUp();
    await appendRows(5);
    await knex('activity_log').where('id', '>=', 4).delete();
    expect(await log.verify()).toEqual({
      ok: false,
      rows: 3,
      brokenAt: 4,
      reason: 'rows 4 to 5 were removed from the end',
    });
  });
});

describe('record within the change', () => {
  it('is refused outside a transaction', async () => {
    const { knex, log } = await setUp();
    await expect(log.record(knex as never, IDA, { action: 'create', entity: 'faqs' })).rejects.toThrow(
      /transaction/,
    );
  });

  it('writes no row when the change fails after it, and undoes the change when it fails itself', async () => {
    const { knex, log, rows } = await setUp();
    const change = (trx: typeof knex) =>
      trx('faqs').insert({
        question: 'Frage?',
        answer: 'Antwort.',
        order: 1,
        createdAt: new Date(0).toISOString(),
      });
    await expect(
      knex.transaction(async (trx) => {
        await change(trx);
        await log.record(trx, IDA, { action: 'create', entity: 'faqs' });
        throw new Error('the change fails after its record');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rows()).toEqual([]);
    expect(await knex('faqs').count({ n: '*' })).toEqual([{ n: 0 }]);

    const trigger = await failingTrigger(knex, {
      name: 'refuse_log',
      table: 'activity_log',
      event: 'insert',
      message: 'log full',
    });
    await expect(
      knex.transaction(async (trx) => {
        await change(trx);
        await log.record(trx, IDA, { action: 'create', entity: 'faqs' });
      }),
    ).rejects.toThrow('log full');
    await trigger.drop();
    expect(await knex('faqs').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await knex('activity_log_head').first()).toMatchObject({ lastId: 0, lastHash: GENESIS_HASH });
    expect(await log.verify()).toEqual({ ok: true, rows: 0 });
  });
});

describe('prune (AUDIT_RETENTION_DAYS)', () => {
  it('removes the old rows, notes it in the chain, and the chain still verifies', async () => {
    const { clock, log, appendRows, rows } = await setUp();
    await appendRows(3);
    clock.advance(100 * DAY_MS);
    await appendRows(2);
    const kept = (await rows()).slice(3);

    expect(await log.prune(30)).toEqual({ removedRows: 3, throughId: 3 });
    const after = await rows();
    expect(after.slice(0, 2)).toEqual(kept);
    expect(after[2]).toMatchObject({
      id: 6,
      actorId: null,
      actorName: SYSTEM_ACTOR.name,
      actorIp: null,
      action: 'prune',
      entity: 'activity',
      changes: JSON.stringify({
        removedRows: { before: null, after: 3 },
        throughId: { before: null, after: 3 },
      }),
    });
    expect(await log.verify()).toEqual({ ok: true, rows: 3 });

    // Nothing old enough: no row added. 0 days: the retention is off.
    expect(await log.prune(30)).toEqual({ removedRows: 0 });
    expect(await log.prune(0)).toEqual({ removedRows: 0 });
    expect(await rows()).toHaveLength(3);

    // Everything is old: only the prune row remains, and a second prune chains on the first.
    clock.advance(100 * DAY_MS);
    expect(await log.prune(30)).toEqual({ removedRows: 3, throughId: 6 });
    expect((await rows()).map((row) => [row.id, row.action])).toEqual([[7, 'prune']]);
    await appendRows(1);
    expect(await log.verify()).toEqual({ ok: true, rows: 2 });
  });

  it('after a prune still catches rows deleted at the start, and an anchor without its prune row', async () => {
    const { knex, clock, log, appendRows } = await setUp();
    await appendRows(2);
    clock.advance(100 * DAY_MS);
    await appendRows(3);
    await log.prune(30);
    await knex('activity_log').where({ id: 3 }).delete();
    expect(await log.verify()).toMatchObject({ ok: false, brokenAt: 4 });

    // Rows removed at the start with a forged anchor, but no prune row that removed them.
    const other = await setUp();
    await other.appendRows(4);
    const second = await other.knex('activity_log').where({ id: 2 }).first();
    await other.knex('activity_log').where('id', '<=', 2).delete();
    await other.knex('activity_log_head').update({ anchorId: 2, anchorHash: second.hash });
    expect(await other.log.verify()).toEqual({
      ok: false,
      rows: 2,
      brokenAt: 3,
      reason: 'no prune row accounts for removing the rows up to 2',
    });
  });
});

describe('the list', () => {
  it('pages newest first with the total, and filters by person, action, entity, entry and Berlin days', async () => {
    const { clock, log } = await setUp();
    const JONAS: Actor = { id: 8, name: 'jonas', ip: null };
    // 23:30 UTC on 27 November is already 28 November in Berlin (UTC+1).
    clock.set(Date.parse('2026-11-27T22:30:00.000Z'));
    await log.append(IDA, { action: 'create', entity: 'faqs', entityId: 1 });
    clock.set(Date.parse('2026-11-27T23:30:00.000Z'));
    await log.append(JONAS, { action: 'update', entity: 'faqs', entityId: 1 });
    clock.set(Date.parse('2026-11-28T22:59:59.999Z'));
    await log.append(IDA, { action: 'delete', entity: 'streamers', entityId: 4 });
    clock.set(Date.parse('2026-11-28T23:00:00.000Z'));
    await log.append(SYSTEM_ACTOR, { action: 'prune', entity: 'activity' });

    const ids = async (query: Record<string, unknown>) => {
      const { rows, total } = await log.page({ page: 1, pageSize: 50, ...query });
      return { ids: rows.map((row) => row.id), total };
    };
    expect(await ids({})).toEqual({ ids: [4, 3, 2, 1], total: 4 });
    expect(await ids({ pageSize: 3, page: 2 })).toEqual({ ids: [1], total: 4 });
    expect(await ids({ actor: 7 })).toEqual({ ids: [3, 1], total: 2 });
    expect(await ids({ actor: null })).toEqual({ ids: [4], total: 1 });
    expect(await ids({ action: 'update' })).toEqual({ ids: [2], total: 1 });
    expect(await ids({ entity: 'faqs', entityId: '1' })).toEqual({ ids: [2, 1], total: 2 });
    expect(await ids({ from: '2026-11-28', to: '2026-11-28' })).toEqual({ ids: [3, 2], total: 2 });
    expect(await ids({ to: '2026-11-27' })).toEqual({ ids: [1], total: 1 });
    expect(await ids({ from: '2026-11-29' })).toEqual({ ids: [4], total: 1 });
    expect((await log.matching({ entity: 'faqs' })).map((row) => row.id)).toEqual([2, 1]);
  });

  it('names everyone in the log once, with the name of their newest row', async () => {
    const { log } = await setUp();
    await log.append(IDA, { action: 'create', entity: 'faqs' });
    await log.append(SYSTEM_ACTOR, { action: 'prune', entity: 'activity' });
    await log.append({ ...IDA, name: 'ida.neu' }, { action: 'update', entity: 'faqs' });
    expect(await log.actors()).toEqual([
      { id: 7, name: 'ida.neu' },
      { id: null, name: 'System' },
    ]);
  });
});

describe('lastChange', () => {
  it("an entry's newest own row, unless a newer bulk action names it, however many bulk rows lie between", async () => {
    const { log } = await setUp();
    const bulk = (ids: number[]) =>
      log.append(IDA, {
        action: 'bulk',
        entity: 'applications',
        changes: { ids: { before: null, after: ids }, count: { before: null, after: ids.length } },
      });
    expect(await log.lastChange('applications', 5)).toBeUndefined();
    await log.append(IDA, { action: 'update', entity: 'applications', entityId: 5 });
    await bulk([5]);
    const naming = (await log.page({ page: 1, pageSize: 1 })).rows[0]!;
    // 150 bulk rows of other applications (a count of 5 is no id), more than one batch.
    for (let index = 0; index < 150; index++) await bulk([50 + index, 500]);
    await log.append(IDA, { action: 'update', entity: 'faqs', entityId: 5 });
    expect((await log.lastChange('applications', 5))?.id).toBe(naming.id);

    await log.append(IDA, { action: 'update', entity: 'applications', entityId: 5 });
    const own = (await log.page({ page: 1, pageSize: 1 })).rows[0]!;
    await bulk([6, 7, 8, 9, 10]);
    expect((await log.lastChange('applications', 5))?.id).toBe(own.id);
    expect((await log.lastChange('faqs', 5))?.action).toBe('update');
  });
});
