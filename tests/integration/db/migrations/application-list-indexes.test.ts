import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { APPLICATION_SORTS, type ApplicationListQuery } from '@shared/application-list.js';
import { createActivityLog } from '@server/services/activity-log.js';
import { createApplicationService, type ApplicationService } from '@server/services/applications.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';
import { plansOf as plansOfQueries } from '@tests/helpers/query-plans.js';

/**
 * db/migrations/20261126100000_application_list_indexes: the list's queries, exactly as the
 * service sends them, read their order from an index (no sorting of every row) and search through
 * the trigram index; the search index follows every write and forgets deleted texts; and the
 * migration goes down and up again.
 */

const MIGRATION = '20261126100000_application_list_indexes';
/** The indexes later migrations add to applications (20261206120000_application_source_matches). */
const LATER_INDEXES = [
  'applications_assignee_id_created_at_id_index',
  'applications_phone_key_index',
  'applications_source_label_created_at_id_index',
  'applications_telegram_key_index',
  'applications_tiktok_key_index',
];

let database: TestDatabase;
let knex: Knex;
let service: ApplicationService;
beforeEach(async () => {
  database = await migratedDatabase('agency-list-indexes-');
  knex = database.knex;
  const clock = manualClock();
  const activityLog = createActivityLog({ knex, clock });
  service = createApplicationService({ knex, clock, alerts: { submitted() {} }, activityLog });
});
afterEach(() => database.destroy());

/** The plans of the queries the service sends while `run` runs, on this run's database. */
const plansOf = (run: () => Promise<unknown>) => plansOfQueries(knex, run);

const page = (query: Partial<Omit<ApplicationListQuery, 'assignee'>>) =>
  plansOf(() => service.page({ page: 1, pageSize: 20, sort: '-createdAt', ...query }));

const INDEX_OF_SORT: Record<string, string> = {
  createdAt: 'applications_created_at_index',
  tiktokUsername: 'applications_tiktok_sort_index',
  status: 'applications_status_sort_index',
  country: 'applications_country_sort_index',
};

describe.runIf(sqliteOnly)('the list reads its order from an index', () => {
  it.each(APPLICATION_SORTS.map((sort) => [sort]))('sort=%s', async (sort) => {
    const [rows, count] = await page({ sort, page: 3 });
    expect(rows).toEqual([`SCAN applications USING INDEX ${INDEX_OF_SORT[sort.replace('-', '')]}`]);
    // Counting all applications reads an index too, not the table.
    expect(count).toEqual([expect.stringMatching(/^SCAN applications USING COVERING INDEX /)]);
  });

  it.each([
    ['status', { status: 'in_progress' }, 'applications_status_created_at_index (status=?)'],
    ['country', { country: 'Schweiz' }, 'applications_country_created_at_index (country=?)'],
    // The 48-hour promise's overdue=1: still new, arrived before the cutoff.
    ['overdue', { overdue: true }, 'applications_status_created_at_index (status=? AND created_at<?)'],
  ] as const)(
    'a %s filter reads only its rows, newest first, and counts them in the index',
    async (_name, filter, index) => {
      const [rows, count] = await page(filter);
      expect(rows).toEqual([`SEARCH applications USING INDEX ${index}`]);
      expect(count).toEqual([`SEARCH applications USING COVERING INDEX ${index}`]);
    },
  );

  it('a search of three or more characters goes through the trigram index', async () => {
    for (const q of ['anna', '0170 123', '@anna']) {
      const [rows, count] = await page({ q });
      expect(rows).toContain('SEARCH applications USING INTEGER PRIMARY KEY (rowid=?)');
      expect(rows).toContainEqual(expect.stringMatching(/^SCAN applications_search VIRTUAL TABLE/));
      expect(count).toContainEqual(expect.stringMatching(/^SCAN applications_search VIRTUAL TABLE/));
    }
  });
});

const POSTGRES_INDEX_OF_SORT: Record<string, string> = {
  createdAt: 'applications_created_at_id_index',
  tiktokUsername: 'applications_tiktok_sort_index',
  status: 'applications_status_sort_index',
  country: 'applications_country_sort_index',
};

describe.runIf(!sqliteOnly)('on PostgreSQL the list reads its order from an index', () => {
  it.each(APPLICATION_SORTS.map((sort) => [sort]))('sort=%s', async (sort) => {
    // (Counting every row reads the table on PostgreSQL, whose rows' visibility lives there.)
    const [rows] = await page({ sort, page: 3 });
    expect(rows).toEqual(['Limit', `Index Scan using ${POSTGRES_INDEX_OF_SORT[sort.replace('-', '')]}`]);
  });

  it.each([
    ['status', { status: 'in_progress' }, 'applications_status_created_at_id_index'],
    ['country', { country: 'Schweiz' }, 'applications_country_created_at_id_index'],
  ] as const)(
    'a %s filter reads only its rows, newest first, through its index',
    async (_name, filter, index) => {
      const [rows, count] = await page(filter);
      expect(rows).toContain(`Index Scan using ${index}`);
      expect(rows).not.toContain('Sort');
      expect(count).not.toContain('Seq Scan');
    },
  );

  it('a search of three or more characters goes through the trigram indexes', async () => {
    for (const [q, index] of [
      ['anna', 'applications_search_tiktok_username'],
      ['@anna', 'applications_search_tiktok_username'],
      ['0170 123', 'applications_search_whatsapp_digits'],
    ]) {
      const [rows, count] = await page({ q });
      expect(count).toContain(`Bitmap Index Scan using ${index}`);
      for (const plan of [rows!, count!]) {
        expect(plan).not.toContain('Seq Scan');
        expect(plan).not.toContain('Sort');
      }
    }
  });
});

