import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { staleBuildReason } from '@server/cli/build-fingerprint.js';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  child: ChildProcess;
  /** Every line the process wrote to stdout (its JSON log) so far. */
  lines: string[];
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The built server (dist/server/main.js, what the deploy kit runs) when dist/ was built from
 * these sources, as `npm test` does before vitest; otherwise (`npm run test:postgres` alone, a
 * changed checkout) the sources through tsx, which also start a second or two slower.
 */
export function serverCommand(root = ROOT): string[] {
  return staleBuildReason(root) === undefined
    ? ['dist/server/main.js']
    : ['--import', 'tsx', 'server/main.ts'];
}

/**
 * A real server process (see serverCommand) on a free port of 127.0.0.1, with `env` over this
 * process's environment; resolves once it listens. Stop it with `stop()`.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const lines: string[] = [];
  const input = readline.createInterface({ input: child.stdout! });
  const url = await new Promise<string | undefined>((resolve) => {
    input.on('line', (line) => {
      lines.push(line);
      const found = /"url":"([^"]+)"/.exec(line)?.[1];
      if (found) resolve(found);
    });
    input.on('close', () => resolve(undefined));
  });
  if (!url) {
    await stop('SIGKILL');
    throw new Error(`a server process ended without listening: ${errors.slice(-2000)}`);
  }
  return { url, port: Number(new URL(url).port), child, lines, stop };
}
