import { describe, expect, it } from 'vitest';
import { runNginxPages } from '@server/cli/nginx-pages.js';

/** `npm run -s nginx:pages`: nginx's part for the page files, for this installation's configuration. */
function run(env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const errors: string[] = [];
  const code = runNginxPages(env, {
    log: (line: string) => out.push(line),
    error: (line: string) => errors.push(line),
  });
  return { code, out: out.join('\n'), errors: errors.join('\n') };
}

describe('npm run nginx:pages', () => {
  it('prints the part for PAGE_FILES_DIR with the headers of this configuration', () => {
    const https = run({
      PAGE_FILES_DIR: '/var/cache/agentur',
      PUBLIC_URL: 'https://agentur.example',
      DATA_DIR: '/tmp/x',
    });
    expect(https.code).toBe(0);
    expect(https.out).toMatch(/root "\/var\/cache\/agentur\/pages-[0-9a-f]{16}";/);
    expect(https.out).toContain('add_header Strict-Transport-Security "max-age=');
    expect(https.out).toContain('upgrade-insecure-requests');
    const http = run({
      PAGE_FILES_DIR: '/var/cache/agentur',
      PUBLIC_URL: 'http://agentur.example',
      DATA_DIR: '/tmp/x',
    });
    expect(http.out).not.toContain('Strict-Transport-Security');
    // Other headers, another folder: a server with the other configuration never fills nginx's.
    expect(/pages-[0-9a-f]+/.exec(http.out)![0]).not.toBe(/pages-[0-9a-f]+/.exec(https.out)![0]);
  });

  it('says so when PAGE_FILES_DIR is not set', () => {
    expect(run({ DATA_DIR: '/tmp/x' })).toEqual({
      code: 1,
      out: '',
      errors: 'PAGE_FILES_DIR is not set (in .env): the server writes no page files for nginx.',
    });
  });
});
