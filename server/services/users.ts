import type { Knex } from 'knex';
import { AdminUser } from '../../db/models/index.js';
import { deleteSessionsOfUser } from '../auth/session-store.js';
import { LOGIN_LIMITS } from '../../shared/constants.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.js';
import { passwordProblem } from '../auth/password-policy.js';

export class UserInputError extends Error {}

async function checkPassword(password: string, username: string): Promise<void> {
  const problem = await passwordProblem(password, username);
  if (problem) throw new UserInputError(problem);
}

const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9._@-]{3,${LOGIN_LIMITS.usernameMax}}$`);

function checkUsername(username: string): void {
  if (!USERNAME_PATTERN.test(username)) {
    throw new UserInputError(
      `The username must be 3-${LOGIN_LIMITS.usernameMax} characters: letters, digits, . _ @ -`,
    );
  }
}

export const findUserByName = (username: string) =>
  AdminUser.query().whereRaw('lower(??) = ?', ['username', username.trim().toLowerCase()]).first();

/** The user for these credentials, or null; unknown names take as long as wrong passwords. */
export async function verifyCredentials(username: string, password: string): Promise<AdminUser | null> {
  const user = await findUserByName(username);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

export async function createUser(username: string, password: string): Promise<AdminUser> {
  checkUsername(username);
  await checkPassword(password, username);
  if (await findUserByName(username)) throw new UserInputError(`The user "${username}" exists already.`);
  const now = new Date().toISOString();
  return AdminUser.query().insertAndFetch({
    username,
    passwordHash: await hashPassword(password),
    createdAt: now,
    updatedAt: now,
  });
}

/** Sets a new password and ends every session of that user. */
export async function setPassword(knex: Knex, username: string, password: string): Promise<number> {
  const user = await findUserByName(username);
  if (!user) throw new UserInputError(`There is no user "${username}".`);
  await checkPassword(password, user.username);
  await user
    .$query()
    .patch({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() });
  return deleteSessionsOfUser(knex, user.id);
}

export async function countUsers(): Promise<number> {
  const row = (await AdminUser.query().count('* as count').first()) as unknown as { count: number | string };
  return Number(row.count);
}
