import type { Knex } from 'knex';

/**
 * Staff roles (shared/roles.ts): every account has one. Accounts made before roles existed could
 * do everything, so they become owners; so does the first-start account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    table.string('role', 16).notNullable().defaultTo('owner');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    table.dropColumn('role');
  });
}
