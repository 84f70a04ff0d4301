import type { Knex } from 'knex';

/**
 * What the database plans for the queries a service sends: the tests that prove a list or a
 * lookup reads an index (at 100,000 applications a scan or a sort would miss the speed budget).
 */

export interface LoggedQuery {
  sql: string;
  bindings: unknown[];
}

/** The queries sent through `knex` while `run` runs (as knex logs them). */
export async function queriesOf(knex: Knex, run: () => Promise<unknown>): Promise<LoggedQuery[]> {
  const queries: LoggedQuery[] = [];
  const listen = (query: { sql: string; bindings?: unknown[] }) =>
    queries.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listen);
  try {
    await run();
  } finally {
    knex.off('query', listen);
  }
  return queries;
}

/** SQLite's plan of one query: its EXPLAIN QUERY PLAN details. */
async function sqlitePlan(knex: Knex, sql: string, bindings: unknown[]): Promise<string[]> {
  const rows = (await knex.raw(`explain query plan ${sql}`, bindings as Knex.RawBinding[])) as Array<{
    detail: string;
  }>;
  return rows.map((row) => row.detail);
}

/**
 * PostgreSQL's plan of one query (EXPLAIN, JSON), each node as "Node Type" or "Node Type using
 * index". On an empty table the planner would rightly scan it, so sequential scans and sorts are
 * made as costly as it allows: a query whose plan still scans the table or sorts has no index
 * that serves it.
 */
async function postgresPlan(knex: Knex, sql: string, bindings: unknown[]): Promise<string[]> {
  type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
  const nodes = (node: PlanNode): string[] => [
    node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'],
    ...(node.Plans ?? []).flatMap(nodes),
  ];
  return await knex.transaction(async (trx) => {
    await trx.raw('set local enable_seqscan = off');
    await trx.raw('set local enable_sort = off');
    // knex logs PostgreSQL's $1, $2, … placeholders; raw() takes ? in their order.
    const result = (await trx.raw(
      `explain (format json) ${sql.replace(/\$\d+/g, '?')}`,
      bindings as Knex.RawBinding[],
    )) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> };
    return nodes(result.rows[0]!['QUERY PLAN'][0]!.Plan);
  });
}

/** The plan of one query (`?` or `$n` placeholders) on the database `knex` opens. */
export const planOf = (knex: Knex, sql: string, bindings: unknown[]): Promise<string[]> =>
  (knex.client.config.client === 'pg' ? postgresPlan : sqlitePlan)(knex, sql, bindings);

/** The plans of the queries sent while `run` runs, in order. */
export async function plansOf(knex: Knex, run: () => Promise<unknown>): Promise<string[][]> {
  const plans: string[][] = [];
  for (const { sql, bindings } of await queriesOf(knex, run)) plans.push(await planOf(knex, sql, bindings));
  return plans;
}

/** Whether a plan reads the whole applications table (SQLite's SCAN, PostgreSQL's Seq Scan). */
export const scansApplications = (steps: string[]) =>
  steps.some((step) => /^SCAN applications$/.test(step) || step === 'Seq Scan');

/** Whether a plan sorts rows (no index gives the order). */
export const sorts = (steps: string[]) =>
  steps.some((step) => step.startsWith('USE TEMP B-TREE FOR ORDER BY') || step === 'Sort');
