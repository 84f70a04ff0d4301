import type { Knex } from 'knex';

/**
 * An application's outcome beside the spec's status: `accepted`, `rejected` or `withdrawn`, set
 * together with the status "completed" (Erledigt) and null otherwise (also for a completed one
 * "ohne Ergebnis"). The list filters on it, and the retention keeps accepted applications by
 * their own period (ACCEPTED_RETENTION_DAYS).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    // No index of its own: filtered lists read the created_at order and test the column, which
    // stays fast at 100,000 rows; an index here would tempt SQLite to sort "outcome is null" (most rows).
    table.string('outcome', 20).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.dropColumn('outcome');
  });
}
