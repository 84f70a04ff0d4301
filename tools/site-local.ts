/**
 * `npm run site:local -- --app <port> --port <port>`: the shipped nginx site (deploy/nginx-agentur.conf)
 * in the foreground, in front of a server already running on this machine, for measuring and
 * trying the production set-up on one machine (docs/operations.md). Plain HTTP on `--port`, one
 * worker process, Debian's nginx (NGINX_PATH) with brotli_static; Ctrl-C stops it.
 *
 * The configuration is the server's own, from the same environment (.env and variables, as
 * `npm start` reads them): nginx's part for the page files is generated from it as
 * `npm run nginx:pages` generates it (PAGE_FILES_DIR names the folder the server writes them to).
 * Only what a local run needs is swapped: the listening port instead of 80 and 443 (no
 * certificates, no redirect to HTTPS), the app's port(s), `server_name`, where the pages' snippet
 * is and the access log (a folder of its own, removed at the end).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { nginxPagesFor } from '../server/cli/nginx-pages.js';
import { loadConfig, readEnvironment, type Config } from '../server/config.js';
import { BROTLI_STATIC, checkSystem, thisMachine } from './system-check.js';

export const SHIPPED_SITE = 'deploy/nginx-agentur.conf';
/** Where the shipped site includes nginx's part for the page files (`npm run nginx:pages`). */
export const SHIPPED_PAGES_SNIPPET = '/etc/nginx/snippets/agentur-pages.conf*';
/** Debian's nginx, or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Replaces `from`, which must occur exactly `times` times, or says the shipped site has changed. */
export function replaceExactly(text: string, from: string | RegExp, to: string, times: number): string {
  const pattern =
    typeof from === 'string' ? from : new RegExp(from.source, `${from.flags.replace('g', '')}g`);
  const found =
    typeof pattern === 'string' ? text.split(pattern).length - 1 : (text.match(pattern) ?? []).length;
  if (found !== times) {
    throw new Error(`${SHIPPED_SITE}: expected ${String(from)} ${times} time(s), found ${found}`);
  }
  return typeof pattern === 'string' ? text.split(pattern).join(to) : text.replace(pattern, to);
}

export interface LocalSiteOptions {
  /** The app's ports (several processes: one each, as docs/scaling.md lists them). */
  appPorts: number[];
  port: number;
  /** The folder of nginx's own files (pid, temp folders, access log, the pages' snippet). */
  dir: string;
}

/** The shipped site with what a local run swaps. */
export function localSite(shipped: string, { appPorts, port, dir }: LocalSiteOptions): string {
  let site = shipped;
  // The plain-HTTP server only redirects to HTTPS (and answers Let's Encrypt): not run here.
  site = replaceExactly(site, /\nserver \{\n {4}listen 80;[\s\S]*?\n\}\n/, '\n', 1);
  site = replaceExactly(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${port};`, 1);
  site = replaceExactly(site, /\n {4}listen \[::\]:443 ssl http2;/, '', 1);
  site = replaceExactly(site, /\n {4}ssl_[a-z_]+ [^\n]*;/, '', 7);
  site = replaceExactly(site, /\n {4}server_name [^\n]*;/, '\n    server_name localhost;', 1);
  site = replaceExactly(
    site,
    'server 127.0.0.1:3000;',
    appPorts.map((p) => `server 127.0.0.1:${p};`).join('\n    '),
    1,
  );
  site = replaceExactly(site, SHIPPED_PAGES_SNIPPET, path.join(dir, 'agentur-pages.conf'), 1);
  site = replaceExactly(site, '/var/log/nginx/access.log', path.join(dir, 'access.log'), 1);
  return site;
}

/** nginx's main configuration around the site, as Debian's nginx.conf has it, with one worker. */
export function localNginxConf(dir: string, siteFile: string): string {
  return `# npm run site:local: one worker in the foreground.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
load_module ${BROTLI_STATIC.file};
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  gzip on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${siteFile};
}
`;
}

/** Installs the brotli module as root with apt-get, or answers the one command to run. */
export function ensureBrotliStatic(): string | null {
  return checkSystem([BROTLI_STATIC], thisMachine(), 'npm run site:local needs');
}

/**
 * Writes the local site, with nginx's part for the page files of a server with `config` (what
 * `npm run nginx:pages` prints), into a new folder and starts nginx on it; returns the child and
 * the folder. Throws with the reason when PAGE_FILES_DIR is not set.
 */
export function startLocalSite(
  options: Omit<LocalSiteOptions, 'dir'> & { config: Config },
  stdio: 'inherit' | 'ignore' = 'inherit',
) {
  if (!options.config.pageFilesDir) {
    throw new Error(
      'PAGE_FILES_DIR is not set: start the server and this command with the same PAGE_FILES_DIR ' +
        '(e.g. PAGE_FILES_DIR=/tmp/agentur-pages in .env), so the server writes the pages nginx serves.',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentur-site-local-'));
  // nginx's workers run as "nobody" when it is started as root: they must enter their folders.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'agentur-pages.conf'), nginxPagesFor(options.config).snippet);
  const siteFile = path.join(dir, 'site.conf');
  fs.writeFileSync(siteFile, localSite(fs.readFileSync(SHIPPED_SITE, 'utf8'), { ...options, dir }));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, localNginxConf(dir, siteFile));
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio });
  return { child, dir };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { app: { type: 'string', multiple: true }, port: { type: 'string' } },
  });
  const appPorts = (values.app ?? []).map(Number);
  const port = Number(values.port);
  if (appPorts.length === 0 || appPorts.some((p) => !Number.isInteger(p) || p <= 0) || !(port > 0)) {
    console.error('Usage: npm run site:local -- --app <port of the running server> --port <port for nginx>');
    process.exit(2);
  }
  const missing = ensureBrotliStatic();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const config = loadConfig(readEnvironment());
  let site: ReturnType<typeof startLocalSite>;
  try {
    site = startLocalSite({ appPorts, port, config });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `nginx (one worker) on http://127.0.0.1:${port}/ in front of the app on ${appPorts.join(', ')}; ` +
      `page files from ${config.pageFilesDir}. Ctrl-C stops it.`,
  );
  const stop = () => site.child.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  site.child.on('exit', (code) => {
    fs.rmSync(site.dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
