import type { Knex } from 'knex';

/**
 * Counts each new application in the recruiting report's `recruiting_arrivals` (per Europe/Berlin
 * day and source label) inside the INSERT itself, as the outbox's trigger queues its alert: the
 * public form's submission stays one statement, with no transaction around it.
 *
 * Each arrival is a row of its own (count 1; the report sums them), not an increment of one row
 * per day and source: on PostgreSQL every application of the day would otherwise wait for the
 * row lock of the one before until that one's commit is on disk. The table loses its primary key
 * for that; its rows of before are kept.
 *
 * SQLite has no time zones, so its trigger reads the Berlin day with the EU's summer-time rule
 * (since 1996: from the last Sunday of March to the last Sunday of October, both at 01:00 UTC);
 * `shared/time.ts`'s berlinDate is what the report compares with, and a test checks the two agree
 * around both changes. PostgreSQL asks its own time zone database.
 */
const INSERT = (day: string) => `INSERT INTO recruiting_arrivals (day, source, count)
  VALUES (${day}, NEW.source_label, 1)`;

/** recruiting_arrivals with (`keyed`) or without its primary key (day, source), its rows kept and summed. */
async function rebuildArrivals(knex: Knex, keyed: boolean): Promise<void> {
  await knex.schema.renameTable('recruiting_arrivals', 'recruiting_arrivals_before');
  await knex.schema.createTable('recruiting_arrivals', (table) => {
    table.string('day', 10).notNullable();
    table.string('source', 100).notNullable();
    table
      .integer('count')
      .notNullable()
      .defaultTo(keyed ? 0 : 1);
    if (keyed) table.primary(['day', 'source']);
    else table.index(['day']);
  });
  await knex.raw(`INSERT INTO recruiting_arrivals (day, source, count)
    SELECT day, source, sum(count) FROM recruiting_arrivals_before GROUP BY day, source`);
  await knex.schema.dropTable('recruiting_arrivals_before');
}

/** The Berlin calendar day of NEW.created_at (an ISO instant) in SQLite. */
const SQLITE_BERLIN_DAY = `CASE
    WHEN julianday(NEW.created_at) >= julianday(strftime('%Y', NEW.created_at) || '-03-25', 'weekday 0', '+1 hour')
     AND julianday(NEW.created_at) < julianday(strftime('%Y', NEW.created_at) || '-10-25', 'weekday 0', '+1 hour')
    THEN date(NEW.created_at, '+2 hours')
    ELSE date(NEW.created_at, '+1 hour')
  END`;

export async function up(knex: Knex): Promise<void> {
  await rebuildArrivals(knex, false);
  if (knex.client.config.client !== 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival');
    await knex.raw(`CREATE TRIGGER recruiting_arrival AFTER INSERT ON applications BEGIN
      ${INSERT(SQLITE_BERLIN_DAY)};
    END`);
    return;
  }
  await knex.raw(`CREATE OR REPLACE FUNCTION recruiting_arrival() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${INSERT("to_char(NEW.created_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD')")};
      RETURN NULL;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival ON applications');
  await knex.raw(`CREATE TRIGGER recruiting_arrival AFTER INSERT ON applications
    FOR EACH ROW EXECUTE FUNCTION recruiting_arrival()`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival');
  } else {
    await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival ON applications');
    await knex.raw('DROP FUNCTION IF EXISTS recruiting_arrival()');
  }
  await rebuildArrivals(knex, true);
}
