import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from '@server/auth/login-throttle.js';
import { runAdminCommand } from '@server/cli/admin.js';
import { cliDatabaseEnv, databaseWithUsers } from '@tests/helpers/database.js';
import { TEST_PASSWORD_COST } from '@tests/helpers/test-app.js';

const run = promisify(execFile);
/** A session expiry far ahead of any clock the CLI could read. */
const LIVE_UNTIL = Date.parse('2100-01-01T00:00:00Z');

/**
 * The account commands. The command line itself (arguments, environment, exit code, no terminal)
 * runs as a real process twice (a create, and a create without a password or terminal); the other
 * commands run in-process through the function it calls, the same code over the same database,
 * without 1.5–3 s of start-up per run.
 */
describe('npm run admin', () => {
  const environment = (database: { dataDir: string; databaseUrl: string }, password?: string) => ({
    ...process.env,
    ...cliDatabaseEnv(database),
    ADMIN_PASSWORD: password ?? '',
    LOG_LEVEL: 'silent',
  });
  /** The real command line, in a process of its own (1.5–3 s each on two cores). */
  const commandLine = (
    database: { dataDir: string; databaseUrl: string },
    args: string[],
    password?: string,
  ) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      env: environment(database, password),
    });
  /**
   * The same command run in this process (what the command line calls), answered like execFile's
   * promise: its output on success, a rejection with the exit code and output otherwise.
   */
  const cli = async (
    database: { dataDir: string; databaseUrl: string },
    args: string[],
    password?: string,
  ) => {
    const lines = { stdout: '', stderr: '' };
    const code = await runAdminCommand(
      args,
      environment(database, password),
      {
        log: (line) => (lines.stdout += `${line}\n`),
        error: (line) => (lines.stderr += `${line}\n`),
      },
      // The product's cost is the real command line's (above); here, the tests' cheap one.
      TEST_PASSWORD_COST,
    );
    if (code !== 0) throw Object.assign(new Error(`exit code ${code}`), { code, ...lines });
    return lines;
  };

  it('creates a user, and set-password changes it and ends its sessions', async () => {
    const { dataDir, databaseUrl, knex, users } = await databaseWithUsers();
    const created = await commandLine({ dataDir, databaseUrl }, ['create', 'dana'], 'erstes-passwort-123');
    expect(created.stdout).toContain('Created owner "dana"');
    expect(await users.verifyCredentials('dana', 'erstes-passwort-123')).not.toBeNull();

    const user = await knex('adminUsers').where({ username: 'dana' }).first('id');
    await knex('sessions').insert({ id: 'x', userId: user.id, data: '{}', expiresAt: LIVE_UNTIL });
    // The command line's set-password is the same function, in this process.
    const changed = await cli({ dataDir, databaseUrl }, ['set-password', 'dana'], 'zweites-passwort-456');
    expect(changed.stdout).toContain('1 session(s) ended');
    expect(await users.verifyCredentials('dana', 'erstes-passwort-123')).toBeNull();
    expect(await users.verifyCredentials('dana', 'zweites-passwort-456')).not.toBeNull();
    expect(await knex('sessions').where({ userId: user.id })).toHaveLength(0);
  });

  it('creates an account with a role, changes roles (ending its sessions) and keeps the last owner', async () => {
    const { dataDir, databaseUrl, knex } = await databaseWithUsers();
    await cli({ dataDir, databaseUrl }, ['create', 'olga'], 'sonnen-blume-1234');
    const editor = await cli(
      { dataDir, databaseUrl },
      ['create', 'erik', '--role', 'editor'],
      'mond-fenster-5678',
    );
    expect(editor.stdout).toContain('Created editor "erik"');
    const roleOf = async (username: string) =>
      (await knex('adminUsers').where({ username }).first('role')).role;
    expect(await roleOf('olga')).toBe('owner');
    expect(await roleOf('erik')).toBe('editor');

    const erik = await knex('adminUsers').where({ username: 'erik' }).first('id');
    await knex('sessions').insert({ id: 'e', userId: erik.id, data: '{}', expiresAt: LIVE_UNTIL });
    const changed = await cli({ dataDir, databaseUrl }, ['role', 'erik', 'recruiter']);
    expect(changed.stdout).toContain('"erik" is now recruiter (Recruiting); 1 session(s) ended');
    expect(await roleOf('erik')).toBe('recruiter');
    expect(await knex('sessions').where({ userId: erik.id })).toHaveLength(0);

    // The only owner cannot stop being one; with a second owner she can.
    await expect(cli({ dataDir, databaseUrl }, ['role', 'olga', 'admin'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"olga" is the last owner and keeps that role.'),
    });
    expect(await roleOf('olga')).toBe('owner');
    await cli({ dataDir, databaseUrl }, ['role', 'erik', 'owner']);
    await cli({ dataDir, databaseUrl }, ['role', 'olga', 'admin']);
    expect(await roleOf('olga')).toBe('admin');

    await expect(cli({ dataDir, databaseUrl }, ['role', 'erik', 'superuser'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The role must be one of: owner, admin, recruiter, editor.'),
    });
    await expect(
      cli({ dataDir, databaseUrl }, ['create', 'fritz', '--role', 'chef'], 'stern-wolke-9012'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The role must be one of'),
    });
  });

  it('role counts only active owners: a disabled second owner does not let the last active one go', async () => {
    const { dataDir, databaseUrl, knex } = await databaseWithUsers();
    await cli({ dataDir, databaseUrl }, ['create', 'aktiv'], 'sonnen-blume-1234');
    await cli({ dataDir, databaseUrl }, ['create', 'ruhend'], 'mond-fenster-5678');
    await knex('adminUsers').where({ username: 'ruhend' }).update({ disabledAt: new Date().toISOString() });
    await expect(cli({ dataDir, databaseUrl }, ['role', 'aktiv', 'admin'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"aktiv" is the last owner and keeps that role.'),
    });
    expect((await knex('adminUsers').where({ username: 'aktiv' }).first('role')).role).toBe('owner');
  });

  it('reset-2fa removes the authenticator app, recovery codes and passkeys and ends the sessions', async () => {
    const { dataDir, databaseUrl, knex } = await databaseWithUsers();
    await cli({ dataDir, databaseUrl }, ['create', 'verloren'], 'handy-weg-im-see-42');
    const { id } = await knex('adminUsers').where({ username: 'verloren' }).first('id');
    await knex('adminUsers').where({ id }).update({ totpSecret: 'JBSWY3DPEHPK3PXP', totpLastStep: 1 });
    await knex('recoveryCodes').insert({ userId: id, codeHash: 'h', createdAt: new Date().toISOString() });
    await knex('passkeys').insert({
      userId: id,
      credentialId: 'c',
      publicKey: 'k',
      counter: 0,
      name: 'Laptop',
      createdAt: new Date().toISOString(),
    });
    await knex('sessions').insert({ id: 'v', userId: id, data: '{}', expiresAt: LIVE_UNTIL });
    const reset = await cli({ dataDir, databaseUrl }, ['reset-2fa', 'verloren']);
    expect(reset.stdout).toContain('Second factor of "verloren" removed; 1 session(s) ended.');
    expect(await knex('adminUsers').where({ id }).first('totpSecret')).toEqual({ totpSecret: null });
    expect(await knex('recoveryCodes').where({ userId: id })).toHaveLength(0);
    expect(await knex('passkeys').where({ userId: id })).toHaveLength(0);
    expect(await knex('sessions').where({ userId: id })).toHaveLength(0);
    await expect(cli({ dataDir, databaseUrl }, ['reset-2fa', 'niemand'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('There is no user "niemand".'),
    });
  });

  it('unlock lifts the login lock of a username', async () => {
    const { dataDir, databaseUrl, knex } = await databaseWithUsers();
    const throttle = createLoginThrottle(knex);
    for (let attempt = 1; attempt <= 10; attempt++) await throttle.begin('Dana', `192.0.2.${attempt}`);
    expect((await throttle.begin('dana', '198.51.100.1')).allowed).toBe(false);
    const unlocked = await cli({ dataDir, databaseUrl }, ['unlock', 'dana']);
    expect(unlocked.stdout).toContain('Login of "dana" unlocked');
    expect((await throttle.begin('dana', '198.51.100.1')).allowed).toBe(true);
  });

  it('refuses a short, a common and a username-containing password, saying why', async () => {
    const { dataDir, databaseUrl, users } = await databaseWithUsers();
    await Promise.all([
      expect(cli({ dataDir, databaseUrl }, ['create', 'emil'], 'kurz')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('at least 10 characters'),
      }),
      expect(cli({ dataDir, databaseUrl }, ['create', 'emil'], '1234567890')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('too easy to guess: This is a frequently used password.'),
      }),
      expect(cli({ dataDir, databaseUrl }, ['create', 'emil'], 'emil-mond-fenster-9')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('must not contain the username'),
      }),
    ]);
    expect(await users.count()).toBe(0);
  });

  it('refuses a missing password without a terminal', async () => {
    const { dataDir, databaseUrl, users } = await databaseWithUsers();
    await expect(commandLine({ dataDir, databaseUrl }, ['create', 'emil'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('set ADMIN_PASSWORD'),
    });
    expect(await users.count()).toBe(0);
  });
});
