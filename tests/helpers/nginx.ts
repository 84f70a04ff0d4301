import fs from 'node:fs';
import path from 'node:path';
import { BROTLI_STATIC } from '@tools/system-check.js';

/** Debian's nginx, or NGINX_PATH (as `npm run site:local` runs it). */
export { NGINX as NGINX_BINARY } from '@tools/site-local.js';

/**
 * Writes `dir/nginx.conf`: one worker in the foreground, with its pid file, logs and temp folders
 * inside `dir` (which nginx's unprivileged workers must be able to enter: mode 0755), and `http`
 * (directives and server blocks) inside its http block. Start it with `-c dir/nginx.conf -p dir`.
 * `accessLog: false` writes no access log (the speed reference of `bench:http`); `brotli` loads
 * the brotli_static module (for the public pages' files).
 */
export function writeNginxConfig(
  dir: string,
  http: string,
  { brotli = false, accessLog = true } = {},
): string {
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    file,
    `${brotli ? `load_module ${BROTLI_STATIC.file};\n` : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${accessLog ? `${dir}/access.log` : 'off'};
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`,
  );
  return file;
}
