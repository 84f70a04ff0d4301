import type { Knex } from 'knex';

/**
 * A staff account's new e-mail address waiting for its owner to confirm it (issue 48): the
 * address takes effect only when the link mailed to it is opened and confirmed. Like the
 * invitations and password resets, a row keeps a random nonce and the token's hash, never the
 * token (the mail is composed when it is sent, from the nonce and the server's key). A row is
 * used once (`used_at`), withdrawn or superseded by a newer request (`revoked_at`), and expires.
 * `previous_email` is the address told about the change (the account's at the request).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_changes', (table) => {
    table.increments('id').primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('CASCADE');
    table.string('email', 254).notNullable();
    table.string('previous_email', 254).nullable();
    table.string('nonce', 64).notNullable();
    table.string('token_hash', 128).notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.timestamp('revoked_at', { useTz: true }).nullable();
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('email_changes');
}
