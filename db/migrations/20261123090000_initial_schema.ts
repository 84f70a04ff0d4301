import type { Knex } from 'knex';

// Columns are snake_case; Objection's snake-case mappers expose them as the spec's camelCase names.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_users', (table) => {
    table.increments('id').primary();
    table.string('username', 64).notNullable().unique();
    table.string('password_hash', 512).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('sessions', (table) => {
    table.string('id', 128).primary();
    table
      .integer('user_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('CASCADE');
    table.text('data').notNullable();
    table.bigInteger('expires_at').notNullable().index();
    table.index(['user_id']);
  });

  await knex.schema.createTable('applications', (table) => {
    table.increments('id').primary();
    table.string('tiktok_username', 100).notNullable();
    table.string('whatsapp_number', 50).nullable();
    table.string('telegram_username', 100).nullable();
    table.string('website', 500).nullable();
    table.string('country', 32).notNullable();
    table.string('streaming_experience', 50).nullable();
    table.string('current_agency', 200).nullable();
    table.boolean('is_adult').notNullable().defaultTo(false);
    table.boolean('agreed_to_privacy').notNullable().defaultTo(false);
    table.string('status', 20).notNullable().defaultTo('new').index();
    table.text('notes').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('livestreams', (table) => {
    table.increments('id').primary();
    table.string('day', 16).notNullable();
    table.string('time', 50).notNullable();
    table.string('title', 200).notNullable();
    table.text('description').nullable();
    table.boolean('is_live').notNullable().defaultTo(false);
    table.integer('order').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('highlights', (table) => {
    table.increments('id').primary();
    table.string('title', 200).notNullable();
    table.text('description').notNullable();
    table.string('image_url', 1000).notNullable();
    table.string('date', 50).notNullable();
    table.integer('order').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('streamers', (table) => {
    table.increments('id').primary();
    table.string('name', 100).notNullable();
    table.string('profile_image_url', 1000).notNullable();
    table.string('tiktok_username', 100).notNullable();
    table.string('tiktok_url', 1000).notNullable();
    table.text('description').nullable();
    table.string('country', 32).notNullable().defaultTo('Deutschland');
    table.string('tags', 500).nullable();
    table.string('tag_color', 20).notNullable().defaultTo('default');
    table.string('frame_type', 32).notNullable().defaultTo('standard');
    table.boolean('featured').notNullable().defaultTo(false);
    table.integer('order').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('feedbacks', (table) => {
    table.increments('id').primary();
    table.string('name', 100).notNullable();
    table.text('content').notNullable();
    table.float('rating').notNullable().defaultTo(5);
    table.string('role', 100).nullable();
    table.string('profile_image_url', 1000).notNullable();
    table.string('tiktok_url', 1000).nullable();
    table.integer('order').notNullable().defaultTo(1);
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('faqs', (table) => {
    table.increments('id').primary();
    table.string('question', 300).notNullable();
    table.text('answer').notNullable();
    table.integer('order').notNullable().defaultTo(1);
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('contact_messages', (table) => {
    table.increments('id').primary();
    table.string('name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('whatsapp_number', 50).nullable();
    table.string('telegram_username', 100).nullable();
    table.string('subject', 200).notNullable();
    table.text('message').notNullable();
    table.boolean('is_read').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  // One row per clock hour (hours since the Unix epoch, UTC): no IP, cookie or path is stored.
  await knex.schema.createTable('page_views', (table) => {
    table.bigInteger('hour').primary();
    table.integer('count').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'page_views',
    'contact_messages',
    'faqs',
    'feedbacks',
    'streamers',
    'highlights',
    'livestreams',
    'applications',
    'sessions',
    'admin_users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
