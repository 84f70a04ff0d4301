import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferedDestination, createLogger, LOG_FLUSH_MS } from '@server/logger.js';

let dir: string | undefined;
afterEach(() => {
  vi.useRealTimers();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A log file opened for the destination, and what it holds so far. */
function logFile() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-log-'));
  const file = path.join(dir, 'log');
  const fd = fs.openSync(file, 'a');
  return { fd, lines: () => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) };
}

describe('the buffered log destination', () => {
  it('holds a few lines in memory and writes them on its timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const { fd, lines } = logFile();
    const destination = bufferedDestination(fd);
    const logger = createLogger('info', destination);
    logger.info({ path: '/' }, 'request');
    logger.info({ path: '/api/faqs' }, 'request');
    expect(lines()).toEqual([]);

    const written = new Promise((resolve) => destination.once('write', resolve));
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    await written;
    expect(lines().map((line) => (JSON.parse(line) as { path: string }).path)).toEqual(['/', '/api/faqs']);
    destination.destroy();
  });

  it('writes a full batch at once, without waiting for its timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const { fd, lines } = logFile();
    const destination = bufferedDestination(fd);
    const logger = createLogger('info', destination);
    const written = new Promise((resolve) => destination.once('write', resolve));
    for (let index = 0; index < 300; index++) logger.info({ index, path: '/' }, 'request');
    await written;
    expect(lines().length).toBeGreaterThan(0);
    // What is left is written synchronously when the process exits (pino's 'exit' handler).
    destination.flushSync();
    expect(lines().length).toBe(300);
    destination.destroy();
  });

  it('is one for the process: every logger without a destination of its own shares it', () => {
    const streamOf = (logger: pino.Logger) =>
      (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
    const first = streamOf(createLogger('info'));
    expect(first).toBeDefined();
    expect(streamOf(createLogger('warn'))).toBe(first);
    expect(streamOf(createLogger('silent'))).toBe(first);
  });
});
