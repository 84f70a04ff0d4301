import type { Knex } from 'knex';

/**
 * Room for an encrypted TOTP key (server/auth/secret-box.ts): `v1:` and the base64url of IV, tag
 * and ciphertext take 83 characters for a 32-character key, more than the 64 the column had. The
 * keys themselves are encrypted at start (server/auth/totp-secrets.ts), where the key is known;
 * a migration cannot reach it. SQLite does not enforce a declared length, so only PostgreSQL's
 * column changes.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw('ALTER TABLE admin_users ALTER COLUMN totp_secret TYPE varchar(255)');
}

/** Back to 64 characters: refused by PostgreSQL while an encrypted key is stored (reset those factors first). */
export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw('ALTER TABLE admin_users ALTER COLUMN totp_secret TYPE varchar(64)');
}
