import type { Knex } from 'knex';

/**
 * Rebuilds the SQLite file once (VACUUM), so that rows deleted before secure_delete was switched
 * on (db/connection.ts) leave no readable text in its free pages: erased applications and
 * messages, and those removed by the retention job. From now on deleted content is overwritten
 * as it is deleted. VACUUM cannot run inside a transaction, hence `transaction: false`; running it
 * twice does no harm.
 */
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'sqlite3') await knex.raw('VACUUM');
}

export async function down(): Promise<void> {
  // Nothing to undo: the file holds the same data.
}
