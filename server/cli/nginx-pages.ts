import { pathToFileURL } from 'node:url';
import { loadConfig, readEnvironment, type Config } from '../config.js';
import { securityHeaders } from '../security-headers.js';
import { pageCsp } from '../render/document.js';
import { nginxPageConfig, type NginxPageConfig } from '../render/page-files.js';
import type { CommandOutput } from './admin.js';

/** nginx's part for the page files of a server with this configuration (server/render/page-files.ts). */
export function nginxPagesFor(config: Config): NginxPageConfig {
  return nginxPageConfig(config.pageFilesDir, {
    securityHeaders: securityHeaders(config),
    pageCsp: pageCsp(config.cookieSecure),
  });
}

/**
 * `npm run -s nginx:pages`: prints nginx's part that serves the public pages from the files the
 * server writes into PAGE_FILES_DIR, for the code and configuration (.env and variables) of this
 * installation. Root writes it where the shipped site includes it (docs/operations.md) at
 * installation and after each upgrade; the running server never writes nginx's configuration.
 */
export function runNginxPages(
  env: NodeJS.ProcessEnv = readEnvironment(),
  output: CommandOutput = console,
): number {
  const config = loadConfig(env);
  if (!config.pageFilesDir) {
    output.error('PAGE_FILES_DIR is not set (in .env): the server writes no page files for nginx.');
    return 1;
  }
  output.log(nginxPagesFor(config).snippet.trimEnd());
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = runNginxPages();
