import type { Knex } from 'knex';

/**
 * The triggers that queue a staff alert with every new application and contact message, due at
 * once (its time is the row's created_at in ms). Being part of the INSERT, the alert commits or
 * fails with the submission. They used to be written at every start by the alert sender, which a
 * process started without mail settings dropped for every process; now they always queue, and a
 * process without mail settings simply does not send. Alerts nobody sends are deleted by the daily
 * maintenance after a day (server/services/mail-outbox.ts).
 */
const SOURCES = { application: 'applications', contact_message: 'contact_messages' } as const;

export async function up(knex: Knex): Promise<void> {
  const postgres = knex.client.config.client === 'pg';
  const insert = 'INSERT INTO mail_outbox (kind, source_id, attempts, created_at, next_attempt_at)';
  if (!postgres) {
    const ms = 'CAST(ROUND((julianday(NEW.created_at) - 2440587.5) * 86400000) AS INTEGER)';
    for (const [kind, table] of Object.entries(SOURCES)) {
      await knex.raw(`DROP TRIGGER IF EXISTS mail_outbox_${kind}`);
      await knex.raw(`CREATE TRIGGER mail_outbox_${kind} AFTER INSERT ON ${table} BEGIN
        ${insert} VALUES ('${kind}', NEW.id, 0, ${ms}, ${ms});
      END`);
    }
    return;
  }
  const ms = 'round(extract(epoch from NEW.created_at) * 1000)::bigint';
  await knex.raw(`CREATE OR REPLACE FUNCTION mail_outbox_queue() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${insert} VALUES (TG_ARGV[0], NEW.id, 0, ${ms}, ${ms});
      RETURN NULL;
    END $$`);
  for (const [kind, table] of Object.entries(SOURCES)) {
    await knex.raw(`DROP TRIGGER IF EXISTS mail_outbox_${kind} ON ${table}`);
    await knex.raw(`CREATE TRIGGER mail_outbox_${kind} AFTER INSERT ON ${table}
      FOR EACH ROW EXECUTE FUNCTION mail_outbox_queue('${kind}')`);
  }
}

export async function down(knex: Knex): Promise<void> {
  const postgres = knex.client.config.client === 'pg';
  for (const [kind, table] of Object.entries(SOURCES)) {
    await knex.raw(
      postgres
        ? `DROP TRIGGER IF EXISTS mail_outbox_${kind} ON ${table}`
        : `DROP TRIGGER IF EXISTS mail_outbox_${kind}`,
    );
  }
  if (postgres) await knex.raw('DROP FUNCTION IF EXISTS mail_outbox_queue()');
}
