import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { generatePassword } from '../auth/password.js';
import type { UserService } from './users.js';

/** The account a first start created with a random password, to be shown once. */
export interface GeneratedAdmin {
  username: string;
  password: string;
}

/**
 * First start without any admin: create one from ADMIN_USERNAME/ADMIN_PASSWORD, or user "admin"
 * with a random password, which the caller shows once (`firstAdminNotice`). There is no fixed
 * default password.
 */
export async function ensureInitialAdmin(
  users: UserService,
  config: Config,
  logger: Logger,
): Promise<GeneratedAdmin | undefined> {
  if ((await users.count()) > 0) return undefined;
  if (config.adminUsername && config.adminPassword) {
    await users.create(config.adminUsername, config.adminPassword);
    logger.info({ username: config.adminUsername }, 'created the first admin from ADMIN_USERNAME');
    return undefined;
  }
  const admin = { username: 'admin', password: generatePassword() };
  await users.create(admin.username, admin.password);
  return admin;
}

/**
 * What the start prints once it listens, as its last lines (after the build's output and the
 * start's log), so that nobody has to find the password among them.
 */
export function firstAdminNotice(admin: GeneratedAdmin, controlCentreUrl: string): string {
  return [
    '',
    '================================================================',
    ' First start: an admin account was created for the control centre.',
    `   Sign in at: ${controlCentreUrl}`,
    `   Username:   ${admin.username}`,
    `   Password:   ${admin.password}`,
    ' This password is shown only now. Change it with',
    `   npm run admin -- set-password ${admin.username}`,
    '================================================================',
    '',
    '',
  ].join('\n');
}
