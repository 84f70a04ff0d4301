import type { Knex } from 'knex';

/**
 * The newsletter (issue 40): subscribers with the proof of their consent, the consent texts they
 * agreed to (kept as versions), the block list of unsubscribed addresses (a keyed hash only), and
 * the issues staff write and send. The mails themselves go through mail_outbox: kind
 * 'newsletter' with source_id = the issue and recipient_id = the subscriber, at most one row per
 * pair (a partial unique index), so a second send or a second process cannot queue an address
 * twice.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('newsletter_consent_texts'))) {
    await knex.schema.createTable('newsletter_consent_texts', (table) => {
      table.increments('id').primary();
      table.text('text').notNullable();
      // sha256 of the text (hex): a text is stored once, however often people agree to it.
      table.string('text_hash', 64).notNullable().unique();
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
  }
  if (!(await knex.schema.hasTable('newsletter_subscribers'))) {
    await knex.schema.createTable('newsletter_subscribers', (table) => {
      table.increments('id').primary();
      // Trimmed and lower-cased: one row per address.
      table.string('email', 254).notNullable().unique();
      // 'pending' until the link in the confirmation mail was used, then 'confirmed'.
      table.string('status', 16).notNullable();
      table.integer('consent_text_id').notNullable().references('id').inTable('newsletter_consent_texts');
      table.timestamp('signed_up_at', { useTz: true }).notNullable();
      table.timestamp('confirmed_at', { useTz: true }).nullable();
      // The confirmation link: a nonce (the token is an HMAC of it under the server's key) and the
      // token's hash to find the row; the token itself is only ever in the mail.
      table.string('confirm_nonce', 64).nullable();
      table.string('confirm_token_hash', 64).nullable().unique();
      table.timestamp('confirm_expires_at', { useTz: true }).nullable();
      // When the last confirmation mail was queued (a repeated sign-up does not send one each time).
      table.timestamp('confirm_mailed_at', { useTz: true }).nullable();
      // The unsubscribe links of this subscription are HMACs of id and this nonce.
      table.string('unsubscribe_nonce', 64).notNullable();
      table.index(['status', 'signed_up_at'], 'newsletter_subscribers_status_index');
    });
  }
  if (!(await knex.schema.hasTable('newsletter_blocklist'))) {
    await knex.schema.createTable('newsletter_blocklist', (table) => {
      // HMAC-SHA256 (hex) of the normalised address under a key outside the database.
      table.string('email_hash', 64).primary();
      table.timestamp('blocked_at', { useTz: true }).notNullable();
    });
  }
  if (!(await knex.schema.hasTable('newsletter_issues'))) {
    await knex.schema.createTable('newsletter_issues', (table) => {
      table.increments('id').primary();
      table.string('subject', 200).notNullable();
      table.text('text').notNullable();
      // 'draft' → 'sending' → 'sent'
      table.string('status', 16).notNullable().defaultTo('draft');
      table.integer('created_by').nullable().references('id').inTable('admin_users').onDelete('SET NULL');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.integer('sent_by').nullable().references('id').inTable('admin_users').onDelete('SET NULL');
      table.timestamp('send_started_at', { useTz: true }).nullable();
      table.timestamp('sent_at', { useTz: true }).nullable();
      // The figures: confirmed subscribers when sending started, mails accepted by the SMTP
      // server, mails given up, and mails not sent because the subscriber left meanwhile.
      table.integer('recipients').notNullable().defaultTo(0);
      table.integer('delivered').notNullable().defaultTo(0);
      table.integer('failed').notNullable().defaultTo(0);
      table.integer('skipped').notNullable().defaultTo(0);
      // The global pace (ms since the epoch): the next mail of this issue may leave then, whichever
      // process sends it.
      table.bigInteger('next_send_at').notNullable().defaultTo(0);
      table.index(['status'], 'newsletter_issues_status_index');
    });
  }
  await knex.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_newsletter_once
       ON mail_outbox (source_id, recipient_id) WHERE kind = 'newsletter'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS mail_outbox_newsletter_once');
  await knex.schema.dropTableIfExists('newsletter_issues');
  await knex.schema.dropTableIfExists('newsletter_blocklist');
  await knex.schema.dropTableIfExists('newsletter_subscribers');
  await knex.schema.dropTableIfExists('newsletter_consent_texts');
}
