import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localNginxConf, localSite, SHIPPED_PAGES_SNIPPET, SHIPPED_SITE } from '@tools/site-local.js';

/** `npm run site:local` swaps only what a local run needs in the shipped site. */
const shipped = fs.readFileSync(SHIPPED_SITE, 'utf8');
const options = { appPorts: [3001, 3002], port: 8080, dir: '/tmp/nginx' };

describe('npm run site:local', () => {
  it('swaps ports, certificates, server_name, the pages’ snippet and the log, nothing else', () => {
    const site = localSite(shipped, options);
    expect(site).toContain('listen 127.0.0.1:8080;');
    expect(site).not.toMatch(/listen (80|443|\[::\])/);
    expect(site).not.toMatch(/^\s*ssl_/m);
    expect(site).not.toContain('return 301');
    expect(site).toContain('server_name localhost;');
    expect(site).toContain('server 127.0.0.1:3001;\n    server 127.0.0.1:3002;');
    expect(site).toContain('include /tmp/nginx/agentur-pages.conf;');
    expect(site).not.toContain(SHIPPED_PAGES_SNIPPET);
    expect(site).toContain('access_log /tmp/nginx/access.log agentur buffer=64k flush=5s;');
    // What production runs stays: the upstream's keep-alive, the proxy headers, the assets' caching.
    for (const line of [
      'keepalive 16;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_next_upstream error timeout;',
      'add_header Cache-Control "public, max-age=31536000, immutable";',
      'location @agentur_app {',
    ])
      expect(site).toContain(line);
  });

  it('stops with the reason when the shipped site no longer has what it swaps', () => {
    expect(() => localSite(shipped.replace('listen 443 ssl http2;', 'listen 443 ssl;'), options)).toThrow(
      /deploy\/nginx-agentur.conf: expected listen 443 ssl http2; 1 time\(s\), found 0/,
    );
  });

  it('runs one worker in the foreground with the brotli module', () => {
    const conf = localNginxConf('/tmp/nginx', '/tmp/nginx/site.conf');
    expect(conf).toMatch(/^worker_processes 1;$/m);
    expect(conf).toMatch(/^daemon off;$/m);
    expect(conf).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
  });
});
