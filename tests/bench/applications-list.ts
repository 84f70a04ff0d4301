/**
 * `npm run bench:applications`: the control centre's applications list at 100,000 applications
 * (issue 12). A fresh data folder is migrated and filled with realistic applications, the built
 * server starts over it, signs in, and each list request is timed over 50 runs (after 5 to warm
 * up): median and p95 on the client, plus the X-Total-Count it answered. Goal: every indexed list
 * request (pages, filters, sorts, searches of three or more characters) has a median of at most
 * 50 ms; the short search (one or two characters, no index), the whole unparameterized list, the
 * full export and a bulk change of 1000 applications are shown for comparison. Exits 1 when a
 * goal is missed. Run `npm run build:web` first. BENCH_DATABASE=postgres runs it on PostgreSQL
 * (bench-database.ts).
 */
import { migrateToLatest } from '@db/connection.js';
import { fillApplications } from './application-rows.js';
import { benchDatabase } from './bench-database.js';
import { adminSessionCookie, startBuiltServer } from './server.js';

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 50;
const WARM_UP = 5;
const GOAL_MS = 50;
const ADMIN = { username: 'bench-admin', password: 'bench-passwort-123' };

const database = await benchDatabase();
const knex = database.open();
let searches = { name: '', phone: '' };
try {
  await migrateToLatest(knex);
  const filling = performance.now();
  await fillApplications(knex, COUNT);
  // What autovacuum does in a running installation soon after a bulk load (and db:copy at its
  // end): statistics for the planner, and the visibility map for index-only scans.
  if (database.kind === 'postgres') await knex.raw('vacuum analyze applications');
  console.log(
    `${COUNT} applications stored (${database.kind}) in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  // A name without its "@" and a German number typed nationally, of one application in the middle.
  const row = (await knex('applications')
    .where('whatsappNumber', 'like', '+49 %')
    .andWhere('id', '>=', Math.floor(COUNT / 2))
    .orderBy('id')
    .first('tiktokUsername', 'whatsappNumber')) as { tiktokUsername: string; whatsappNumber: string };
  searches = {
    name: row.tiktokUsername.replace(/^@/, '').toUpperCase(),
    phone: `0${row.whatsappNumber.slice(4, 11)}`,
  };
} finally {
  await knex.destroy();
}

const server = await startBuiltServer(
  {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // The generated applications include long-completed ones; the retention at start would
    // delete those and the list would no longer hold COUNT.
    APPLICATION_RETENTION_DAYS: '0',
    ACCEPTED_RETENTION_DAYS: '0',
    ...database.env,
  },
  { dataDir: database.dataDir },
);
let failed = false;
try {
  const cookie = await adminSessionCookie(server.url, ADMIN);
  // Every seventh application is the bench admin's (issue 38's assignee=me).
  const me = (await (await fetch(`${server.url}/api/admin/user`, { headers: { cookie } })).json()) as {
    id: number;
  };
  const writer = database.open();
  try {
    await writer.raw('update applications set assignee_id = ? where id % 7 = 0', [me.id]);
  } finally {
    await writer.destroy();
  }

  const request = async (pathAndQuery: string, init: RequestInit = {}) => {
    const start = performance.now();
    const response = await fetch(`${server.url}${pathAndQuery}`, {
      ...init,
      headers: { cookie, 'content-type': 'application/json', ...init.headers },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
    return { ms: performance.now() - start, bytes, total: response.headers.get('x-total-count') };
  };
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

  const row = (label: string, query: string, result: string) =>
    console.log(`${label.padEnd(46)} ${query.padEnd(44)} ${result}`);
  console.log('');
  row('Request', 'Query', 'median / p95 (matching)');

  async function measure(label: string, query: string, goal: boolean): Promise<void> {
    for (let index = 0; index < WARM_UP; index++) await request(`/api/admin/applications?${query}`);
    const times: number[] = [];
    let total: string | null = null;
    for (let index = 0; index < RUNS; index++) {
      const result = await request(`/api/admin/applications?${query}`);
      times.push(result.ms);
      total = result.total;
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const ok = !goal || median <= GOAL_MS;
    failed ||= !ok;
    row(
      `${goal ? (ok ? 'PASS' : 'FAIL') : '    '}  ${label}`,
      query,
      `${median.toFixed(1)} ms / ${percentile(times, 95).toFixed(1)} ms (${total})`,
    );
  }

  await measure('First page (default)', 'page=1', true);
  await measure('Deep page (2000 of 50)', 'page=2000&pageSize=50', true);
  await measure('Status filter', 'status=in_progress', true);
  await measure('Country filter, sorted by TikTok name', 'country=Schweiz&sort=tiktokUsername', true);
  await measure('Sorted by status, descending, page 100', 'sort=-status&page=100', true);
  await measure('Outcome filter (issue 38)', 'outcome=accepted', true);
  await measure('Assigned to me, page 50', 'assignee=me&page=50', true);
  await measure('Nobody assigned, sorted by country', 'assignee=none&sort=country', true);
  await measure('Source filter, page 100', 'source=tiktok-bio&page=100', true);
  await measure('Search, a name (few matches)', `q=${encodeURIComponent(searches.name)}`, true);
  await measure('Search, a phone number typed nationally', `q=${encodeURIComponent(searches.phone)}`, true);
  await measure('Search, a common word (many matches)', 'q=r%C3%BCckruf', true);
  await measure('Search + status filter + sort', 'q=lena&status=new&sort=tiktokUsername', true);
  await measure('Search, one character (no index)', 'q=%C3%B6', false);

  const once = async (label: string, pathAndQuery: string, init?: RequestInit) => {
    await request(pathAndQuery, init); // warm up
    const result = await request(pathAndQuery, init);
    row(
      `      ${label}`,
      pathAndQuery.replace('/api/admin/applications', ''),
      `${result.ms.toFixed(0)} ms, ${(result.bytes / 1e6).toFixed(1)} MB`,
    );
  };
  console.log('');
  await once('Whole list, no parameters (once)', '/api/admin/applications');
  await once('CSV export of everything (once)', '/api/admin/applications/export.csv');
  // Information and erasure compares every stored contact detail in code (no substring index).
  await once('Data request: search for one person', '/api/admin/data-requests/search', {
    method: 'POST',
    body: JSON.stringify({ tiktok: searches.name, whatsapp: searches.phone }),
  });
  const ids = Array.from({ length: 1000 }, (_, index) => 1 + index * Math.floor(COUNT / 1000));
  const bulk = (status: string) =>
    request('/api/admin/applications/bulk', {
      method: 'POST',
      body: JSON.stringify({ ids, action: 'status', status }),
    });
  await bulk('completed');
  const changed = await bulk('in_progress');
  row('      Bulk status of 1000 applications', 'POST /bulk', `${changed.ms.toFixed(0)} ms`);
} finally {
  await server.kill('SIGTERM');
  await database.remove();
}
console.log(failed ? `\nFAILED: a median above ${GOAL_MS} ms` : '\nok');
process.exit(failed ? 1 : 0);
