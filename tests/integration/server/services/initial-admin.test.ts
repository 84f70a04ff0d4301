import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.js';
import { createLogger } from '@server/logger.js';
import { ensureInitialAdmin, firstAdminNotice } from '@server/services/initial-admin.js';
import { databaseWithUsers } from '@tests/helpers/database.js';

const logger = createLogger('silent');
describe('first start without an admin', () => {
  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD when both are set', async () => {
    const { dataDir, users } = await databaseWithUsers();
    const config = loadConfig(
      { ADMIN_USERNAME: 'chefin', ADMIN_PASSWORD: 'eine-lange-passphrase' },
      { dataDir },
    );
    expect(await ensureInitialAdmin(users, config, logger)).toBeUndefined();
    expect(await users.verifyCredentials('chefin', 'eine-lange-passphrase')).not.toBeNull();
  });

  it('otherwise creates "admin" with a random password, given back once to be shown', async () => {
    const { dataDir, users } = await databaseWithUsers();
    const config = loadConfig({}, { dataDir });
    const admin = await ensureInitialAdmin(users, config, logger);
    expect(admin?.username).toBe('admin');
    expect(admin?.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await users.verifyCredentials('admin', admin!.password)).not.toBeNull();
    const notice = firstAdminNotice(admin!, 'http://127.0.0.1:3000/admin');
    expect(notice).toContain('Sign in at: http://127.0.0.1:3000/admin');
    expect(/Password: +(\S+)/.exec(notice)?.[1]).toBe(admin!.password);

    expect(await ensureInitialAdmin(users, config, logger)).toBeUndefined();
    expect(await users.count()).toBe(1);
  });

  it('generates a different password on every fresh install', async () => {
    const passwords: string[] = [];
    for (let install = 0; install < 2; install++) {
      const { dataDir, users } = await databaseWithUsers();
      passwords.push((await ensureInitialAdmin(users, loadConfig({}, { dataDir }), logger))?.password ?? '');
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });
});
