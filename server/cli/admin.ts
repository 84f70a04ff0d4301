import readline from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { migrateToLatest, openDatabase } from '@db/connection.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import { loadConfig, readEnvironment } from '../config.js';
import { createPasswordHasher } from '../auth/password.js';
import { systemClock } from '../clock.js';
import { createUserService, UserInputError } from '../services/users.js';
import { createActivityLog } from '../services/activity-log.js';
import { isRole, ROLE_LABELS, ROLES } from '@shared/roles.js';

const USAGE = `Usage:
  npm run admin -- create <username> [--role <role>]
                                            create an account (an owner unless a role is given)
  npm run admin -- role <username> <role>   give an account another role (ends its sessions)
  npm run admin -- set-password <username>  set a new password (ends the user's sessions)
  npm run admin -- reset-2fa <username>     remove the second factor (authenticator app, recovery
                                            codes, passkeys) and end the user's sessions; they
                                            enrol again at the next sign-in
  npm run admin -- unlock <username>        lift the login locks of a username at once
  npm run admin -- unlock <ip-address>      lift the login locks of an address at once

Roles: ${ROLES.join(', ')} (${ROLES.map((role) => ROLE_LABELS[role]).join(', ')}).
The password is read from ADMIN_PASSWORD, or typed (without echo) when that is unset.`;

const COMMANDS = new Set(['create', 'role', 'set-password', 'unlock', 'reset-2fa']);

/** `--role <role>` among the arguments after the username, or the default. */
function roleOption(rest: string[]): string | undefined {
  const index = rest.indexOf('--role');
  return index >= 0 ? (rest[index + 1] ?? '') : undefined;
}

/** Reads a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UserInputError('No terminal to type a password: set ADMIN_PASSWORD instead.');
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, (answer) => resolve(answer));
      muted = true;
    });
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function readPassword(fromEnv: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new UserInputError('The two passwords differ.');
  return first;
}

/** Where a command's lines go: the terminal, or a test's capture. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs one command (`args` as after `npm run admin --`) with the settings of `env` (the .env file
 * and the environment, as the server reads them); answers the exit code. The command line below
 * calls it; tests call it in-process too.
 */
export async function runAdminCommand(
  args: string[],
  env: NodeJS.ProcessEnv = readEnvironment(),
  output: CommandOutput = console,
  /** scrypt's cost for new hashes: the product's; tests running the command in-process pass a cheap one. */
  passwordCost?: number,
): Promise<number> {
  const [command, username, ...rest] = args;
  if (!username || !command || !COMMANDS.has(command)) {
    output.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const knex = openDatabase(config);
  try {
    await migrateToLatest(knex);
    if (command === 'unlock') {
      const lifted = await createLoginThrottle(knex).unlock(username);
      output.log(`Login of "${username}" unlocked (${lifted} lock counter(s) removed).`);
      return 0;
    }
    // Every change is recorded in the activity log as the server's.
    const activityLog = createActivityLog({ knex, clock: systemClock });
    const users = createUserService({
      knex,
      hasher: createPasswordHasher(passwordCost),
      clock: systemClock,
      activityLog,
    });
    if (command === 'role') {
      const role = rest[0] ?? '';
      if (!isRole(role)) throw new UserInputError(`The role must be one of: ${ROLES.join(', ')}.`);
      const ended = await users.setRole(username, role);
      output.log(`"${username}" is now ${role} (${ROLE_LABELS[role]}); ${ended} session(s) ended.`);
      return 0;
    }
    if (command === 'reset-2fa') {
      const ended = await users.resetSecondFactor(username);
      output.log(`Second factor of "${username}" removed; ${ended} session(s) ended.`);
      return 0;
    }
    const role = roleOption(rest) ?? 'owner';
    if (!isRole(role)) throw new UserInputError(`The role must be one of: ${ROLES.join(', ')}.`);
    const password = await readPassword(config.adminPassword);
    if (command === 'create') {
      await users.create(username, password, role);
      output.log(`Created ${role} "${username}".`);
    } else {
      const ended = await users.setPassword(username, password);
      output.log(`Password of "${username}" changed; ${ended} session(s) ended.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UserInputError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await knex.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runAdminCommand(process.argv.slice(2));
}
