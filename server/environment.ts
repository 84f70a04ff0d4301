import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The environment as the server reads it, without anything else of the server: the build tools
 * started beside `npm run dev` (the admin dev server's Vite config, the desktop app's script)
 * import this module through relative paths, which is all their config loaders resolve.
 * server/config.ts turns it into the typed Config.
 */
export type Env = Record<string, string | undefined>;

/** The optional file of settings in the project root (the folder the server is started in). */
export const ENV_FILE = '.env';

/**
 * The environment, over the settings of an optional `.env` file (KEY=value lines, # comments,
 * quotes as in Node's own --env-file): a variable set in the real environment always wins, so
 * `PORT=4000 npm start` overrides the file. A missing file is fine; an unreadable one is an error.
 */
export function readEnvironment(file = path.resolve(ENV_FILE), env: Env = process.env): Env {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return env;
    throw error;
  }
  return { ...parseEnv(text), ...env };
}

/** http://HOST:PORT of this server; a wildcard HOST (0.0.0.0, ::) is reached as localhost. */
export function ownOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** The port of `npm run dev:admin` (Vite with hot reload), proxying the API to `npm run dev`. */
export const ADMIN_DEV_PORT = 5173;

/** PORT and HOST when unset (server/config.ts declares them with these defaults). */
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';

/** HOST as the server reads it. */
export const localHost = (env: Env): string => env.HOST?.trim() || DEFAULT_HOST;

/**
 * Where `npm run dev` listens, for the tools started beside it (`npm run dev:all`: the admin dev
 * server's proxy, the desktop app's note): HOST and PORT as the server reads them (a PORT the
 * server would refuse stops it anyway; here it falls back to the default).
 */
export function localServerOrigin(env: Env = readEnvironment()): string {
  const port = Number(env.PORT);
  return ownOrigin(
    localHost(env),
    env.PORT?.trim() && Number.isInteger(port) && port > 0 ? port : DEFAULT_PORT,
  );
}