type Fields = Record<string, unknown>;
const application = (fields: Fields): Fields => ({
  tiktokUsername: '@lena.live',
  country: 'Deutschland',
  isAdult: true,
  agreedToPrivacy: true,
  status: 'new',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});
const search = async (q: string) =>
  (await service.page({ page: 1, pageSize: 100, sort: 'createdAt', q })).rows.map(
    (row) => row.tiktokUsername,
  );
/** Every byte of the search index's segments. */
const indexBytes = async () =>
  Buffer.concat(
    ((await knex.raw('select block from applications_search_data')) as Array<{ block: unknown }>).map(
      (row) => (Buffer.isBuffer(row.block) ? row.block : Buffer.from(String(row.block))),
    ),
  );

describe.runIf(sqliteOnly)('the search index', () => {
  it('follows inserts, changes and deletes', async () => {
    const [id] = await knex('applications').insert(
      application({ tiktokUsername: '@zqxw.one', notes: 'Geheimnotiz' }),
    );
    await knex('applications').insert(application({ tiktokUsername: '@andere' }));
    expect(await search('zqxw')).toEqual(['@zqxw.one']);
    expect(await search('geheimnotiz')).toEqual(['@zqxw.one']);

    await knex('applications').where({ id }).update({ notes: 'Vertraulich' });
    expect(await search('geheimnotiz')).toEqual([]);
    expect(await search('vertraulich')).toEqual(['@zqxw.one']);
    // A status change touches no searched field.
    await knex('applications').where({ id }).update({ status: 'completed' });
    expect(await search('vertraulich')).toEqual(['@zqxw.one']);

    await knex('applications').where({ id }).del();
    expect(await search('zqxw')).toEqual([]);
    expect(await search('andere')).toEqual(['@andere']);
  });

  /** Whether the index still holds trigrams of a deleted application's name. */
  async function keepsDeletedName(): Promise<boolean> {
    const [id] = await knex('applications').insert(application({ tiktokUsername: '@zqxw.one' }));
    await knex('applications').insert(application({ tiktokUsername: '@andere' }));
    await knex('applications').where({ id }).del();
    const bytes = await indexBytes();
    return ['zqx', 'qxw'].some((trigram) => bytes.includes(trigram));
  }

  it('keeps nothing of a deleted application (secure-delete)', async () => {
    expect(await keepsDeletedName()).toBe(false);
  });

  it('(the check above can see a deleted name: without secure-delete it stays)', async () => {
    await knex.raw("insert into applications_search (applications_search, rank) values ('secure-delete', 0)");
    expect(await keepsDeletedName()).toBe(true);
  });

  it('goes down and up again, indexing the applications stored meanwhile', async () => {
    await knex('applications').insert(
      application({ tiktokUsername: '@vorher', whatsappNumber: '+49 170 1234567' }),
    );
    await knex.migrate.down({ name: MIGRATION });
    const names = async (type: string) =>
      (
        (await knex.raw(`select name from sqlite_master where type = ? and tbl_name = 'applications'`, [
          type,
        ])) as Array<{
          name: string;
        }>
      )
        .map((row) => row.name)
        .filter((name) => !name.startsWith('sqlite_'))
        .sort();
    expect(await names('index')).toEqual(
      ['applications_completed_at_index', 'applications_status_index', ...LATER_INDEXES].sort(),
    );
    expect(await names('trigger')).not.toContainEqual(expect.stringMatching(/^applications_search/));
    await knex('applications').insert(application({ tiktokUsername: '@zwischendurch' }));

    await knex.migrate.up({ name: MIGRATION });
    expect(await names('index')).toEqual(
      [
        'applications_completed_at_index',
        'applications_country_created_at_index',
        'applications_country_sort_index',
        'applications_created_at_index',
        'applications_status_created_at_index',
        'applications_status_sort_index',
        'applications_tiktok_sort_index',
        ...LATER_INDEXES,
      ].sort(),
    );
    expect(await search('zwischendurch')).toEqual(['@zwischendurch']);
    expect(await search('0170 1234')).toEqual(['@vorher']);
    await knex('applications').where({ tiktokUsername: '@vorher' }).del();
    expect(await search('vorher')).toEqual([]);
    expect((await knex.raw('PRAGMA integrity_check')) as unknown).toEqual([{ integrityCheck: 'ok' }]);
  });
});
