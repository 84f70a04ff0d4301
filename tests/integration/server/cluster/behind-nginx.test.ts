import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresKnexConfig } from '@db/connection.js';
import { migrationSource } from '@db/migrations/index.js';
import { loadConfig } from '@server/config.js';
import { CONTENT_SEEDS } from '@server/seeds.js';
import { archiveName, listBackups } from '@server/services/backups.js';
import { CHANGE_FEED_APPLICATION } from '@db/engines/postgres-changes.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { createPostgresDatabase } from '@tests/helpers/database.js';
import { factories } from '@tests/helpers/factories.js';
import { startServerProcess, type ServerProcess } from '@tests/helpers/server-process.js';
import { startSmtpServer, type TestSmtpServer } from '@tests/helpers/smtp.js';
import { createClient } from '@tests/helpers/test-app.js';
import { DOMAIN, startShippedSite, type ShippedSite } from '@tests/helpers/shipped-site.js';

/**
 * The installation as docs/scaling.md sets it up: two server processes started together on one
 * PostgreSQL database and one data folder, behind the shipped nginx site with both in its
 * upstream (round-robin). Everything a visitor or staff member does goes through nginx, so
 * consecutive requests reach alternate processes.
 */
const ADMIN = { username: 'inhaberin', password: 'zwei-prozesse-ein-haus-2026' };
const DAY_MS = 24 * 3_600_000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let database: { url: string; drop(): Promise<void> };
let knex: Knex;
let dataDir: string;
let smtp: TestSmtpServer;
let processes: ServerProcess[] = [];
let site: ShippedSite;
let pageFiles: string[] = [];

const siteUrl = () => `https://127.0.0.1:${site.httpsPort}`;
const client = () => createClient(siteUrl(), site.secureFetch, { origin: `https://${DOMAIN}` });

