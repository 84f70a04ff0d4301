import type { Knex } from 'knex';

/**
 * The site's settings, edited in the control centre (issue 23). Every save is a row holding the
 * complete values; the newest row is what the site shows, and no row at all means the shipped
 * defaults (so an upgraded installation shows exactly what it showed before). Ids are given by the
 * saving server (the newest id + 1), so two saves from the same version cannot both land.
 * Previews hold unsaved values for a signed-in person's preview tab, for an hour.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_settings_versions', (table) => {
    table.integer('id').primary();
    table.text('values').notNullable();
    table.timestamp('saved_at', { useTz: true }).notNullable();
    table.integer('saved_by_id').unsigned().nullable().references('id').inTable('admin_users').onDelete('SET NULL');
    table.string('saved_by_name', 100).notNullable();
    table.integer('restored_from').nullable();
  });

  await knex.schema.createTable('site_settings_previews', (table) => {
    table.string('id', 64).primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('CASCADE');
    table.text('values').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('site_settings_previews');
  await knex.schema.dropTableIfExists('site_settings_versions');
}
