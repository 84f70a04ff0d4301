import type { Knex } from 'knex';
import { scrubDeletedRows } from '@db/connection.js';
import { Application, ContactMessage, DataRequestLog } from '@db/models/index.js';
import type { DataRequestAction } from '@shared/api-types.js';
import {
  contactMatcher,
  type ContactMatch,
  type DataRequestIdentifiers,
  type StoredContacts,
} from '@shared/data-request.js';
import { isoNow, type Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import { details } from './activity-changes.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { isBlocked, normalizeEmail } from './newsletter/keys.js';
import { dropQueuedIssueMails } from './newsletter/issues.js';
import type { SubscriberRow } from './newsletter/subscriber-admin.js';
import { CONSENT_TEXTS_TABLE, SUBSCRIBERS_TABLE } from './newsletter/tables.js';

export interface DataSubjectServiceDeps {
  knex: Knex;
  clock: Clock;
  logger: Logger;
  activityLog: Pick<ActivityLog, 'record'>;
  /** services.newsletterKey: to tell whether an address is on the newsletter's block list. */
  newsletterKey: string;
}

/** Ids of applications, of contact messages and of newsletter subscriptions. */
export interface RecordIds {
  applicationIds: number[];
  messageIds: number[];
  /** Absent: none (a caller from before the newsletter selects none). */
  newsletterIds?: number[];
}

/** A newsletter subscription with the proof of consent: the text the person agreed to. */
export type NewsletterRecord = SubscriberRow & { consentText: string };

/** What the newsletter holds about the searched address (null when no address was searched). */
export interface NewsletterFound {
  subscription: NewsletterRecord | null;
  blocked: boolean;
}

export interface SubjectRecords {
  applications: Application[];
  messages: ContactMessage[];
  newsletter: NewsletterFound | null;
  /** Those found only uncertainly (shared/data-request.ts, ContactMatch): maybe someone else's. */
  uncertain: RecordIds;
}

type Counts = { applications: number; messages: number; newsletter: number };
type Matches = Map<number, Exclude<ContactMatch, null>>;

const LOG_ENTRIES = 20;

/** The counts as logged: the newsletter's only when a subscription was part of it. */
const shownCounts = ({ newsletter, ...rest }: Counts) => ({ ...rest, newsletter: newsletter || undefined });

/**
 * The tables that hold what applicants and people writing in told the agency: an erasure and the
 * daily maintenance scrub deleted and changed rows out of their files (scrubDeletedRows).
 */
export const PERSONAL_DATA_TABLES = [
  Application.tableName,
  ContactMessage.tableName,
  SUBSCRIBERS_TABLE,
] as const;

const newestFirst = [
  { column: 'createdAt', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

const LOG_TEXT: Record<DataRequestAction, string> = { export: 'data export', erasure: 'data erasure' };
const ACTIVITY = { export: 'data-export', erasure: 'data-erasure' } as const;

/** The records the matcher finds among `rows`, each with how it matches. */
function matchesOf(rows: Array<StoredContacts & { id: number }>, matches: ReturnType<typeof contactMatcher>) {
  const found: Matches = new Map();
  for (const row of rows) {
    const match = matches(row);
    if (match) found.set(row.id, match);
  }
  return found;
}

/**
 * Which matches a step takes: all (the search shows every one), the certain ones (an export
 * without a selection), or those staff selected among the shown ones (ids of another person's
 * record, or of one that arrived after the search, are not among the matches).
 */
export type Selection = 'all' | 'certain' | RecordIds;

function selectedIds(found: Matches, selection: Selection, ids: keyof RecordIds): number[] {
  const chosen = typeof selection === 'object' ? new Set(selection[ids]) : undefined;
  return [...found]
    .filter(([id, match]) => (chosen ? chosen.has(id) : selection === 'all' || match === 'certain'))
    .map(([id]) => id);
}

/**
 * Information and erasure for one person (DSGVO Art. 15 and 17): the applications and contact
 * messages whose contact fields match the identifiers staff entered (shared/data-request.ts).
 *
 * The identifiers are compared in code, not in SQL: their normalisation (notation of numbers,
 * "@", profile links) is the same for SQLite and PostgreSQL that way. Each search reads the
 * contact columns of both tables once; requests are rare and the tables hold thousands of rows,
 * not millions.
 *
 * What leaves the agency or is deleted is what staff selected among the matches; a record found
 * only uncertainly (a national phone number of unknown country) is never exported or deleted
 * unless it was selected.
 */
export function createDataSubjectService({
  knex,
  clock,
  logger,
  activityLog,
  newsletterKey,
}: DataSubjectServiceDeps) {
  /**
   * The newsletter subscription under exactly the searched address (stored normalised, so the
   * notation of case and spaces does not matter), read within `db`.
   */
  async function subscriptionOf(db: Knex, email: string | undefined) {
    if (!email) return undefined;
    return (await db(SUBSCRIBERS_TABLE)
      .where({ email: normalizeEmail(email) })
      .first('id', 'email', 'status', 'signedUpAt', 'confirmedAt', 'consentTextId')) as
      SubscriberRow | undefined;
  }

  /** The subscription's ids a step takes: all, the certain (an exact address is certain), or the selected. */
  const newsletterSelected = (found: SubscriberRow | undefined, selection: Selection): number[] =>
    found && (typeof selection !== 'object' || (selection.newsletterIds ?? []).includes(found.id))
      ? [found.id]
      : [];

  /** The newsletter's part of the records: the selected subscription with its consent text. */
  async function newsletterOf(identifiers: DataRequestIdentifiers, selection: Selection) {
    if (!identifiers.email) return null;
    const found = await subscriptionOf(knex, identifiers.email);
    const chosen = newsletterSelected(found, selection).length > 0 ? found : undefined;
    const consent = chosen
      ? ((await knex(CONSENT_TEXTS_TABLE).where({ id: chosen.consentTextId }).first('text')) as
          { text: string } | undefined)
      : undefined;
    return {
      subscription: chosen ? { ...chosen, consentText: consent?.text ?? '' } : null,
      blocked: await isBlocked(knex, newsletterKey, identifiers.email),
    };
  }

  /** The matching records and how each matches, read within `db` (the erasure's transaction). */
  async function matching(db: Knex, identifiers: DataRequestIdentifiers) {
    const matches = contactMatcher(identifiers);
    const { tiktok, whatsapp, telegram, email } = identifiers;
    const applications =
      tiktok || whatsapp || telegram
        ? await Application.query(db).select(
            'id',
            'tiktokUsername',
            'whatsappNumber',
            'telegramUsername',
            'country',
          )
        : [];
    const messages =
      whatsapp || telegram || email
        ? await ContactMessage.query(db).select('id', 'email', 'whatsappNumber', 'telegramUsername')
        : [];
    return { applications: matchesOf(applications, matches), messages: matchesOf(messages, matches) };
  }

  /** The selected matches' ids, read within `db` (the erasure's transaction). */
  async function selected(db: Knex, identifiers: DataRequestIdentifiers, selection: Selection) {
    const found = await matching(db, identifiers);
    const applicationIds = selectedIds(found.applications, selection, 'applicationIds');
    const messageIds = selectedIds(found.messages, selection, 'messageIds');
    const uncertain = {
      applicationIds: applicationIds.filter((id) => found.applications.get(id) === 'uncertain'),
      messageIds: messageIds.filter((id) => found.messages.get(id) === 'uncertain'),
    };
    return { applicationIds, messageIds, uncertain };
  }

  /** The selected matches, newest first. */
  async function records(identifiers: DataRequestIdentifiers, selection: Selection): Promise<SubjectRecords> {
    const { applicationIds, messageIds, uncertain } = await selected(knex, identifiers, selection);
    return {
      applications: applicationIds.length
        ? await Application.query(knex)
            .whereIn('id', applicationIds)
            .orderBy([...newestFirst])
        : [],
      messages: messageIds.length
        ? await ContactMessage.query(knex)
            .whereIn('id', messageIds)
            .orderBy([...newestFirst])
        : [],
      newsletter: await newsletterOf(identifiers, selection),
      uncertain,
    };
  }

  /**
   * The stored log entry and its row in the activity log, within the action's transaction: who,
   * what, how many; nothing about the person (the activity log holds the counts only).
   */
  async function store(trx: Knex.Transaction, action: DataRequestAction, actor: Actor, counts: Counts) {
    const entry = await DataRequestLog.query(trx).insert({
      action,
      username: actor.name,
      applicationCount: counts.applications,
      messageCount: counts.messages,
      newsletterCount: counts.newsletter,
      createdAt: isoNow(clock),
    });
    await activityLog.record(trx, actor, {
      action: ACTIVITY[action],
      entity: 'data-requests',
      entityId: entry.id,
      changes: details(shownCounts(counts)),
    });
  }

  /** The log line, written once the action is done (an erasure: committed). */
  const logLine = (action: DataRequestAction, actor: Actor, counts: Counts) =>
    logger.info(
      { event: `data-request.${action}`, username: actor.name, userId: actor.id, ...shownCounts(counts) },
      LOG_TEXT[action],
    );

  return {
    /** Every record of the person, newest first, the uncertain ones marked. */
    find: (identifiers: DataRequestIdentifiers) => records(identifiers, 'all'),

    /**
     * The records for the export file: those staff selected among the matches, without a
     * selection the certain matches only. The export is recorded.
     */
    async export(
      identifiers: DataRequestIdentifiers,
      selection: RecordIds | undefined,
      actor: Actor,
    ): Promise<SubjectRecords> {
      const found = await records(identifiers, selection ?? 'certain');
      const counts = {
        applications: found.applications.length,
        messages: found.messages.length,
        newsletter: found.newsletter?.subscription ? 1 : 0,
      };
      await knex.transaction((trx) => store(trx, 'export', actor, counts));
      logLine('export', actor, counts);
      return found;
    },

    /**
     * Deletes the selected records that (still) match the identifiers, in one transaction with
     * its log entry: an id that names another person's record, or one that arrived after the
     * search, is left alone.
     */
    async erase(
      identifiers: DataRequestIdentifiers,
      selection: RecordIds,
      actor: Actor,
    ): Promise<Counts & { blockListKept: boolean }> {
      const counts = await knex.transaction(async (trx) => {
        const { applicationIds, messageIds } = await selected(trx, identifiers, selection);
        // The subscription, its queued issue mails with it; its block-list hash (if any) stays.
        const newsletterIds = newsletterSelected(await subscriptionOf(trx, identifiers.email), selection);
        for (const id of newsletterIds) await dropQueuedIssueMails(trx, activityLog, clock, id);
        const deleted: Counts = {
          applications: applicationIds.length
            ? await Application.query(trx).delete().whereIn('id', applicationIds)
            : 0,
          messages: messageIds.length
            ? await ContactMessage.query(trx).delete().whereIn('id', messageIds)
            : 0,
          newsletter: newsletterIds.length
            ? await trx(SUBSCRIBERS_TABLE).delete().whereIn('id', newsletterIds)
            : 0,
        };
        await store(trx, 'erasure', actor, deleted);
        return deleted;
      });
      logLine('erasure', actor, counts);
      // The erasure is done; scrubbing the erased rows out of the files is best effort (and told
      // when it fails): on PostgreSQL it rewrites the tables, on SQLite it empties the WAL.
      await scrubDeletedRows(knex, PERSONAL_DATA_TABLES).then(
        (emptied) => {
          if (!emptied)
            logger.warn(
              { event: 'data-request.wal-busy' },
              'erasure: the write-ahead log could not be emptied now',
            );
        },
        (error: unknown) =>
          logger.warn({ err: error }, 'erasure: the erased rows could not be scrubbed from the files'),
      );
      const blockListKept = identifiers.email
        ? await isBlocked(knex, newsletterKey, identifiers.email)
        : false;
      return { ...counts, blockListKept };
    },

    /** The latest exports and erasures, newest first. */
    log: () =>
      DataRequestLog.query(knex)
        .orderBy([...newestFirst])
        .limit(LOG_ENTRIES),
  };
}

export type DataSubjectService = ReturnType<typeof createDataSubjectService>;
