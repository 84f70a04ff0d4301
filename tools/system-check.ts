/**
 * The first step of `npm test`: the system programs the test suite runs for real (Debian's
 * Chromium for the browser tests, nginx and openssl for the deploy kit's test, a font for the
 * pages' text). As root on a machine with apt-get, what is missing is installed (and said so);
 * otherwise the run stops at once with the one command to run. No test is skipped because a
 * program is missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkLtsNode } from './lts-node.js';

export interface Requirement {
  /** What it is for, in the message. */
  purpose: string;
  /** The file that must exist (an override from the environment is honoured). */
  file: string;
  /** The Debian package that provides it. */
  aptPackage: string;
  /** The variable that named another file (then a missing file is not installed, but reported). */
  setBy?: string;
  /** Where the file is after an installation, when that depends on what was installed. */
  locate?: () => string;
}

/** nginx's brotli_static (the public pages' .br files), a module Debian packages apart. */
export const BROTLI_STATIC: Requirement = {
  purpose: 'nginx serving the public pages with brotli',
  file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  aptPackage: 'libnginx-mod-http-brotli-static',
};

/**
 * What the suite needs; CHROMIUM_PATH="" (Playwright's own browser) and NGINX_PATH are honoured.
 * `postgres` (the `--postgres` flag of `npm test` and `npm run test:postgres`): also Debian's
 * PostgreSQL server, which the PostgreSQL pass starts itself (POSTGRES_BIN names another bin
 * folder); that pass's Node.js (.nvmrc's, tools/lts-node.ts) is checked after the packages.
 */
export function requirements(
  env: NodeJS.ProcessEnv = process.env,
  {
    postgres = false,
    postgresVersions = installedPostgresVersions,
  }: { postgres?: boolean; postgresVersions?: () => string[] } = {},
): Requirement[] {
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const setBy = (name: string) => (env[name] ? { setBy: name } : {});
  const postgresInitdb = () => path.join(postgresBinFolder(env, postgresVersions), 'initdb');
  return [
    ...(chromium
      ? [{ purpose: 'browser tests', file: chromium, aptPackage: 'chromium', ...setBy('CHROMIUM_PATH') }]
      : []),
    {
      purpose: 'deploy kit test',
      file: env.NGINX_PATH || '/usr/sbin/nginx',
      aptPackage: 'nginx',
      ...setBy('NGINX_PATH'),
    },
    BROTLI_STATIC,
    { purpose: 'deploy kit test (certificate)', file: '/usr/bin/openssl', aptPackage: 'openssl' },
    {
      purpose: 'browser tests (text)',
      file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      aptPackage: 'fonts-dejavu-core',
    },
    ...(postgres
      ? [
          {
            purpose: 'the tests on PostgreSQL',
            file: postgresInitdb(),
            // The version apt-get installs decides the folder.
            locate: postgresInitdb,
            aptPackage: 'postgresql',
            ...setBy('POSTGRES_BIN'),
          },
        ]
      : []),
  ];
}

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** The PostgreSQL versions Debian installed (each a folder /usr/lib/postgresql/N with bin/initdb). */
export function installedPostgresVersions(): string[] {
  if (!fs.existsSync(DEBIAN_POSTGRES)) return [];
  return fs
    .readdirSync(DEBIAN_POSTGRES)
    .filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(DEBIAN_POSTGRES, name, 'bin', 'initdb')));
}

/**
 * The bin folder of the PostgreSQL server the tests start: POSTGRES_BIN, else the newest version
 * Debian installed (15 on Debian 12, 17 on Debian 13); before any is, where Debian 12's would be.
 */
export function postgresBinFolder(
  env: NodeJS.ProcessEnv = process.env,
  versions: () => string[] = installedPostgresVersions,
): string {
  if (env.POSTGRES_BIN) return env.POSTGRES_BIN;
  const newest = versions().sort((a, b) => Number(b) - Number(a))[0];
  return path.join(DEBIAN_POSTGRES, newest ?? '15', 'bin');
}

export interface SystemCheckDeps {
  exists(file: string): boolean;
  /** Root with apt-get: missing packages can be installed here. */
  canInstall: boolean;
  /** Runs a command with its output shown; throws when it fails. */
  run(command: string, args: string[]): void;
  log(line: string): void;
}

/** Checks (and as root installs) the requirements; answers the message to stop with, or null. */
export function checkSystem(
  needed: Requirement[],
  deps: SystemCheckDeps,
  /** Who needs them, in the messages. */
  needer = 'The tests need',
): string | null {
  const missing = needed.filter((requirement) => !deps.exists(requirement.file));
  if (missing.length === 0) return null;
  const misnamed = missing.find((requirement) => requirement.setBy);
  if (misnamed) return `${misnamed.setBy} names ${misnamed.file}, which does not exist.`;
  const packages = [...new Set(missing.map((requirement) => requirement.aptPackage))];
  const what = missing.map((requirement) => `${requirement.file} (${requirement.purpose})`).join(', ');
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (!deps.canInstall) {
    return `${needer} ${what}. Install with:\n\n  sudo sh -c '${command}'\n`;
  }
  deps.log(`${needer} ${what}: installing ${packages.join(' ')} with apt-get.`);
  deps.run('apt-get', ['update', '-qq']);
  deps.run('apt-get', ['install', '-y', '-qq', ...packages]);
  const still = missing
    .map((requirement) => requirement.locate?.() ?? requirement.file)
    .filter((file) => !deps.exists(file));
  if (still.length > 0) return `apt-get did not provide ${still.join(', ')}.`;
  deps.log(`Installed ${packages.join(' ')}.`);
  return null;
}

const hasAptGet = (): boolean =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, 'apt-get')));

/** This machine: its files, apt-get as root, commands with their output shown. */
export function thisMachine(): SystemCheckDeps {
  return {
    exists: (file) => fs.existsSync(file),
    canInstall: process.getuid?.() === 0 && hasAptGet(),
    run: (command, args) =>
      execFileSync(command, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }),
    log: (line) => console.log(line),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const postgres = process.argv.includes('--postgres');
  const problem =
    checkSystem(requirements(process.env, { postgres }), thisMachine()) ??
    // The PostgreSQL pass runs on .nvmrc's Node (tools/lts-node.ts): fetched now, not minutes later.
    (postgres ? checkLtsNode() : null);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
