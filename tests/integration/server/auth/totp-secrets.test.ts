import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TotpEnrolment } from '@shared/api-types.js';
import { createApp } from '@server/app.js';
import { createSecondFactorService } from '@server/auth/second-factor.js';
import { createSecretBox, loadSecretBox, SECRET_KEY_FILE, SecretBoxError } from '@server/auth/secret-box.js';
import { AdminUser } from '@db/models/index.js';
import { loadConfig } from '@server/config.js';
import { createLogger } from '@server/logger.js';
import { createBackup } from '@server/services/backups.js';
import { restoreBackup } from '@server/services/restore.js';
import { manualClock } from '@tests/helpers/clock.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { totpCode, TOTP_STEP_MS } from '@tests/helpers/totp.js';

let server: TestServer;
const clock = manualClock(Date.UTC(2026, 10, 28, 9, 0, 0));
beforeAll(async () => {
  server = await startTestServer({ env: { STAFF_2FA: 'required' }, clock });
});
afterAll(() => server.close());

/** Signs `username` in up to enrolment and sets up TOTP; answers the key. */
async function enrol(target: TestServer, username: string): Promise<string> {
  await target.createUser(username);
  const client = target.client();
  expect((await client.login(username)).body).toEqual({ next: 'enrol' });
  const { secret } = (await client.post<TotpEnrolment>('/api/admin/account/totp')).body;
  const confirmed = await client.post('/api/admin/account/totp/confirm', { code: totpCode(secret, clock()) });
  expect(confirmed.status).toBe(200);
  return secret;
}

/** Signs in with the password and the authenticator's code of the next step. */
async function signInWithCode(target: TestServer, username: string, secret: string): Promise<TestClient> {
  clock.advance(TOTP_STEP_MS);
  const client = target.client();
  expect((await client.login(username)).body).toMatchObject({ next: 'second-factor' });
  const signedIn = await client.post('/api/admin/login/second-factor', { code: totpCode(secret, clock()) });
  expect(signedIn.status).toBe(200);
  return client;
}

const storedSecret = async (target: TestServer, username: string) =>
  ((await target.knex('admin_users').where({ username }).first('totpSecret')) as { totpSecret: string })
    .totpSecret;

/** The app started once more over the same database and DATA_DIR, as a restart would. */
async function restart(target: TestServer, config = target.config): Promise<void> {
  const again = await createApp({ config, knex: target.knex, logger: createLogger('silent'), clock });
  await again.close();
}

describe('TOTP keys encrypted at rest', () => {
  it('the database holds no plain key after enrolment, and the code still signs in', async () => {
    const secret = await enrol(server, 'verschluesselt');
    const stored = await storedSecret(server, 'verschluesselt');
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    const everything = JSON.stringify(await server.knex('admin_users').select());
    expect(everything).not.toContain(secret);
    expect(fs.statSync(path.join(server.config.dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    await signInWithCode(server, 'verschluesselt', secret);
  });

  it('a plain key from before is encrypted at the next start and still verifies; a start after that changes nothing', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await server.createUser('von-frueher');
    await server.knex('admin_users').where({ username: 'von-frueher' }).update({ totpSecret: secret });
    await restart(server);
    const sealed = await storedSecret(server, 'von-frueher');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret);
    await signInWithCode(server, 'von-frueher', secret);
    await restart(server);
    expect(await storedSecret(server, 'von-frueher')).toBe(sealed);
  });

  it('a missing or another key stops the start with the reason, and a check with another key fails loudly', async () => {
    await enrol(server, 'falscher-schluessel');
    const otherKey = randomBytes(32).toString('base64url');
    await expect(restart(server, { ...server.config, totpEncryptionKey: otherKey })).rejects.toThrow(
      /cannot be decrypted with the key from TOTP_ENCRYPTION_KEY: it was encrypted with another key/,
    );
    // The key file lost (a server moved without it): a new one is generated, and the start stops.
    const file = path.join(server.config.dataDir, SECRET_KEY_FILE);
    const kept = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    await expect(restart(server)).rejects.toThrow(
      `cannot be decrypted with the key from ${file}: it was encrypted with another key`,
    );
    fs.writeFileSync(file, kept);
    await restart(server);
    // A process with another key (a second machine without the same TOTP_ENCRYPTION_KEY): an error, not "wrong code".
    const other = createSecondFactorService({
      knex: server.knex,
      clock,
      issuer: () => 'Agentur',
      activityLog: server.app.services.activityLog,
      secretBox: createSecretBox(Buffer.from(otherKey, 'base64url'), 'TOTP_ENCRYPTION_KEY'),
    });
    const user = await AdminUser.query(server.knex).findOne({ username: 'falscher-schluessel' });
    await expect(other.checkTotp(user!, '123456')).rejects.toThrow(SecretBoxError);
  });

  it('a pending set-up key is sealed for its account only', () => {
    const { secondFactor } = server.app.services;
    const sealed = secondFactor.sealPendingSecret(41, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(secondFactor.openPendingSecret(41, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => secondFactor.openPendingSecret(42, sealed)).toThrow(SecretBoxError);
  });
});

// The SQLite file's archive; PostgreSQL's restore needs its client programs (restore-postgres.test.ts).
describe.runIf(sqliteOnly)('backup and restore', () => {
  it('a backup restored into a fresh DATA_DIR brings the key along: the TOTP code still verifies', async () => {
    const source = await startTestServer({ env: { STAFF_2FA: 'required' }, clock });
    onTestFinished(() => source.close());
    const secret = await enrol(source, 'umzug');
    const backup = await createBackup(source.config, clock);

    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-totp-restore-')), 'data');
    onTestFinished(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    const restored = await restoreBackup(backup.file, loadConfig({}, { dataDir }), { clock });
    expect(restored).toMatchObject({ sessionKeys: true, totpKey: true });
    expect(fs.readFileSync(path.join(dataDir, SECRET_KEY_FILE), 'utf8')).toBe(
      fs.readFileSync(path.join(source.config.dataDir, SECRET_KEY_FILE), 'utf8'),
    );

    const target = await startTestServer({ dataDir, env: { STAFF_2FA: 'required' }, clock });
    onTestFinished(() => target.close());
    await signInWithCode(target, 'umzug', secret);
    // The restored key is the one the server uses: it opens what the source sealed.
    const sealed = await storedSecret(target, 'umzug');
    const id = ((await target.knex('admin_users').where({ username: 'umzug' }).first('id')) as { id: number })
      .id;
    expect(loadSecretBox(dataDir, '').open(sealed, `totp:${id}`)).toBe(secret);
  });
});
