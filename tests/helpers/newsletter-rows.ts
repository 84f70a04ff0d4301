import type { Knex } from 'knex';
import { newNonce, normalizeEmail } from '@server/services/newsletter/keys.js';

/**
 * Newsletter rows written straight into the database, for tests of what staff do with them (the
 * sign-up itself has its own tests): a consent text version, subscribers, an issue being sent and
 * its queued mails.
 */

export const CONSENT_TEXT = 'Ich möchte den Newsletter von Test-Agentur per E-Mail erhalten.';

/** A consent text version; answers its id. */
export async function insertConsentText(knex: Knex, text = CONSENT_TEXT, at = new Date()): Promise<number> {
  const [row] = (await knex('newsletter_consent_texts')
    .insert({ text, textHash: `${text.length}-${newNonce()}`.padEnd(64, '0').slice(0, 64), createdAt: at })
    .returning('id')) as Array<{ id: number } | number>;
  return typeof row === 'number' ? row : row!.id;
}

export interface SubscriberValues {
  email: string;
  status?: 'pending' | 'confirmed';
  signedUpAt: Date;
  confirmedAt?: Date | null;
  consentTextId: number;
}

/** A subscriber (confirmed unless told); answers its id. */
export async function insertSubscriber(knex: Knex, values: SubscriberValues): Promise<number> {
  const status = values.status ?? 'confirmed';
  const [row] = (await knex('newsletter_subscribers')
    .insert({
      email: normalizeEmail(values.email),
      status,
      consentTextId: values.consentTextId,
      signedUpAt: values.signedUpAt,
      confirmedAt: values.confirmedAt ?? (status === 'confirmed' ? values.signedUpAt : null),
      unsubscribeNonce: newNonce(),
    })
    .returning('id')) as Array<{ id: number } | number>;
  return typeof row === 'number' ? row : row!.id;
}

/** An issue in the state 'sending' with `recipients`; answers its id. */
export async function insertSendingIssue(knex: Knex, recipients: number, at = new Date()): Promise<number> {
  const [row] = (await knex('newsletter_issues')
    .insert({
      subject: 'Neuigkeiten',
      text: 'Hallo und willkommen!',
      status: 'sending',
      createdAt: at,
      updatedAt: at,
      sendStartedAt: at,
      recipients,
    })
    .returning('id')) as Array<{ id: number } | number>;
  return typeof row === 'number' ? row : row!.id;
}

/** The issue mail for one subscriber, queued (attempts 0) or as a sender left it. */
export async function queueIssueMail(
  knex: Knex,
  issueId: number,
  subscriberId: number,
  at: number,
  state: { attempts?: number; nextAttemptAt?: number } = {},
): Promise<void> {
  await knex('mail_outbox').insert({
    kind: 'newsletter',
    sourceId: issueId,
    recipientId: subscriberId,
    attempts: state.attempts ?? 0,
    createdAt: at,
    nextAttemptAt: state.nextAttemptAt ?? at,
  });
}

/**
 * `count` subscribers `leser1@example.org` … with `status` in one statement, agreeing to a new
 * consent text version; answers their ids and addresses.
 */
export async function insertSubscribers(
  knex: Knex,
  count: number,
  { status = 'confirmed', prefix = 'leser' }: { status?: 'confirmed' | 'pending'; prefix?: string } = {},
): Promise<Array<{ id: number; email: string }>> {
  if (count === 0) return [];
  const now = new Date();
  const consentTextId = await insertConsentText(knex, CONSENT_TEXT, now);
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${prefix}${index + 1}@example.org`,
    status,
    consentTextId,
    signedUpAt: now,
    confirmedAt: status === 'confirmed' ? now : null,
    unsubscribeNonce: newNonce(),
  }));
  return (await knex('newsletter_subscribers').insert(rows).returning(['id', 'email'])) as Array<{
    id: number;
    email: string;
  }>;
}
