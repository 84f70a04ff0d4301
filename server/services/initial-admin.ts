import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { generatePassword } from '../auth/password.js';
import type { UserService } from './users.js';

/**
 * First start without any admin: create one from ADMIN_USERNAME/ADMIN_PASSWORD, or user "admin"
 * with a random password printed once. There is no fixed default password.
 */
export async function ensureInitialAdmin(
  users: UserService,
  config: Config,
  logger: Logger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  if ((await users.count()) > 0) return;
  if (config.adminUsername && config.adminPassword) {
    await users.create(config.adminUsername, config.adminPassword);
    logger.info({ username: config.adminUsername }, 'created the first admin from ADMIN_USERNAME');
    return;
  }
  const password = generatePassword();
  await users.create('admin', password);
  print(
    [
      '',
      '================================================================',
      ' First start: an admin account was created for the control centre.',
      '   Username: admin',
      `   Password: ${password}`,
      ' This password is shown only now. Change it with',
      '   npm run admin -- set-password admin',
      '================================================================',
      '',
      '',
    ].join('\n'),
  );
}
