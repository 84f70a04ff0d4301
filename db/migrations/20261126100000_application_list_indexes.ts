import type { Knex } from 'knex';

/**
 * Indexes for the applications list at volume (GET /api/admin/applications with page, filters
 * and sort; server/services/application-list.ts): each order the list offers can be read from an
 * index instead of sorting every row, and a status or country filter reads only its rows, newest
 * first. Every index ends in the rowid (the id), the list's final tie-breaker, so "order, id" is
 * covered too. (status, created_at) replaces the index on status alone, its prefix.
 *
 * The expression indexes must name exactly the expressions the list sorts by (SQLite uses an
 * index on an expression only for that same expression); they are written out here because a
 * migration never changes, and tests/integration/db/migrations/application-list-indexes.test.ts
 * checks that the service's queries still use them.
 *
 * The search (q) goes through applications_search, an FTS5 trigram index of the six searched
 * fields: a LIKE '%…%' over every row took 100–350 ms at 100,000 applications, the index a few.
 * - Trigrams find any substring of three or more characters; case_sensitive 0 (the trigram
 *   tokenizer's default) folds the case of every letter, umlauts included.
 * - whatsapp_digits is the WhatsApp number without the separators people type (" -/().+"), so a
 *   number finds it written another way (server/services/application-list.ts, phoneDigits).
 * - Contentless (content=''): it holds the index only, not a second copy of the texts. A row
 *   leaves it through FTS5's 'delete' command with the values it was indexed with (the trigger's
 *   old.*), and with secure-delete on, that removes its entries from the index at once: a deleted
 *   application leaves nothing of its texts in the search index (nor in a backup of it).
 * - Kept in step with applications by triggers, in the same statement as each write; a status
 *   change (the common update) touches none of its columns and so not the index.
 */
const EXPRESSION_INDEXES: Record<string, string> = {
  // The TikTok name as the list sorts it: without a leading "@", ASCII letters case-insensitive.
  applications_tiktok_sort_index: "(ltrim(tiktok_username, '@') collate nocase)",
  // Status in its workflow order, country in German alphabetical order (the constants' orders).
  applications_status_sort_index:
    "((case status when 'new' then 0 when 'in_progress' then 1 when 'completed' then 2 else 3 end))",
  applications_country_sort_index:
    "((case country when 'Deutschland' then 0 when 'Österreich' then 1 when 'Schweiz' then 2 else 3 end))",
};

const SEARCHED = [
  'tiktok_username',
  'whatsapp_number',
  'telegram_username',
  'website',
  'current_agency',
  'notes',
] as const;
const digitsOf = (number: string) =>
  [' ', '-', '/', '(', ')', '.', '+'].reduce(
    (sql, separator) => `replace(${sql}, '${separator}', '')`,
    number,
  );
/** The index's values of a row: `new.` in a trigger, nothing in a select from applications. */
const searchValues = (prefix: string) =>
  [
    `${prefix}id`,
    ...SEARCHED.map((column) => `${prefix}${column}`),
    digitsOf(`${prefix}whatsapp_number`),
  ].join(', ');
const SEARCH_COLUMNS = ['rowid', ...SEARCHED, 'whatsapp_digits'].join(', ');

/**
 * On PostgreSQL the same orders come from the same kind of indexes (the TikTok name's expression
 * is PostgreSQL's spelling of NOCASE, see db/dialect.ts), each ending in the id explicitly. The
 * search is ILIKE over the six fields, served by trigram GIN indexes (pg_trgm): no second table
 * and no triggers; a deleted row's index entries go with the row's next VACUUM.
 */
const POSTGRES_EXPRESSION_INDEXES: Record<string, string> = {
  applications_tiktok_sort_index: `(translate(ltrim(tiktok_username, '@'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') collate "C", id)`,
  applications_status_sort_index: `(${EXPRESSION_INDEXES.applications_status_sort_index!.slice(1, -1)}, id)`,
  applications_country_sort_index: `(${EXPRESSION_INDEXES.applications_country_sort_index!.slice(1, -1)}, id)`,
};

async function upPostgres(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['status']);
    table.index(['created_at', 'id']);
    table.index(['status', 'created_at', 'id']);
    table.index(['country', 'created_at', 'id']);
  });
  for (const [name, expression] of Object.entries(POSTGRES_EXPRESSION_INDEXES)) {
    await knex.raw(`create index ${name} on applications ${expression}`);
  }
  await knex.raw('create extension if not exists pg_trgm');
  for (const column of SEARCHED) {
    await knex.raw(
      `create index applications_search_${column} on applications using gin (${column} gin_trgm_ops)`,
    );
  }
  await knex.raw(
    `create index applications_search_whatsapp_digits on applications using gin ((${digitsOf('whatsapp_number')}) gin_trgm_ops)`,
  );
}

async function downPostgres(knex: Knex): Promise<void> {
  for (const column of [...SEARCHED, 'whatsapp_digits'])
    await knex.raw(`drop index applications_search_${column}`);
  for (const name of Object.keys(POSTGRES_EXPRESSION_INDEXES)) await knex.raw(`drop index ${name}`);
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['country', 'created_at', 'id']);
    table.dropIndex(['status', 'created_at', 'id']);
    table.dropIndex(['created_at', 'id']);
    table.index(['status']);
  });
}

const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return upPostgres(knex);
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['status']);
    table.index(['created_at']);
    table.index(['status', 'created_at']);
    table.index(['country', 'created_at']);
  });
  for (const [name, expression] of Object.entries(EXPRESSION_INDEXES)) {
    await knex.raw(`create index ${name} on applications ${expression}`);
  }

  await knex.raw(
    `create virtual table applications_search using fts5(${[...SEARCHED, 'whatsapp_digits'].join(', ')}, ` +
      "content='', tokenize='trigram')",
  );
  await knex.raw("insert into applications_search (applications_search, rank) values ('secure-delete', 1)");
  await knex.raw(
    `insert into applications_search (${SEARCH_COLUMNS}) select ${searchValues('')} from applications`,
  );
  const insert = `insert into applications_search (${SEARCH_COLUMNS}) values (${searchValues('new.')});`;
  const remove =
    `insert into applications_search (applications_search, ${SEARCH_COLUMNS}) ` +
    `values ('delete', ${searchValues('old.')});`;
  await knex.raw(
    `create trigger applications_search_insert after insert on applications begin ${insert} end`,
  );
  await knex.raw(
    `create trigger applications_search_delete after delete on applications begin ${remove} end`,
  );
  await knex.raw(
    `create trigger applications_search_update after update of ${SEARCHED.join(', ')} on applications ` +
      `begin ${remove} ${insert} end`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return downPostgres(knex);
  for (const trigger of ['insert', 'delete', 'update']) {
    await knex.raw(`drop trigger applications_search_${trigger}`);
  }
  await knex.raw('drop table applications_search');
  for (const name of Object.keys(EXPRESSION_INDEXES)) await knex.raw(`drop index ${name}`);
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['country', 'created_at']);
    table.dropIndex(['status', 'created_at']);
    table.dropIndex(['created_at']);
    table.index(['status']);
  });
}
