import type { Knex } from 'knex';

/**
 * An application's outcome beside the spec's status: `accepted`, `rejected` or `withdrawn`, set
 * together with the status "completed" (Erledigt) and null otherwise (also for a completed one
 * "ohne Ergebnis"). The list filters on it, and the retention keeps accepted applications by
 * their own period (ACCEPTED_RETENTION_DAYS).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.string('outcome', 20).nullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['outcome']);
    table.dropColumn('outcome');
  });
}
