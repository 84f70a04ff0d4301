import { describe, expect, it } from 'vitest';
import {
  BROTLI_STATIC,
  checkSystem,
  postgresBinFolder,
  requirements,
  type SystemCheckDeps,
} from '@tools/system-check.js';

/** The first step of `npm test`: the system programs the suite needs, installed or named. */

function machine(present: string[], canInstall: boolean, installs: Record<string, string[]> = {}) {
  const files = new Set(present);
  const commands: string[] = [];
  const lines: string[] = [];
  const deps: SystemCheckDeps = {
    exists: (file) => files.has(file),
    canInstall,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      for (const name of args) for (const file of installs[name] ?? []) files.add(file);
    },
    log: (line) => lines.push(line),
  };
  return { deps, commands, lines, files };
}

const ALL = [
  '/usr/bin/chromium',
  '/usr/sbin/nginx',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/bin/openssl',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];

describe('the system check of npm test', () => {
  it('says nothing and installs nothing when everything is there', () => {
    const { deps, commands, lines } = machine(ALL, true);
    expect(checkSystem(requirements({}), deps)).toBeNull();
    expect(commands).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('as root with apt-get installs what is missing, and says so', () => {
    const { deps, commands, lines } = machine(
      ALL.filter((file) => file !== '/usr/sbin/nginx'),
      true,
      { nginx: ['/usr/sbin/nginx'] },
    );
    expect(checkSystem(requirements({}), deps)).toBeNull();
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq nginx']);
    expect(lines).toEqual([
      'The tests need /usr/sbin/nginx (deploy kit test): installing nginx with apt-get.',
      'Installed nginx.',
    ]);
  });

  it('otherwise stops at once with the one command to run', () => {
    const { deps, commands } = machine(['/usr/bin/openssl'], false);
    expect(checkSystem(requirements({}), deps)).toBe(
      'The tests need /usr/bin/chromium (browser tests), /usr/sbin/nginx (deploy kit test), ' +
        '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so (nginx serving the public pages with brotli), ' +
        '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf (browser tests (text)). Install with:\n\n' +
        "  sudo sh -c 'apt-get update && apt-get install -y chromium nginx libnginx-mod-http-brotli-static fonts-dejavu-core'\n",
    );
    expect(commands).toEqual([]);
  });

  it('names who needs the programs (npm run site:local needs the brotli module)', () => {
    const { deps } = machine([], false);
    expect(checkSystem([BROTLI_STATIC], deps, 'npm run site:local needs')).toBe(
      'npm run site:local needs /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ' +
        '(nginx serving the public pages with brotli). Install with:\n\n' +
        "  sudo sh -c 'apt-get update && apt-get install -y libnginx-mod-http-brotli-static'\n",
    );
  });

  it('fails when apt-get did not provide the program', () => {
    const { deps } = machine(ALL.slice(1), true);
    expect(checkSystem(requirements({}), deps)).toBe('apt-get did not provide /usr/bin/chromium.');
  });

  it('honours CHROMIUM_PATH (empty: Playwright’s own browser) and NGINX_PATH', () => {
    const files = requirements({ CHROMIUM_PATH: '', NGINX_PATH: '/opt/nginx/sbin/nginx' }).map((r) => r.file);
    expect(files).not.toContain('/usr/bin/chromium');
    expect(files).toContain('/opt/nginx/sbin/nginx');
    // A file named by a variable is the developer's: reported, not installed over.
    const { deps, commands } = machine(ALL, true);
    expect(checkSystem(requirements({ NGINX_PATH: '/opt/nginx/sbin/nginx' }), deps)).toBe(
      'NGINX_PATH names /opt/nginx/sbin/nginx, which does not exist.',
    );
    expect(commands).toEqual([]);
  });

  it('asks for PostgreSQL only for the PostgreSQL run (--postgres), and honours POSTGRES_BIN', () => {
    const files = (env: NodeJS.ProcessEnv, postgres: boolean) =>
      requirements(env, { postgres, postgresVersions: () => [] }).map((requirement) => requirement.file);
    expect(files({}, false)).not.toContainEqual(expect.stringContaining('postgresql'));
    expect(files({}, true)).toContain('/usr/lib/postgresql/15/bin/initdb');
    expect(files({ POSTGRES_BIN: '/opt/pg/bin' }, true)).toContain('/opt/pg/bin/initdb');
    const { deps, commands } = machine(ALL, true, { postgresql: ['/usr/lib/postgresql/15/bin/initdb'] });
    expect(checkSystem(requirements({}, { postgres: true, postgresVersions: () => [] }), deps)).toBeNull();
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq postgresql']);
  });

  it('finds the version apt-get installed (17 on Debian 13), and the newest of several', () => {
    const { deps, files } = machine(ALL, true, { postgresql: ['/usr/lib/postgresql/17/bin/initdb'] });
    const postgresVersions = () =>
      [...files].flatMap((file) => /^\/usr\/lib\/postgresql\/(\d+)\/bin\/initdb$/.exec(file)?.[1] ?? []);
    expect(checkSystem(requirements({}, { postgres: true, postgresVersions }), deps)).toBeNull();
    expect(postgresBinFolder({}, postgresVersions)).toBe('/usr/lib/postgresql/17/bin');
    expect(postgresBinFolder({}, () => ['15', '17', '9'])).toBe('/usr/lib/postgresql/17/bin');
    expect(postgresBinFolder({ POSTGRES_BIN: '/opt/pg/bin' }, () => ['17'])).toBe('/opt/pg/bin');
  });
});
