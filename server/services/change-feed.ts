import { randomUUID } from 'node:crypto';
import type { ChangeChannel, ChangeSubscription } from '@db/engines/index.js';
import type { ContentTypeName } from '@shared/content-types.js';
import type { Logger } from '../logger.js';

/**
 * Tells the other processes of an installation what changed, so each drops its prepared pages,
 * lists and ETags of it (and reads the settings again) instead of serving the old ones, through
 * the database's change channel (db/engines/: NOTIFY and LISTEN on PostgreSQL). Its listening
 * connection can break (a restarted database, a killed backend): it is opened again, and since
 * messages missed meanwhile are not replayed, everything is dropped then. Without a channel (the
 * SQLite file, one process) there is nothing to tell.
 */

export type ChangeEvent =
  | { kind: 'content'; name: ContentTypeName }
  | { kind: 'settings' }
  /** A process that does not send the alerts stored a submission: the senders look. */
  | { kind: 'mail' }
  /** After the listening connection was lost: anything may have changed. */
  | { kind: 'everything' };

export interface ChangeFeed {
  /** Starts listening (where there is a channel); fails when its connection cannot be made. */
  start(): Promise<void>;
  /** Tells the other processes; a failure is logged, never thrown (the change itself is stored). */
  publish(event: ChangeEvent): void;
  close(): Promise<void>;
}

export interface ChangeFeedDeps {
  /** The installation's change channel (db/engines/ changeChannelFor); null: the feed does nothing. */
  channel: ChangeChannel | null;
  logger: Logger;
  /** What another process changed. */
  onRemote(event: ChangeEvent): void;
  /** Wait before listening again after the connection broke. */
  reconnectMs?: number;
}

export function createChangeFeed({ channel, ...deps }: ChangeFeedDeps): ChangeFeed {
  if (!channel) return { start: async () => {}, publish: () => {}, close: async () => {} };
  return feedOver(channel, deps);
}

function feedOver(
  channel: ChangeChannel,
  { logger, onRemote, reconnectMs = 250 }: Omit<ChangeFeedDeps, 'channel'>,
): ChangeFeed {
  /** This process's own messages come back to it too: they carry its id and are skipped. */
  const origin = randomUUID();
  let listening: ChangeSubscription | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    // The connection this attempt opens (a `lost` may come before it is in use, or after another).
    const attempt: { opened?: ChangeSubscription } = {};
    attempt.opened = await channel.listen({
      message(payload) {
        let event: (ChangeEvent & { origin?: string }) | undefined;
        try {
          event = JSON.parse(payload) as ChangeEvent & { origin?: string };
        } catch {
          return;
        }
        if (event.origin !== origin) onRemote(event);
      },
      lost() {
        if (attempt.opened && listening === attempt.opened) listening = null;
        listenAgain();
      },
    });
    listening = attempt.opened;
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
   * The messages on their way, by payload, and whether the same one was published again
   * meanwhile. Each costs the database a commit (on PostgreSQL a NOTIFY is a transaction of its
   * own, flushed to disk at its commit): one per stored application would cost a commit per
   * application. An event published again while its message is on the way is sent once more when
   * that one is done (however often it came), so the other processes still hear of it after the
   * last change.
   */
  const sending = new Map<string, boolean>();
  function send(payload: string): void {
    sending.set(payload, false);
    channel
      .send(payload)
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
      const connection = listening;
      listening = null;
      await connection?.close().catch(() => {});
    },
  };
}