describe.runIf(testDatabaseKind() === 'postgres')('two processes behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    database = (await createPostgresDatabase({ empty: true }))!;
    knex = knexFactory(postgresKnexConfig(database.url));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-behind-nginx-'));
    smtp = await startSmtpServer({ pass: 'smtp-secret-pass' });
    // A night was missed: the newest backup is two days old, so the processes make it up at start.
    const backupDir = path.join(dataDir, 'backups');
    fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(backupDir, archiveName(new Date(Date.now() - 2 * DAY_MS))), '');
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SESSION_KEYS: 'behind-nginx-key',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      STAFF_2FA: 'optional',
      TRUST_PROXY: '1',
      PUBLIC_URL: `https://${DOMAIN}`,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'team@agentur.example',
      MAIL_FROM: 'Website <website@agentur.example>',
      FORM_LIMIT_PER_ADDRESS: '100000',
      FORM_LIMIT_PER_NETWORK: '0',
      FORM_LIMIT_TOTAL: '0',
    };
    // Each process writes the public pages for nginx into a folder of its own, as on two machines;
    // nginx reads the second's.
    // (Outside the private data folder: nginx's workers read them.)
    pageFiles = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'agency-page-files-')));
    processes = await Promise.all(
      pageFiles.map((folder) => startServerProcess({ ...env, PAGE_FILES_DIR: folder })),
    );
    site = await startShippedSite(
      processes.map((server) => server.port),
      { pageFiles: loadConfig({ ...env, PAGE_FILES_DIR: pageFiles[1]! }) },
    );
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await Promise.all(processes.map((server) => server.stop('SIGKILL')));
    await knex?.destroy();
    await database?.drop();
    await smtp?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    for (const folder of pageFiles) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('started together: migrated once, seeded once, one first admin, one make-up backup', async () => {
    expect(await knex('knex_migrations').pluck('name')).toEqual(await migrationSource.getMigrations([]));
    for (const { table, rows } of CONTENT_SEEDS) {
      expect(Number((await knex(table).count({ n: '*' }))[0]!.n), table).toBe(rows.length);
    }
    expect(await knex('admin_users').pluck('username')).toEqual([ADMIN.username]);
    // Both processes decided at start that a night was missed; one ran the job.
    await expect
      .poll(async () => (await listBackups(path.join(dataDir, 'backups'))).length, { timeout: 20_000 })
      .toBe(2);
    expect(await knex('maintenance_runs').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('wrong passwords alternating between the processes lock at the same count as on one', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await client().login('tester-ohne-konto', 'falsches-passwort-123')).status);
    }
    // 5 per account and address (DEFAULT_THROTTLE_LIMITS), then locked for both processes.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a session made on one process works on the other, and a logout on either ends it', async () => {
    const staff = client();
    expect((await staff.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const at = (server: ServerProcess) =>
      fetch(`${server.url}/api/admin/user`, { headers: { cookie, 'x-forwarded-proto': 'https' } });
    for (const server of processes) expect((await at(server)).status).toBe(200);
    // Through nginx, consecutive requests reach both processes.
    for (let i = 0; i < 4; i++) expect((await staff.get('/api/admin/user')).status).toBe(200);

    expect((await staff.post('/api/admin/logout', {})).status).toBe(204);
    for (const server of processes) expect((await at(server)).status).toBe(401);
  });

  it('an FAQ saved through one process is on the other’s page and in nginx’s file of it within a second, also after its listening connection was killed', async () => {
    const staff = client();
    expect((await staff.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const shows = async (server: ServerProcess, text: string) =>
      (await (await fetch(`${server.url}/`)).text()).includes(text);
    // Both processes have the landing page prepared.
    for (const server of processes) await shows(server, 'x');

    const saveAndWait = async (question: string) => {
      const created = await fetch(`${first.url}/api/admin/faqs`, {
        method: 'POST',
        headers: {
          cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'content-type': 'application/json',
          origin: `https://${DOMAIN}`,
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify(factories.faq({ question })),
      });
      expect(created.status).toBe(201);
      const saved = Date.now();
      await expect.poll(() => shows(second, question), { timeout: 5_000, interval: 20 }).toBe(true);
      // nginx answers from the second process's file of the page (another machine's, as it were).
      await expect
        .poll(
          async () => {
            const page = await site.secureFetch(`${siteUrl()}/`, { headers: { 'user-agent': BROWSER } });
            return page.headers.has('last-modified') && (await page.text()).includes(question);
          },
          { timeout: 5_000, interval: 20 },
        )
        .toBe(true);
      return Date.now() - saved;
    };
    expect(await saveAndWait('Über zwei Prozesse hinweg?')).toBeLessThan(1_000);

    const killed = await knex.raw(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ?',
      [CHANGE_FEED_APPLICATION],
    );
    expect(killed.rows).toHaveLength(2);
    // Each process listens again within its reconnect delay (250 ms).
    await expect
      .poll(
        async () =>
          (
            await knex.raw(
              'select count(*) as n from pg_stat_activity where datname = current_database() and application_name = ?',
              [CHANGE_FEED_APPLICATION],
            )
          ).rows[0].n,
        { timeout: 5_000, interval: 20 },
      )
      .toBe(2);
    expect(await saveAndWait('Auch nach dem Abbruch?')).toBeLessThan(1_000);
  });

  it('an application through nginx sends its alert mail once', async () => {
    const before = smtp.received.length;
    expect(
      (await client().post('/api/apply', factories.application({ tiktokUsername: 'einmal.gemeldet' })))
        .status,
    ).toBe(201);
    await smtp.mail(before);
    // The outbox row is deleted once sent: then no process can send it again.
    await expect
      .poll(async () => Number((await knex('mail_outbox').count({ n: '*' }))[0]!.n), { timeout: 10_000 })
      .toBe(0);
    expect(smtp.received.slice(before)).toHaveLength(1);
  });

  it('one process killed with SIGKILL under apply load: every acknowledged application is stored exactly once', async () => {
    const acknowledged: string[] = [];
    const failed: number[] = [];
    let running = true;
    let sent = 0;
    const worker = async (lane: number) => {
      while (running) {
        const name = `last.${lane}.${sent++}`;
        const response = await site
          .secureFetch(`${siteUrl()}/api/apply`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: `https://${DOMAIN}` },
            body: JSON.stringify(factories.application({ tiktokUsername: name })),
          })
          .catch(() => null);
        if (response?.status === 201) acknowledged.push(name);
        else failed.push(response?.status ?? 0);
        await response?.arrayBuffer().catch(() => {});
      }
    };
    const lanes = [0, 1, 2, 3, 4, 5].map(worker);
    await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 10 }).toBeGreaterThan(40);
    await processes[1]!.stop('SIGKILL');
    const atKill = acknowledged.length;
    await expect
      .poll(() => acknowledged.length, { timeout: 20_000, interval: 10 })
      .toBeGreaterThan(atKill + 40);
    running = false;
    await Promise.all(lanes);

    const stored = (
      (await knex('applications')
        .where('tiktokUsername', 'like', 'last.%')
        .select('tiktokUsername')) as Array<{
        tiktokUsername: string;
      }>
    ).map((row) => row.tiktokUsername);
    const counts = new Map<string, number>();
    for (const name of stored) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
    expect(acknowledged.filter((name) => counts.get(name) !== 1)).toEqual([]);
    // What was not acknowledged is at most the requests the killed process held.
    expect(failed.length).toBeLessThan(20);
  });
});
