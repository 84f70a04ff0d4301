import type { Knex } from 'knex';

/**
 * Staff accounts of their own (issue 22): a display name and e-mail per account, disabling, the
 * last sign-in, the second factor (TOTP key, recovery codes, passkeys), invitations and password
 * resets (only hashes of their tokens), and what the sessions list shows about each session.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    table.string('display_name', 100).nullable();
    // Stored in lower case, so the unique index is case-insensitive on every database.
    table.string('email', 254).nullable().unique();
    table.timestamp('disabled_at', { useTz: true }).nullable();
    table.timestamp('last_sign_in_at', { useTz: true }).nullable();
    table.timestamp('password_changed_at', { useTz: true }).nullable();
    table.string('totp_secret', 64).nullable();
    /** The last accepted TOTP time step: a code is accepted once. */
    table.bigInteger('totp_last_step').nullable();
  });

  await knex.schema.createTable('recovery_codes', (table) => {
    table.increments('id').primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('CASCADE');
    table.string('code_hash', 128).notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.index(['user_id']);
  });

  await knex.schema.createTable('passkeys', (table) => {
    table.increments('id').primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('CASCADE');
    table.string('credential_id', 512).notNullable().unique();
    table.text('public_key').notNullable();
    table.bigInteger('counter').notNullable().defaultTo(0);
    table.string('transports', 200).nullable();
    table.string('name', 100).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_used_at', { useTz: true }).nullable();
    table.index(['user_id']);
  });

  // A link's token is computed from the server's key and the row's nonce (so the mail can be
  // composed when it is sent); only the token's hash is stored to look it up.
  await knex.schema.createTable('invitations', (table) => {
    table.increments('id').primary();
    table.string('nonce', 64).notNullable();
    table.string('token_hash', 128).notNullable().unique();
    table.string('name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('role', 16).notNullable();
    table
      .integer('invited_by')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('accepted_at', { useTz: true }).nullable();
    table.timestamp('revoked_at', { useTz: true }).nullable();
    table.index(['email']);
  });

  await knex.schema.createTable('password_resets', (table) => {
    table.increments('id').primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('CASCADE');
    table.string('nonce', 64).notNullable();
    table.string('token_hash', 128).notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.index(['user_id']);
  });

  await knex.schema.alterTable('sessions', (table) => {
    table.string('user_agent', 512).nullable();
    table.string('ip', 64).nullable();
    table.bigInteger('signed_in_at').nullable();
    table.bigInteger('last_active_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (table) => {
    for (const column of ['user_agent', 'ip', 'signed_in_at', 'last_active_at']) table.dropColumn(column);
  });
  for (const table of ['password_resets', 'invitations', 'passkeys', 'recovery_codes']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('admin_users', (table) => {
    table.dropUnique(['email']);
    for (const column of [
      'display_name',
      'email',
      'disabled_at',
      'last_sign_in_at',
      'password_changed_at',
      'totp_secret',
      'totp_last_step',
    ]) {
      table.dropColumn(column);
    }
  });
}
