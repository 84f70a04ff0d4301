import type { Knex } from 'knex';
import { Application, ContactMessage, DataRequestLog } from '@db/models/index.js';
import type { DataRequestAction } from '@shared/api-types.js';
import { contactMatcher, type DataRequestIdentifiers } from '@shared/data-request.js';
import { isoNow, type Clock } from '../clock.js';
import type { Logger } from '../logger.js';

export interface DataSubjectServiceDeps {
  knex: Knex;
  clock: Clock;
  logger: Logger;
}

/** The staff member who carries out a request (logged by name, never the person asked about). */
export interface Actor {
  id: number;
  username: string;
}

export interface SubjectRecords {
  applications: Application[];
  messages: ContactMessage[];
}

type Counts = { applications: number; messages: number };

const LOG_ENTRIES = 20;

const newestFirst = [
  { column: 'createdAt', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

const LOG_TEXT: Record<DataRequestAction, string> = { export: 'data export', erasure: 'data erasure' };

/**
 * Information and erasure for one person (DSGVO Art. 15 and 17): the applications and contact
 * messages whose contact fields match the identifiers staff entered (shared/data-request.ts).
 *
 * The identifiers are compared in code, not in SQL: their normalisation (notation of numbers,
 * "@", profile links) is the same for SQLite and PostgreSQL that way. Each search reads the
 * contact columns of both tables once; requests are rare and the tables hold thousands of rows,
 * not millions.
 */
export function createDataSubjectService({ knex, clock, logger }: DataSubjectServiceDeps) {
  /** The ids of the matching records, read within `db` (the erasure's transaction). */
  async function matchingIds(db: Knex, identifiers: DataRequestIdentifiers) {
    const matches = contactMatcher(identifiers);
    const { tiktok, whatsapp, telegram, email } = identifiers;
    const applications =
      tiktok || whatsapp || telegram
        ? await Application.query(db).select('id', 'tiktokUsername', 'whatsappNumber', 'telegramUsername')
        : [];
    const messages =
      whatsapp || telegram || email
        ? await ContactMessage.query(db).select('id', 'email', 'whatsappNumber', 'telegramUsername')
        : [];
    return {
      applicationIds: applications.filter(matches).map((row) => row.id),
      messageIds: messages.filter(matches).map((row) => row.id),
    };
  }

  async function records(db: Knex, identifiers: DataRequestIdentifiers): Promise<SubjectRecords> {
    const { applicationIds, messageIds } = await matchingIds(db, identifiers);
    return {
      applications: applicationIds.length
        ? await Application.query(db)
            .whereIn('id', applicationIds)
            .orderBy([...newestFirst])
        : [],
      messages: messageIds.length
        ? await ContactMessage.query(db)
            .whereIn('id', messageIds)
            .orderBy([...newestFirst])
        : [],
    };
  }

  /** The stored log entry: who, what, how many; nothing about the person. */
  const store = (db: Knex, action: DataRequestAction, actor: Actor, counts: Counts) =>
    DataRequestLog.query(db).insert({
      action,
      username: actor.username,
      applicationCount: counts.applications,
      messageCount: counts.messages,
      createdAt: isoNow(clock),
    });

  /** The log line, written once the action is done (an erasure: committed). */
  const logLine = (action: DataRequestAction, actor: Actor, counts: Counts) =>
    logger.info(
      { event: `data-request.${action}`, username: actor.username, userId: actor.id, ...counts },
      LOG_TEXT[action],
    );

  return {
    /** Every record of the person, newest first. */
    find: (identifiers: DataRequestIdentifiers) => records(knex, identifiers),

    /** The same records for the export file; the export is recorded. */
    async export(identifiers: DataRequestIdentifiers, actor: Actor): Promise<SubjectRecords> {
      const found = await records(knex, identifiers);
      const counts = { applications: found.applications.length, messages: found.messages.length };
      await store(knex, 'export', actor, counts);
      logLine('export', actor, counts);
      return found;
    },

    /**
     * Deletes the shown records that (still) match the identifiers, in one transaction with its
     * log entry: an id that names another person's record, or one that arrived after the search,
     * is left alone.
     */
    async erase(
      identifiers: DataRequestIdentifiers,
      shown: { applicationIds: number[]; messageIds: number[] },
      actor: Actor,
    ): Promise<Counts> {
      const applicationsShown = new Set(shown.applicationIds);
      const messagesShown = new Set(shown.messageIds);
      const counts = await knex.transaction(async (trx) => {
        const matching = await matchingIds(trx, identifiers);
        const applicationIds = matching.applicationIds.filter((id) => applicationsShown.has(id));
        const messageIds = matching.messageIds.filter((id) => messagesShown.has(id));
        const deleted: Counts = {
          applications: applicationIds.length
            ? await Application.query(trx).delete().whereIn('id', applicationIds)
            : 0,
          messages: messageIds.length
            ? await ContactMessage.query(trx).delete().whereIn('id', messageIds)
            : 0,
        };
        await store(trx, 'erasure', actor, deleted);
        return deleted;
      });
      logLine('erasure', actor, counts);
      return counts;
    },

    /** The latest exports and erasures, newest first. */
    log: () =>
      DataRequestLog.query(knex)
        .orderBy([...newestFirst])
        .limit(LOG_ENTRIES),
  };
}

export type DataSubjectService = ReturnType<typeof createDataSubjectService>;
