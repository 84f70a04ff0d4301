import type { Knex } from 'knex';

/**
 * When the day's claimed maintenance run finished. A claim that never finished (its process died
 * during the run) may be taken over by another process once it is older than the lease
 * (server/jobs/maintenance.ts), so a crash does not cost the installation that day's backup.
 * Runs recorded before this column existed count as finished.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('maintenance_runs', (table) => {
    table.bigInteger('finished_at').nullable();
  });
  await knex('maintenance_runs').update({ finished_at: knex.ref('claimed_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('maintenance_runs', (table) => {
    table.dropColumn('finished_at');
  });
}
