import type { Knex } from 'knex';

/**
 * When an application's status became "completed" (Erledigt): the retention clock of
 * APPLICATION_RETENTION_DAYS starts there. Null while the status is anything else. Applications
 * already completed when this runs count from now, so an upgrade never deletes anything at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.timestamp('completed_at', { useTz: true }).nullable().index();
  });
  await knex('applications')
    .where({ status: 'completed' })
    .update({ completed_at: new Date().toISOString() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['completed_at']);
    table.dropColumn('completed_at');
  });
}
