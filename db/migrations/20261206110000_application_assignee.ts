import type { Knex } from 'knex';

/**
 * Who "has" an application (issue 38): `assignee_id`, a colleague's account, set to NULL when
 * that account is deleted (as invitations.invited_by and site_settings_versions.saved_by_id).
 * Indexed for the list's `assignee=` filter. The accounts' choice to get an e-mail when an
 * application is assigned to them (`alert_on_assignment`, off by default), and the outbox's
 * `recipient_id`: the account an assignment mail is for (its source_id is the application).
 *
 * On SQLite the foreign key is added with a plain ALTER TABLE … ADD COLUMN … REFERENCES (allowed
 * for a nullable column without a default): knex's schema builder would copy the applications
 * table into a new one for it, which drops the table's triggers (the outbox's, the search index's).
 * PostgreSQL takes the schema builder's ADD COLUMN and constraint.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.schema.alterTable('applications', (table) => {
      table
        .integer('assignee_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('SET NULL');
    });
  } else if (!(await knex.schema.hasColumn('applications', 'assignee_id'))) {
    // (down leaves the column on SQLite, see there)
    await knex.raw(
      'ALTER TABLE applications ADD COLUMN assignee_id integer NULL REFERENCES admin_users (id) ON DELETE SET NULL',
    );
  }
  await knex.schema.alterTable('applications', (table) => {
    table.index(['assignee_id']);
  });
  await knex.schema.alterTable('admin_users', (table) => {
    table.boolean('alert_on_assignment').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.integer('recipient_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropColumn('recipient_id');
  });
  await knex.schema.alterTable('admin_users', (table) => {
    table.dropColumn('alert_on_assignment');
  });
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['assignee_id']);
  });
  // SQLite drops a column with a REFERENCES clause only after the constraint is gone: there the
  // column stays (NULL everywhere does no harm); PostgreSQL drops both.
  if (knex.client.config.client === 'pg') {
    await knex.schema.alterTable('applications', (table) => {
      table.dropForeign(['assignee_id']);
      table.dropColumn('assignee_id');
    });
  }
}
