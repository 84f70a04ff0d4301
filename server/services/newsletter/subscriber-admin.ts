import type { Knex } from 'knex';
import { storedColumns, type StoredOf } from '@shared/entities/define.js';
import { newsletterSubscribers } from '@shared/entities/newsletter-subscribers.js';
import type { NewsletterStatus } from '@shared/newsletter.js';
import type { Clock } from '../../clock.js';
import { details } from '../activity-changes.js';
import type { ActivityLog, Actor } from '../activity-log.js';
import { blockAddress } from './keys.js';
import { dropQueuedIssueMails } from './issues.js';
import { SUBSCRIBERS_TABLE } from './tables.js';

export const SUBSCRIBER_DEFAULT_PAGE_SIZE = 50;

/**
 * A subscriber as staff see it: the address, its state and the proof of consent, the columns of
 * its definition (shared/entities/newsletter-subscribers.ts).
 */
export type SubscriberRow = StoredOf<typeof newsletterSubscribers>;

/** The list's filters: part of the address (any case), the state. */
export interface SubscriberFilter {
  q?: string;
  status?: NewsletterStatus;
}

export interface SubscriberPageQuery extends SubscriberFilter {
  page?: number;
  pageSize?: number;
}

export interface SubscriberAdminDeps {
  knex: Knex;
  clock: Clock;
  /** services.newsletterKey: the block list's HMAC key. */
  key: string;
  activityLog: Pick<ActivityLog, 'record'>;
}

const COLUMNS = storedColumns(newsletterSubscribers);

/** `q` as a LIKE pattern matching it anywhere, its own % _ \ taken literally. */
const containing = (q: string) =>
  `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Knex, { q, status }: SubscriberFilter) {
  const query = db<SubscriberRow>(SUBSCRIBERS_TABLE);
  // Addresses are stored lower-cased, so a lower-cased pattern finds any case on both databases.
  if (q?.trim()) query.whereRaw(`email like ? escape '\\'`, [containing(q)]);
  if (status) query.where({ status });
  return query;
}

const newestFirst = [
  { column: 'signedUpAt', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/**
 * The newsletter's subscribers for staff with newsletter.subscribers (issue 40): the list with
 * search, state and pages, removing a person (block list, row, queued mails) and the rows of the
 * export. The activity log records removals and exports with counts and states, never an address
 * (nor the search, which may be part of one).
 */
export function createSubscriberAdmin({ knex, clock, key, activityLog }: SubscriberAdminDeps) {
  return {
    /** One page, newest sign-up first; `total` counts every match. */
    async page(query: SubscriberPageQuery): Promise<{
      rows: SubscriberRow[];
      total: number;
      page: number;
      pageSize: number;
    }> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? SUBSCRIBER_DEFAULT_PAGE_SIZE;
      const [{ total }] = (await filtered(knex, query).count({ total: '*' })) as [{ total: number | string }];
      const rows = (await filtered(knex, query)
        .select(...COLUMNS)
        .orderBy([...newestFirst])
        .limit(pageSize)
        .offset((page - 1) * pageSize)) as SubscriberRow[];
      return { rows, total: Number(total), page, pageSize };
    },

    /**
     * Removes a subscriber: their address onto the block list, the row deleted, their queued
     * issue mails dropped, one activity entry; all in one transaction. False when there is none.
     */
    async remove(id: number, actor: Actor): Promise<boolean> {
      const now = clock();
      return await knex.transaction(async (trx) => {
        const row = (await trx<SubscriberRow>(SUBSCRIBERS_TABLE)
          .where({ id })
          .first('id', 'email', 'status')) as Pick<SubscriberRow, 'id' | 'email' | 'status'> | undefined;
        if (!row) return false;
        await blockAddress(trx, key, row.email, new Date(now));
        await trx(SUBSCRIBERS_TABLE).where({ id }).delete();
        const droppedMails = await dropQueuedIssueMails(trx, activityLog, clock, id);
        await activityLog.record(trx, actor, {
          action: 'subscriber-remove',
          entity: 'newsletter-subscribers',
          entityId: id,
          changes: details({ subscriberStatus: row.status, droppedMails: droppedMails || undefined }),
        });
        return true;
      });
    },

    /** Every subscriber matching the filters, newest first, for the export file; recorded. */
    async exportRows(
      filter: SubscriberFilter,
      format: 'csv' | 'xlsx',
      actor: Actor,
    ): Promise<SubscriberRow[]> {
      const rows = (await filtered(knex, filter)
        .select(...COLUMNS)
        .orderBy([...newestFirst])) as SubscriberRow[];
      await knex.transaction((trx) =>
        activityLog.record(trx, actor, {
          action: 'export',
          entity: 'newsletter-subscribers',
          changes: {
            ...details({ format, count: rows.length, subscriberStatus: filter.status }),
            // The search may be part of an address: only that there was one.
            ...(filter.q?.trim() ? { q: { withheld: true as const } } : {}),
          },
        }),
      );
      return rows;
    },
  };
}

export type SubscriberAdmin = ReturnType<typeof createSubscriberAdmin>;
