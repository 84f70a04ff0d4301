import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { ContentTypeName } from '@shared/content-types.js';
import type { Logger } from '../logger.js';

/**
 * Tells the other processes of an installation what changed, so each drops its prepared pages,
 * lists and ETags of it (and reads the settings again) instead of serving the old ones. On
 * PostgreSQL: NOTIFY on a channel every process LISTENs to, on a connection of its own outside the
 * pool. That connection can break (a restarted database, a killed backend): it is opened again,
 * and since notifications missed meanwhile are not replayed, everything is dropped then. SQLite is
 * one process: nothing to tell.
 */
export const CHANGE_CHANNEL = 'agency_changes';
/** The listening connection's name in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'agency-change-feed';

export type ChangeEvent =
  | { kind: 'content'; name: ContentTypeName }
  | { kind: 'settings' }
  /** A process that does not send the alerts stored a submission: the senders look. */
  | { kind: 'mail' }
  /** After the listening connection was lost: anything may have changed. */
  | { kind: 'everything' };

export interface ChangeFeed {
  /** Starts listening (PostgreSQL); fails when the connection cannot be made. */
  start(): Promise<void>;
  /** Tells the other processes; a failure is logged, never thrown (the change itself is stored). */
  publish(event: ChangeEvent): void;
  close(): Promise<void>;
}

export interface ChangeFeedDeps {
  knex: Knex;
  /** DATABASE_URL; empty (SQLite): the feed does nothing. */
  databaseUrl: string;
  logger: Logger;
  /** What another process changed. */
  onRemote(event: ChangeEvent): void;
  /** Wait before listening again after the connection broke. */
  reconnectMs?: number;
}

export function createChangeFeed({
  knex,
  databaseUrl,
  logger,
  onRemote,
  reconnectMs = 250,
}: ChangeFeedDeps): ChangeFeed {
  if (!databaseUrl) return { start: async () => {}, publish: () => {}, close: async () => {} };
  /** This process's own notifications come back to it too: they carry its id and are skipped. */
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const connection = new pg.Client({
      connectionString: databaseUrl,
      application_name: CHANGE_FEED_APPLICATION,
    });
    connection.on('notification', (message) => {
      let event: (ChangeEvent & { origin?: string }) | undefined;
      try {
        event = JSON.parse(message.payload ?? '') as ChangeEvent & { origin?: string };
      } catch {
        return;
      }
      if (event.origin !== origin) onRemote(event);
    });
    const lost = () => {
      if (client === connection) client = null;
      listenAgain();
    };
    connection.on('error', lost);
    connection.on('end', lost);
    await connection.connect();
    await connection.query(`LISTEN ${CHANGE_CHANNEL}`);
    client = connection;
  }

  function listenAgain(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          logger.warn(
            { event: 'change-feed.reconnected' },
            'listening for changes again: dropped every prepared page and list',
          );
          onRemote({ kind: 'everything' });
        },
        (error: unknown) => {
          logger.warn(
            { event: 'change-feed.retry', err: error },
            'cannot listen for changes of other processes yet',
          );
          listenAgain();
        },
      );
    }, reconnectMs);
    retry.unref();
  }

  /**
   * The notifications on their way, by payload, and whether the same one was published again
   * meanwhile. A NOTIFY is a transaction of its own, flushed to disk at its commit: one per stored
   * application would cost PostgreSQL a commit per application. An event published again while its
   * NOTIFY is on the way is sent once more when that one is done (however often it came), so the
   * other processes still hear of it after the last change.
   */
  const sending = new Map<string, boolean>();
  function send(payload: string): void {
    sending.set(payload, false);
    knex
      .raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, payload])
      .catch((error: unknown) =>
        logger.error(
          { event: 'change-feed.publish', err: error },
          'could not tell the other processes of a change',
        ),
      )
      .finally(() => {
        const again = sending.get(payload);
        sending.delete(payload);
        if (again) send(payload);
      });
  }

  return {
    start: connect,
    publish(event) {
      const payload = JSON.stringify({ ...event, origin });
      if (sending.has(payload)) sending.set(payload, true);
      else send(payload);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}
