import type { Knex } from 'knex';
import type { ActivityAction, ActivityChanges, ActivityEntity } from '@shared/activity-log.js';
import { rowHash, type ActivityHead, type ActivityRow } from '@server/services/activity-chain.js';

/**
 * A year of activity in bulk for benchmarks: eight staff members and the server, mostly updates
 * of applications and content, with realistic changes; a valid chain continuing from the head, so
 * `verify()` can be timed over it too. Deterministic (a seeded generator), so runs compare.
 */

const STAFF = ['ida', 'jonas', 'mia', 'paul', 'lena', 'felix', 'hannah', 'ben'];
const ACTIONS: Array<[ActivityAction, number]> = [
  ['update', 0.5],
  ['create', 0.13],
  ['reorder', 0.1],
  ['sign-in', 0.1],
  ['delete', 0.06],
  ['export', 0.05],
  ['bulk', 0.04],
  ['data-export', 0.01],
  ['sign-out', 0.01],
];
const ENTITIES: Array<[ActivityEntity, number]> = [
  ['applications', 0.4],
  ['messages', 0.15],
  ['faqs', 0.1],
  ['streamers', 0.1],
  ['livestreams', 0.1],
  ['highlights', 0.05],
  ['feedbacks', 0.05],
  ['uploads', 0.05],
];
const WORDS = 'Wie lange dauert die Antwort auf eine Bewerbung bei unserer Agentur in Berlin und Wien'.split(
  ' ',
);

/** Mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Appends `count` rows to the log (through the raw tables), over the year before `end`. */
export async function fillActivity(knex: Knex, count: number, end: number, seed = 22): Promise<void> {
  const next = random(seed);
  const weighted = <T>(choices: Array<[T, number]>): T => {
    let roll = next();
    for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
    return choices[0]![0];
  };
  const sentence = () =>
    Array.from({ length: 4 + Math.floor(next() * 12) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(
      ' ',
    );
  const changesOf = (action: ActivityAction, entity: ActivityEntity): ActivityChanges | null => {
    if (action === 'sign-in' || action === 'sign-out' || action === 'delete') return null;
    if (entity === 'applications' || entity === 'messages') {
      return next() < 0.7
        ? { status: { before: 'new', after: 'in_progress' } }
        : { status: { before: 'in_progress', after: 'completed' }, notes: { withheld: true } };
    }
    if (action === 'reorder')
      return { order: { before: Math.floor(next() * 20), after: Math.floor(next() * 20) } };
    return {
      question: { before: sentence(), after: sentence() },
      answer: { before: sentence(), after: sentence() },
    };
  };
  const span = 365 * 24 * 3_600_000;

  await knex.transaction(async (trx) => {
    const head = (await trx('activity_log_head').where({ id: 1 }).first()) as ActivityHead;
    let previous = { id: head.lastId, hash: head.lastHash };
    const rows: ActivityRow[] = [];
    for (let index = 0; index < count; index++) {
      const staff = next() < 0.98 ? Math.floor(next() * STAFF.length) : null;
      const action = weighted(ACTIONS);
      const entity = action === 'sign-in' || action === 'sign-out' ? 'sessions' : weighted(ENTITIES);
      const changes = changesOf(action, entity);
      const row: Omit<ActivityRow, 'hash'> = {
        id: previous.id + 1,
        // Ascending in time, as the changes happen.
        at: new Date(end - span + Math.floor((span * index) / count)).toISOString(),
        actorId: staff === null ? null : staff + 1,
        actorName: staff === null ? 'System' : STAFF[staff]!,
        actorIp: staff === null ? null : `203.0.113.${staff + 10}`,
        action,
        entity,
        entityId: action === 'bulk' || action === 'export' ? null : String(1 + Math.floor(next() * 5000)),
        changes: changes && JSON.stringify(changes),
        prevHash: previous.hash,
      };
      const hash = rowHash(row);
      rows.push({ ...row, hash });
      previous = { id: row.id, hash };
    }
    for (let start = 0; start < rows.length; start += 500) {
      await trx('activity_log').insert(rows.slice(start, start + 500));
    }
    await trx('activity_log_head').where({ id: 1 }).update({ lastId: previous.id, lastHash: previous.hash });
  });
}
