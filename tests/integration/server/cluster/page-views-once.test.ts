import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_VIEW_BEACON_PATH } from '@shared/page-view-beacon.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * A visitor counts once per page within 30 minutes for the installation, not once per process:
 * the views each process notes (from the pages' beacons) are checked against the shared page_visits
 * when they are written.
 */
const START = Date.parse('2026-11-24T10:00:00Z');
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const servers: TestServer[] = [];
afterEach(async () => {
  while (servers.length > 0) await servers.pop()!.close();
});

async function twoProcesses(): Promise<[TestServer, TestServer]> {
  const first = await startTestServer({ clock: manualClock(START), env: { TRUST_PROXY: '1' } });
  servers.push(first);
  const second = await startTestServer({
    clock: manualClock(START),
    env: { TRUST_PROXY: '1' },
    dataDir: first.config.dataDir,
    config: { databaseUrl: first.config.databaseUrl },
  });
  servers.unshift(second); // closed before the first, which removes the database
  return [first, second];
}

/** The page's beacon, as the browser sends it after loading `page`. */
const view = async (server: TestServer, address: string, page = '/', userAgent = CHROME) => {
  const response = await server.client().request('POST', PAGE_VIEW_BEACON_PATH, {
    rawBody: page,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': address,
      'user-agent': userAgent,
    },
  });
  expect(response.status).toBe(204);
};

const viewsToday = async (processes: TestServer[]) => {
  for (const server of processes) await server.app.services.pageViews.flush();
  const rows = (await processes[0]!.knex('page_views').select('count')) as Array<{ count: number }>;
  return rows.reduce((sum, row) => sum + row.count, 0);
};

describe('page views of several processes', () => {
  it('count a visitor once across both processes, and again after the window', async () => {
    const both = await twoProcesses();
    const [first, second] = both;
    for (let i = 0; i < 4; i++) await view(both[i % 2]!, '203.0.113.7');
    expect(await viewsToday(both)).toBe(1);

    // Another visitor, and another page of the first one, count.
    await view(second, '203.0.113.8');
    await view(first, '203.0.113.7', '/kontakt');
    await view(second, '203.0.113.7', '/Kontakt/');
    expect(await viewsToday(both)).toBe(3);

    // Both processes note the same visit before either writes: still once.
    await view(first, '203.0.113.9');
    await view(second, '203.0.113.9');
    expect(await viewsToday(both)).toBe(4);

    for (const server of both) server.clock.advance(30 * 60_000 + 1);
    await view(second, '203.0.113.7');
    await view(first, '203.0.113.7');
    expect(await viewsToday(both)).toBe(5);
  });

  it('count one address as at most 3 visitors per page, whichever process its User-Agents reach', async () => {
    const both = await twoProcesses();
    // Each process lets three through by itself; the shared slots keep the installation at three.
    for (let index = 0; index < 20; index++) {
      await view(both[index % 2]!, '203.0.113.20', '/', `${CHROME} (${index})`);
    }
    expect(await viewsToday(both)).toBe(3);
    await view(both[1]!, '203.0.113.21');
    expect(await viewsToday(both)).toBe(4);
  });
});
