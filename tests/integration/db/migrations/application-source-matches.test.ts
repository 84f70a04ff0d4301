import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { createActivityLog } from '@server/services/activity-log.js';
import {
  createApplicationService,
  SUBMIT_SQL,
  type ApplicationService,
} from '@server/services/applications.js';
import { planOf, queriesOf as loggedQueries, scansApplications } from '@tests/helpers/query-plans.js';
import { factories } from '@tests/helpers/factories.js';
import { insertRow } from '@tests/helpers/sql.js';
import { PREVIOUS_APPLICATIONS_MAX } from '@shared/application-matches.js';

/**
 * db/migrations/20261206120000_application_source_matches: the arrival's count of earlier
 * applications and the list's `source=` filter read indexes (so they stay fast at 100,000
 * applications), and the migration goes down and up again, filling in the match keys of the
 * applications stored meanwhile.
 */

const MIGRATION = '20261206120000_application_source_matches';
const ARRIVAL_TRIGGER = '20261206150000_recruiting_arrival_trigger';

let database: TestDatabase;
let knex: Knex;
let service: ApplicationService;
beforeEach(async () => {
  database = await migratedDatabase('agency-source-matches-');
  knex = database.knex;
  const clock = manualClock();
  const activityLog = createActivityLog({ knex, clock });
  service = createApplicationService({ knex, clock, alerts: { submitted() {} }, activityLog });
});
afterEach(() => database.destroy());

const queriesOf = (run: () => Promise<unknown>) => loggedQueries(knex, run);
const plan = (sql: string, bindings: unknown[]) => planOf(knex, sql, bindings);
const scansTable = scansApplications;

describe('the lookups read indexes', () => {
  it('the arrival counts earlier applications through the three key indexes, in its prepared INSERT', async () => {
    // Nothing through the query builder: one prepared statement (db/prepared.ts), no transaction;
    // the recruiting report's arrival follows by trigger.
    const queries = await queriesOf(() =>
      service.submit(
        factories.application({ whatsappNumber: '0170 1234567', telegramUsername: '@lena_tg' }) as never,
      ),
    );
    expect(queries).toEqual([]);
    expect(await knex('applications').count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(SUBMIT_SQL).toContain('select 1 from applications where');
    // Its plan with a real row's values: the columns as SUBMIT_SQL names them, then the three keys.
    const columns = /insert into applications \(([^)]*)\)/.exec(SUBMIT_SQL)![1]!.split(', ');
    const sample: Record<string, unknown> = {
      is_adult: true,
      agreed_to_privacy: true,
      created_at: '2026-11-28T10:00:00.000Z',
      status: 'new',
      country: 'Deutschland',
    };
    const keys = ['@lena.live', '491701234567', '@lena_tg'];
    const bindings = [
      ...columns
        .filter((column) => column !== 'previous_applications')
        .map((column) => sample[column] ?? 'x'),
      ...keys,
    ];
    expect(bindings).toHaveLength(SUBMIT_SQL.split('?').length - 1);
    const steps = await plan(SUBMIT_SQL, bindings);
    expect(scansTable(steps), steps.join(' | ')).toBe(false);
    for (const key of ['tiktok_key', 'phone_key', 'telegram_key'])
      expect(steps.join(' | ')).toContain(`applications_${key}_index`);
  });

  it('counts at most PREVIOUS_APPLICATIONS_MAX earlier applications, however often a name was sent', async () => {
    const same = factories.application({ tiktokUsername: '@immer.wieder' }) as never;
    for (let sent = 0; sent < PREVIOUS_APPLICATIONS_MAX + 2; sent++) await service.submit(same);
    const rows = (await knex('applications').orderBy('id').select('previousApplications')) as Array<{
      previousApplications: number;
    }>;
    const counts = rows.map((row) => row.previousApplications);
    expect(counts.slice(0, 3)).toEqual([0, 1, 2]);
    expect(counts.slice(-3)).toEqual([
      PREVIOUS_APPLICATIONS_MAX - 1,
      PREVIOUS_APPLICATIONS_MAX,
      PREVIOUS_APPLICATIONS_MAX,
    ]);
  });

  it('the source filter reads its rows, newest first, from the source_label index', async () => {
    const queries = await queriesOf(() =>
      service.page({ page: 2, pageSize: 20, sort: '-createdAt', source: 'tiktok-bio' }),
    );
    const [rows] = await Promise.all(queries.slice(0, 1).map(({ sql, bindings }) => plan(sql, bindings)));
    expect(rows!.join(' | ')).toContain('applications_source_label_created_at_id_index');
    expect(scansTable(rows!)).toBe(false);
  });
});

describe('the migration', () => {
  it('goes down and up again, filling in the keys of the applications stored meanwhile', async () => {
    // The arrival trigger reads source_label: it goes down first and up last.
    await knex.migrate.down({ name: ARRIVAL_TRIGGER });
    await knex.migrate.down({ name: MIGRATION });
    const id = await insertRow(knex, 'applications', {
      tiktokUsername: '@Lena.Live',
      whatsappNumber: '0170 1234567',
      telegramUsername: null,
      website: null,
      country: 'Deutschland',
      streamingExperience: null,
      currentAgency: null,
      isAdult: true,
      agreedToPrivacy: true,
      status: 'new',
      notes: null,
      createdAt: new Date('2026-11-01T10:00:00.000Z').toISOString(),
      completedAt: null,
    });
    await knex.migrate.up({ name: MIGRATION });
    await knex.migrate.up({ name: ARRIVAL_TRIGGER });
    const row = (await knex('applications').where({ id }).first()) as Record<string, unknown>;
    expect(row).toMatchObject({
      tiktokKey: '@lena.live',
      phoneKey: '491701234567',
      telegramKey: null,
      sourceLabel: 'direkt',
      previousApplications: 0,
    });
    await service.submit(
      factories.application({
        tiktokUsername: 'lena.live',
        whatsappNumber: '',
        telegramUsername: '',
      }) as never,
    );
    const next = (await knex('applications').orderBy('id', 'desc').first()) as {
      previousApplications: number;
    };
    expect(next.previousApplications).toBe(1);
  });
});
