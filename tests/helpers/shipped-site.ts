import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { httpsFetch } from '@tests/helpers/https-fetch.js';
import { NGINX_BINARY, writeNginxConfig } from '@tests/helpers/nginx.js';
import { freePort } from '@tests/helpers/ports.js';
import { nginxPagesFor } from '@server/cli/nginx-pages.js';
import { replaceExactly, SHIPPED_SITE } from '@tools/site-local.js';
import type { Config } from '@server/config.js';

/** The shipped nginx site and the domain it is written for. */
export const SITE_FILE = SHIPPED_SITE;
export const DOMAIN = 'agentur.example';

export interface ShippedSite {
  httpPort: number;
  httpsPort: number;
  /** The site's own access log (format "agentur"). */
  accessLog: string;
  /**
   * The access log once it holds `last`: the HTTPS site writes it buffered, so nginx is told to
   * reopen its logs (SIGUSR1), which writes out what it holds.
   */
  readAccessLog(last: string): Promise<string>;
  /** fetch over TLS that trusts the test's certificate and names DOMAIN (SNI and Host). */
  secureFetch: typeof fetch;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Runs the shipped site with Debian's nginx (NGINX_PATH, default /usr/sbin/nginx) and a
 * certificate made for the test. Only the listening ports, the upstream's server line (one line
 * per port in `upstreamPorts`, as docs/scaling.md lists several processes), the certificate and
 * log paths and the page files' folder are replaced; everything else is the file an administrator installs.
 */
export async function startShippedSite(
  upstreamPorts: number[],
  /** The app's configuration, whose page files nginx then answers itself (else it has none). */
  { pageFiles }: { pageFiles?: Config } = {},
): Promise<ShippedSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-site-'));
  // nginx's workers run unprivileged when it is started as root: they must reach their temp folders.
  fs.chmodSync(dir, 0o755);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
      ...['-days', '2', '-subj', `/CN=${DOMAIN}`, '-addext', `subjectAltName=DNS:${DOMAIN}`],
    ],
    { stdio: 'ignore' },
  );
  const ca = fs.readFileSync(path.join(dir, 'fullchain.pem'), 'utf8');
  const accessLog = path.join(dir, 'agentur-access.log');

  const httpPort = await freePort();
  const httpsPort = await freePort();
  const servers = upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join('\n    ');
  let site = fs.readFileSync(SITE_FILE, 'utf8');
  site = replaceExactly(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  site = replaceExactly(site, 'listen [::]:80;', `listen [::1]:${httpPort};`, 1);
  site = replaceExactly(site, 'listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`, 1);
  site = replaceExactly(site, 'listen [::]:443 ssl', `listen [::1]:${httpsPort} ssl`, 1);
  site = replaceExactly(site, 'server 127.0.0.1:3000;', servers, 1);
  site = replaceExactly(site, `/etc/letsencrypt/live/${DOMAIN}/`, `${dir}/`, 2);
  site = replaceExactly(site, '/var/log/nginx/access.log', accessLog, 2);
  const snippet = path.join(dir, 'agentur-pages.conf');
  if (pageFiles) fs.writeFileSync(snippet, nginxPagesFor(pageFiles).snippet);
  site = replaceExactly(site, '/etc/nginx/snippets/agentur-pages.conf*', `${snippet}*`, 1);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const conf = writeNginxConfig(dir, `  include /etc/nginx/mime.types;\n  include ${dir}/site.conf;`, {
    brotli: pageFiles !== undefined,
  });

  let failed: Error | undefined;
  const nginx: ChildProcess = spawn(NGINX_BINARY, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  nginx.on('error', (error) => (failed = error));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null && !failed) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  async function waitForPort(port: number): Promise<void> {
    for (;;) {
      if (failed) {
        throw new Error(
          `${NGINX_BINARY} could not be started (apt-get install nginx, or set NGINX_PATH): ${failed.message}`,
        );
      }
      if (nginx.exitCode !== null) {
        throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      }
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  try {
    await waitForPort(httpPort);
    await waitForPort(httpsPort);
  } catch (error) {
    await stop();
    throw error;
  }
  async function readAccessLog(last: string): Promise<string> {
    nginx.kill('SIGUSR1');
    for (let attempt = 0; attempt < 500; attempt++) {
      const log = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8') : '';
      if (log.includes(last)) return log;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`nginx did not write "${last}" to its access log`);
  }
  return {
    httpPort,
    httpsPort,
    accessLog,
    readAccessLog,
    secureFetch: httpsFetch({ ca, host: DOMAIN }),
    stop,
  };
}
