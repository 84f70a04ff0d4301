import type { Knex } from 'knex';

/**
 * The list's `assignee=` filter in the list's order: (assignee_id, created_at, id) in place of the
 * index on assignee_id alone, as source_label's, so "Mir zugewiesen" reads its page from the
 * index instead of sorting every application of that person (bench:applications at 100,000: page
 * 50 of one person's 14,285 took 58 ms with the old index). It still serves the foreign key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['assignee_id']);
    table.index(['assignee_id', 'created_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['assignee_id', 'created_at', 'id']);
    table.index(['assignee_id']);
  });
}
