import type { Knex } from 'knex';

/**
 * Counts each new application in the recruiting report's `recruiting_arrivals` (per Europe/Berlin
 * day and source label) inside the INSERT itself, as the outbox's trigger queues its alert: the
 * public form's submission stays one statement, with no transaction around it.
 *
 * SQLite has no time zones, so its trigger reads the Berlin day with the EU's summer-time rule
 * (since 1996: from the last Sunday of March to the last Sunday of October, both at 01:00 UTC);
 * `shared/time.ts`'s berlinDate is what the report compares with, and a test checks the two agree
 * around both changes. PostgreSQL asks its own time zone database.
 */
const UPSERT = (day: string) => `INSERT INTO recruiting_arrivals (day, source, count)
  VALUES (${day}, NEW.source_label, 1)
  ON CONFLICT (day, source) DO UPDATE SET count = recruiting_arrivals.count + 1`;

/** The Berlin calendar day of NEW.created_at (an ISO instant) in SQLite. */
const SQLITE_BERLIN_DAY = `CASE
    WHEN julianday(NEW.created_at) >= julianday(strftime('%Y', NEW.created_at) || '-03-25', 'weekday 0', '+1 hour')
     AND julianday(NEW.created_at) < julianday(strftime('%Y', NEW.created_at) || '-10-25', 'weekday 0', '+1 hour')
    THEN date(NEW.created_at, '+2 hours')
    ELSE date(NEW.created_at, '+1 hour')
  END`;

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival');
    await knex.raw(`CREATE TRIGGER recruiting_arrival AFTER INSERT ON applications BEGIN
      ${UPSERT(SQLITE_BERLIN_DAY)};
    END`);
    return;
  }
  await knex.raw(`CREATE OR REPLACE FUNCTION recruiting_arrival() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${UPSERT("to_char(NEW.created_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD')")};
      RETURN NULL;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival ON applications');
  await knex.raw(`CREATE TRIGGER recruiting_arrival AFTER INSERT ON applications
    FOR EACH ROW EXECUTE FUNCTION recruiting_arrival()`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival');
    return;
  }
  await knex.raw('DROP TRIGGER IF EXISTS recruiting_arrival ON applications');
  await knex.raw('DROP FUNCTION IF EXISTS recruiting_arrival()');
}
