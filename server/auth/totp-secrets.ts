import type { Knex } from 'knex';
import { isSealed, type SecretBox } from './secret-box.js';

/**
 * The associated data a TOTP key is sealed with: the account's id. The account's stored key and
 * a pending set-up's key (in its session) use the same, so either opens only for that account.
 */
export const totpSecretContext = (userId: number): string => `totp:${userId}`;

export interface TotpSecretsUpgrade {
  /** Keys stored in plain text before this version, encrypted now. */
  sealed: number;
}

/**
 * Run at every start, after the migrations (under the installation lock): encrypts the TOTP keys
 * still stored in plain text (an installation from before the encryption, a restored old backup,
 * a database copied in), each with a conditional update so two processes never seal one twice,
 * and checks that the sealed ones open with this key. A key that does not fit stops the start
 * with a message naming the key's file, instead of every code of those accounts failing later.
 *
 * Not a Knex migration: the key lives in DATA_DIR (or the environment), which the migrations do
 * not know, and a backup or copy made by an older version can bring plain keys back at any time.
 */
export async function upgradeTotpSecrets(knex: Knex, box: SecretBox): Promise<TotpSecretsUpgrade> {
  const rows = (await knex('admin_users').whereNotNull('totpSecret').select('id', 'totpSecret')) as Array<{
    id: number;
    totpSecret: string;
  }>;
  let sealed = 0;
  for (const { id, totpSecret } of rows) {
    const context = totpSecretContext(id);
    if (isSealed(totpSecret)) {
      box.open(totpSecret, context);
      continue;
    }
    sealed += await knex('admin_users')
      .where({ id, totpSecret })
      .update({ totpSecret: box.seal(totpSecret, context) });
  }
  return { sealed };
}
