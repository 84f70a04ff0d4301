import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX_BINARY, writeNginxConfig } from '../helpers/nginx.js';
import { waitForUrl } from './server.js';

export interface StaticFile {
  /** The address nginx answers it at, e.g. "/page.html". */
  path: string;
  bytes: Buffer;
  contentType: string;
  /** Sent as Content-Encoding when the bytes are compressed. */
  encoding?: 'br' | 'gzip';
  /** Further response headers (the app's own, for the same response on the wire). */
  headers?: Record<string, string>;
}

/**
 * Debian's nginx (NGINX_PATH, default /usr/sbin/nginx) serving the given bytes as files: the
 * reference the server's speed is measured against. One worker process, as the app is one Node
 * process; no access log (as a static file server in front of the app is usually set up for such
 * pages: issue 41); keep-alive connections without a request cap.
 */
export async function startNginx(port: number, files: StaticFile[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-'));
  const root = path.join(dir, 'root');
  fs.mkdirSync(root);
  // nginx's workers run as an unprivileged user when it is started as root: they must read the files.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(root, 0o755);
  const locations = files.map((file, index) => {
    const name = `file-${index}`;
    fs.writeFileSync(path.join(root, name), file.bytes, { mode: 0o644 });
    return `location = ${file.path} {
      default_type "${file.contentType}";
      ${file.encoding ? `add_header Content-Encoding ${file.encoding};` : ''}
      ${file.headers ? '' : 'add_header Vary Accept-Encoding;'}
      ${Object.entries(file.headers ?? {})
        .map(([name, value]) => `add_header ${name} "${value.replace(/["\\$]/g, '')}";`)
        .join('\n      ')}
      alias ${path.join(root, name)};
    }`;
  });
  const conf = writeNginxConfig(
    dir,
    `  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    ${locations.join('\n    ')}
  }`,
    { accessLog: false },
  );
  const child = spawn(NGINX_BINARY, ['-c', conf, '-p', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}${files[0]!.path}`);
  return {
    url,
    /** The worker process's id (the one that answers; the master only starts it). */
    workerPid(): number {
      const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
      return Number(children.split(' ')[0]);
    },
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
