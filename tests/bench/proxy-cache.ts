import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX_BINARY, writeNginxConfig } from '../helpers/nginx.js';
import { nginxAgentRules } from '../../server/render/page-files.js';
import { waitForUrl } from './server.js';

/**
 * The alternative to the page files that docs/speed.md weighs (issue 41): nginx with a proxy
 * cache in front of the app for `/`, keyed by the page's file variant (as nginx's part picks it) and
 * the coding, each entry valid one second and then revalidated with the app (If-None-Match, 304).
 * One worker, access log off. Only `bench:site` runs it, to measure it against the files.
 */
export async function startProxyCache(port: number, appPort: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-proxy-cache-'));
  fs.chmodSync(dir, 0o755);
  const conf = writeNginxConfig(
    dir,
    `  keepalive_requests 1000000;
  map $http_accept_encoding $bench_coding {
    default "";
    "~*\\bbr\\b" br;
    "~*\\bgzip\\b" gzip;
  }
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:1m max_size=64m inactive=1h;
  upstream bench_app {
    server 127.0.0.1:${appPort};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    ${nginxAgentRules().replace(/\n/g, '\n    ')}
    location = / {
      proxy_pass http://bench_app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Accept-Encoding $bench_coding;
      proxy_cache pages;
      proxy_cache_key "$uri|$agentur_page_variant|$bench_coding";
      proxy_ignore_headers Cache-Control Vary;
      proxy_cache_valid 200 1s;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
    }
    location / {
      proxy_pass http://bench_app;
    }
  }`,
  );
  const child = spawn(NGINX_BINARY, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/healthz`);
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
