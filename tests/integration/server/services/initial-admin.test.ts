import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.js';
import { createLogger } from '@server/logger.js';
import { ensureInitialAdmin } from '@server/services/initial-admin.js';
import { databaseWithUsers } from '@tests/helpers/database.js';

const logger = createLogger('silent');
describe('first start without an admin', () => {
  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD when both are set', async () => {
    const { dataDir, users } = await databaseWithUsers();
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
    const { dataDir, users } = await databaseWithUsers();
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
      const { dataDir, users } = await databaseWithUsers();
      await ensureInitialAdmin(users, loadConfig({}, { dataDir }), logger, (text) => {
        passwords.push(/Password: (\S+)/.exec(text)?.[1] ?? '');
      });
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });
});
