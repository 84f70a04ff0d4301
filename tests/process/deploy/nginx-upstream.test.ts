import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@server/config.js';
import { createHttpServer } from '@server/http/server.js';
import { freePort } from '@tests/helpers/ports.js';
import { SITE_FILE, startShippedSite, type ShippedSite } from '@tests/helpers/shipped-site.js';

/**
 * The shipped nginx site with an upstream of several processes, as docs/scaling.md sets it up
 * (one `server` line per process). Two plain node:http servers stand in for the app's processes:
 * each answers with its name and records every request that reaches it. Each test starts nginx
 * afresh, so none inherits another's kept-alive connections or a process nginx marked as failed.
 */
interface Process {
  name: string;
  port: number;
  /** "METHOD /path" of every request that reached this process. */
  requests: string[];
  close(): Promise<void>;
}

/** A stand-in process; `drops` says which requests it takes and then dies on (the socket destroyed). */
async function startProcess(
  name: string,
  drops: (request: http.IncomingMessage) => boolean,
): Promise<Process> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (drops(request)) {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on('end', () => {
      response.statusCode = request.method === 'POST' ? 201 : 200;
      response.setHeader('content-type', 'text/plain');
      response.end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let first: Process;
let second: Process;
let site: ShippedSite | undefined;

beforeAll(async () => {
  // The first process dies on every POST and on GET /broken; the second answers everything.
  first = await startProcess('first', (request) => request.method === 'POST' || request.url === '/broken');
  second = await startProcess('second', () => false);
});

afterEach(async () => {
  await site?.stop();
  site = undefined;
  first.requests.length = 0;
  second.requests.length = 0;
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

async function send(method: 'GET' | 'POST', path: string) {
  const response = await site!.secureFetch(`https://127.0.0.1:${site!.httpsPort}${path}`, {
    method,
    ...(method === 'POST'
      ? { body: '{"tiktok":"@lena"}', headers: { 'content-type': 'application/json' } }
      : {}),
  });
  return { status: response.status, body: await response.text() };
}

describe('the shipped nginx site in front of several processes', () => {
  it('takes the processes in turn', async () => {
    site = await startShippedSite([first.port, second.port]);
    const answers: string[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await send('GET', `/page-${index}`);
      expect(response.status).toBe(200);
      answers.push(response.body);
    }
    for (let index = 1; index < answers.length; index++) expect(answers[index]).not.toBe(answers[index - 1]);
    expect(first.requests).toHaveLength(3);
    expect(second.requests).toHaveLength(3);
  });

  it('passes a GET its process dropped on to the other process: the visitor sees no error', async () => {
    site = await startShippedSite([first.port, second.port]);
    // Whichever process nginx takes first, one of the two requests reaches the first process, which
    // drops it; nginx then asks the second, and skips the first for the next request.
    const answers = [await send('GET', '/broken'), await send('GET', '/broken')];
    expect(answers).toEqual([
      { status: 200, body: 'second' },
      { status: 200, body: 'second' },
    ]);
    expect(first.requests).toEqual(['GET /broken']);
    expect(second.requests).toEqual(['GET /broken', 'GET /broken']);
  });

  it('never sends a POST twice: one its process dropped after receiving it ends in a 502', async () => {
    site = await startShippedSite([first.port, second.port]);
    // One of two POSTs in turn reaches the first process, which dies with it in hand.
    const answers = [await send('POST', '/api/apply?try=1'), await send('POST', '/api/apply?try=2')];
    const failed = answers.findIndex((answer) => answer.status === 502);
    expect(failed).toBeGreaterThanOrEqual(0);
    const other = 1 - failed;
    expect(answers[other]).toEqual({ status: 201, body: 'second' });
    // The dropped POST reached the first process only; the other one the second process only.
    expect(first.requests).toEqual([`POST /api/apply?try=${failed + 1}`]);
    expect(second.requests).toEqual([`POST /api/apply?try=${other + 1}`]);
  });

  it('sends a POST to the next process when its own refuses the connection (e.g. while it restarts)', async () => {
    // Nothing listens on the first port: the request was never sent, so passing it on is safe.
    site = await startShippedSite([await freePort(), second.port]);
    const answers = [await send('POST', '/api/apply?try=1'), await send('POST', '/api/apply?try=2')];
    expect(answers).toEqual([
      { status: 201, body: 'second' },
      { status: 201, body: 'second' },
    ]);
    expect(second.requests).toEqual(['POST /api/apply?try=1', 'POST /api/apply?try=2']);
  });

  it('retries on errors and timeouts only, never with "non_idempotent", and closes idle connections first', () => {
    const directives = fs
      .readFileSync(SITE_FILE, 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(directives.filter((line) => line.startsWith('proxy_next_upstream'))).toEqual([
      'proxy_next_upstream error timeout;',
    ]);
    expect(directives.join('\n')).not.toContain('non_idempotent');
    // nginx closes an idle connection to a process before the process would (a request sent on a
    // connection the process is closing would fail; a POST would not be passed on).
    expect(directives).toContain('keepalive 16;');
    const idle = directives.map((line) => line.match(/^keepalive_timeout (\d+)s;$/)?.[1]).find(Boolean);
    const app = createHttpServer(() => {}, { requestTimeoutMs: 30_000, uploadTimeoutMs: 120_000 } as Config);
    expect(Number(idle) * 1000).toBeLessThan(app.keepAliveTimeout);
  });
});
