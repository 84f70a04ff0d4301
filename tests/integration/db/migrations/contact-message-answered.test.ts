import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';

/**
 * db/migrations/20261209120000_contact_message_answered: `answered_at`, null for the messages there
 * are, added in place (the table keeps the outbox's trigger), and the migration goes down and up
 * again. On SQLite and (TEST_DATABASE=postgres) PostgreSQL.
 */

const MIGRATION = '20261209120000_contact_message_answered';

let database: TestDatabase;
let knex: Knex;
beforeEach(async () => {
  database = await migratedDatabase('agency-message-answered-');
  knex = database.knex;
});
afterEach(() => database.destroy());

async function triggers(): Promise<string[]> {
  if (knex.client.config.client === 'pg') {
    const result = await knex.raw<{ rows: Array<{ name: string }> }>(
      "SELECT DISTINCT trigger_name AS name FROM information_schema.triggers WHERE event_object_table = 'contact_messages' ORDER BY 1",
    );
    return result.rows.map((row) => row.name);
  }
  const rows = (await knex('sqlite_master')
    .where({ type: 'trigger', tbl_name: 'contact_messages' })
    .orderBy('name')
    .select('name')) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

describe('contact messages’ answered_at', () => {
  it('goes down and up again, the messages kept unanswered and the table keeping its trigger', async () => {
    const before = await triggers();
    expect(before.length).toBeGreaterThan(0);
    await knex.migrate.down({ name: MIGRATION });
    expect(await knex.schema.hasColumn('contact_messages', 'answered_at')).toBe(false);
    await knex('contact_messages').insert({
      name: 'Max Muster',
      email: 'max@example.org',
      subject: 'Vorher',
      message: 'Eine Nachricht von vorher.',
      isRead: true,
      createdAt: new Date().toISOString(),
    });
    await knex.migrate.up({ name: MIGRATION });
    expect(await knex('contact_messages').select('subject', 'answeredAt')).toEqual([
      { subject: 'Vorher', answeredAt: null },
    ]);
    expect(await triggers()).toEqual(before);
  });
});
