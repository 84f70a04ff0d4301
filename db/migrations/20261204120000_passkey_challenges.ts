import type { Knex } from 'knex';

/**
 * The passkey sign-in challenges already answered. The challenges themselves are signed by the
 * server and kept nowhere (an anonymous "Mit Passkey anmelden" stores nothing); a hash of each one
 * used lands here under a primary key, so of two parallel sign-ins with one challenge exactly one
 * gets in. Rows are purged once their challenge has expired.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkey_challenges', (table) => {
    table.string('challenge_hash', 64).primary();
    table.bigInteger('expires_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('passkey_challenges');
}
