import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedStatement } from '@db/prepared.js';
import { createKnex } from '@db/connection.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';

/**
 * db/prepared.ts: a statement parsed once per connection runs again and again with new values on
 * both databases, a failed run leaves it usable, it runs beside the query builder's statements,
 * and a SQLite connection with prepared statements still closes (they are finalized).
 */

const insertTemplate = preparedStatement(
  'test_prepared_template',
  'insert into reply_templates (name, text, created_at, updated_at) values (?, ?, ?, ?)',
);
const at = '2026-11-28T10:00:00.000Z';

let database: TestDatabase;
beforeEach(async () => {
  database = await migratedDatabase('agency-prepared-');
});
afterEach(() => database.destroy());

const names = async () =>
  ((await database.knex('reply_templates').orderBy('id').select('name')) as Array<{ name: string }>).map(
    (row) => row.name,
  );

describe('preparedStatement', () => {
  it('runs many times with new values, and again after a run the database refused', async () => {
    for (const name of ['Absage', 'Zusage', 'Rückfrage'])
      await insertTemplate.run(database.knex, [name, 'Hallo {tiktok}', at, at]);
    await expect(insertTemplate.run(database.knex, ['Ohne Text', null, at, at])).rejects.toThrow(
      /NOT NULL|null value/i,
    );
    await insertTemplate.run(database.knex, ['Danach', 'Text', at, at]);
    expect(await names()).toEqual(['Absage', 'Zusage', 'Rückfrage', 'Danach']);
  });

  it("runs beside the query builder's statements, each row written once", async () => {
    const { knex } = database;
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? insertTemplate.run(knex, [`Vorlage ${index}`, 'x', at, at])
          : knex('reply_templates').insert({
              name: `Vorlage ${index}`,
              text: 'x',
              createdAt: at,
              updatedAt: at,
            }),
      ),
    );
    expect((await names()).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `Vorlage ${index}`).sort(),
    );
  });

  it.runIf(sqliteOnly)(
    'lets a SQLite connection with prepared statements close, and the rows stay',
    async () => {
      const knex = createKnex(database.file);
      await insertTemplate.run(knex, ['Geschlossen', 'x', at, at]);
      // The pool's one connection closes as knex.destroy() closes it; SQLite refuses (SQLITE_BUSY)
      // while a statement of it is not finalized.
      const client = knex.client as {
        acquireConnection(): Promise<{ close(done: (error: Error | null) => void): void }>;
        releaseConnection(connection: unknown): Promise<void>;
      };
      const connection = await client.acquireConnection();
      await new Promise<void>((resolve, reject) =>
        connection.close((error) => (error ? reject(error) : resolve())),
      );
      await client.releaseConnection(connection);
      await knex.destroy().catch(() => undefined); // its connection is already closed
      expect(await names()).toEqual(['Geschlossen']);
    },
  );
});
