import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { createKnex, migrateToLatest } from '../../../db/connection.js';
import { createLoginThrottle } from '../../../server/auth/login-throttle.js';
import { loadConfig } from '../../../server/config.js';
import { createLogger } from '../../../server/logger.js';
import { ensureInitialAdmin } from '../../../server/services/initial-admin.js';
import { createPasswordHasher } from '../../../server/auth/password.js';
import { systemClock } from '../../../server/clock.js';
import { createUserService, type UserService } from '../../../server/services/users.js';
import { TEST_PASSWORD_COST } from '../../helpers/test-app.js';

const run = promisify(execFile);
const logger = createLogger('silent');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function freshDatabase(): Promise<{ dataDir: string; knex: Knex; users: UserService }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-admin-'));
  const knex = createKnex(loadConfig({}, { dataDir }).databaseFile);
  await migrateToLatest(knex);
  cleanups.push(async () => {
    await knex.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const users = createUserService({
    knex,
    hasher: createPasswordHasher(TEST_PASSWORD_COST),
    clock: systemClock,
  });
  return { dataDir, knex, users };
}

describe('first start without an admin', () => {
  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD when both are set', async () => {
    const { dataDir, users } = await freshDatabase();
    const printed: string[] = [];
    const config = loadConfig(
      { ADMIN_USERNAME: 'chefin', ADMIN_PASSWORD: 'eine-lange-passphrase' },
      { dataDir },
    );
    await ensureInitialAdmin(users, config, logger, (text) => printed.push(text));
    expect(printed).toEqual([]);
    expect(await users.verifyCredentials('chefin', 'eine-lange-passphrase')).not.toBeNull();
  });

  it('otherwise creates "admin" with a random password printed once', async () => {
    const { dataDir, users } = await freshDatabase();
    const printed: string[] = [];
    const config = loadConfig({}, { dataDir });
    await ensureInitialAdmin(users, config, logger, (text) => printed.push(text));
    const password = /Password: (\S+)/.exec(printed.join(''))?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await users.verifyCredentials('admin', password!)).not.toBeNull();

    await ensureInitialAdmin(users, config, logger, (text) => printed.push(text));
    expect(printed).toHaveLength(1);
    expect(await users.count()).toBe(1);
  });

  it('generates a different password on every fresh install', async () => {
    const passwords: string[] = [];
    for (let install = 0; install < 2; install++) {
      const { dataDir, users } = await freshDatabase();
      await ensureInitialAdmin(users, loadConfig({}, { dataDir }), logger, (text) => {
        passwords.push(/Password: (\S+)/.exec(text)?.[1] ?? '');
      });
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });
});

describe('npm run admin', () => {
  const cli = (dataDir: string, args: string[], password?: string) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password ?? '', LOG_LEVEL: 'silent' },
    });

  it('creates a user, and set-password changes it and ends its sessions', async () => {
    const { dataDir, knex, users } = await freshDatabase();
    const created = await cli(dataDir, ['create', 'dana'], 'erstes-passwort-123');
    expect(created.stdout).toContain('Created admin "dana"');
    expect(await users.verifyCredentials('dana', 'erstes-passwort-123')).not.toBeNull();

    const user = await knex('adminUsers').where({ username: 'dana' }).first('id');
    await knex('sessions').insert({ id: 'x', userId: user.id, data: '{}', expiresAt: Date.now() + 60_000 });
    const changed = await cli(dataDir, ['set-password', 'dana'], 'zweites-passwort-456');
    expect(changed.stdout).toContain('1 session(s) ended');
    expect(await users.verifyCredentials('dana', 'erstes-passwort-123')).toBeNull();
    expect(await users.verifyCredentials('dana', 'zweites-passwort-456')).not.toBeNull();
    expect(await knex('sessions').where({ userId: user.id })).toHaveLength(0);
  });

  it('unlock lifts the login lock of a username', async () => {
    const { dataDir, knex } = await freshDatabase();
    const throttle = createLoginThrottle(knex);
    for (let attempt = 1; attempt <= 10; attempt++) await throttle.begin('Dana', `192.0.2.${attempt}`);
    expect((await throttle.begin('dana', '198.51.100.1')).allowed).toBe(false);
    const unlocked = await cli(dataDir, ['unlock', 'dana']);
    expect(unlocked.stdout).toContain('Login of "dana" unlocked');
    expect((await throttle.begin('dana', '198.51.100.1')).allowed).toBe(true);
  });

  it('refuses a short, a common and a username-containing password, saying why', async () => {
    const { dataDir, users } = await freshDatabase();
    await expect(cli(dataDir, ['create', 'emil'], 'kurz')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('at least 10 characters'),
    });
    await expect(cli(dataDir, ['create', 'emil'], '1234567890')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('too easy to guess: This is a frequently used password.'),
    });
    await expect(cli(dataDir, ['create', 'emil'], 'emil-mond-fenster-9')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('must not contain the username'),
    });
    expect(await users.count()).toBe(0);
  });

  it('refuses a missing password without a terminal', async () => {
    const { dataDir, users } = await freshDatabase();
    await expect(cli(dataDir, ['create', 'emil'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('set ADMIN_PASSWORD'),
    });
    expect(await users.count()).toBe(0);
  });
});
