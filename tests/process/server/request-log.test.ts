import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@tests/helpers/server-process.js';

/**
 * The log goes to stdout in batches (server/logger.ts): one line per request still, none lost when
 * the process ends by SIGTERM or an uncaught exception; only a SIGKILL loses the last fraction of
 * a second (docs/operations.md).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-request-log-'));
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const requestLines = (lines: string[]) =>
  lines
    // The first start's banner with the admin's password is printed as text.
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number })
    .filter((line) => line.msg === 'request');

describe('the request log of a server process', () => {
  it('writes a line per request while it runs, and every one of them when SIGTERM stops it', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect((await fetch(`${server.url}/api/faqs?q=private`)).status).toBe(200);
    // A quiet server writes the line within its flush interval, not only at the end.
    for (let attempt = 0; requestLines(server.lines).length === 0 && attempt < 500; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(requestLines(server.lines)).toMatchObject([{ path: '/api/faqs', status: 200 }]);

    // Pages from memory and through Koa, then SIGTERM at once: nothing stays in the buffer.
    const paths = ['/', '/api/faqs', '/impressum', '/healthz', '/gibt-es-nicht'];
    for (let round = 0; round < 10; round++) {
      for (const address of paths) await (await fetch(`${server.url}${address}`)).arrayBuffer();
    }
    await server.stop('SIGTERM');
    const lines = requestLines(server.lines);
    expect(lines).toHaveLength(1 + 10 * paths.length);
    expect(lines.slice(-paths.length).map((line) => line.path)).toEqual(paths);
    expect(server.lines.some((line) => line.includes('"shutting down"'))).toBe(true);
    server = undefined;
  });

  it('writes what is buffered when the process dies of an uncaught exception', async () => {
    const script = `
      const { createLogger } = await import('./server/logger.ts');
      const logger = createLogger('info');
      for (let index = 0; index < 5; index++) logger.info({ index }, 'request');
      setImmediate(() => { throw new Error('crash'); });`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { index: number }).index),
    ).toEqual([0, 1, 2, 3, 4]);
  });
});
