import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { newNonce } from '@server/services/newsletter/keys.js';

/**
 * Subscribers written straight into the table (the sign-up has tests of its own): `count`
 * addresses `leser1@example.org` … with `status`, agreeing to one consent text version.
 */
export async function insertSubscribers(
  knex: Knex,
  count: number,
  { status = 'confirmed', prefix = 'leser' }: { status?: 'confirmed' | 'pending'; prefix?: string } = {},
): Promise<Array<{ id: number; email: string }>> {
  const text = 'Ich möchte den Newsletter erhalten (Test).';
  const textHash = createHash('sha256').update(text).digest('hex');
  const now = new Date().toISOString();
  await knex('newsletter_consent_texts')
    .insert({ text, textHash, createdAt: now })
    .onConflict('text_hash')
    .ignore();
  const consent = (await knex('newsletter_consent_texts').where({ textHash }).first('id')) as { id: number };
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${prefix}${index + 1}@example.org`,
    status,
    consentTextId: consent.id,
    signedUpAt: now,
    confirmedAt: status === 'confirmed' ? now : null,
    unsubscribeNonce: newNonce(),
  }));
  if (rows.length === 0) return [];
  return (await knex('newsletter_subscribers').insert(rows).returning(['id', 'email'])) as Array<{
    id: number;
    email: string;
  }>;
}
