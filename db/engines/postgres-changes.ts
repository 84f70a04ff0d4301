import type { Knex } from 'knex';
import pg from 'pg';
import type { ChangeChannel } from './types.js';

/**
 * PostgreSQL's change channel between the processes of an installation: NOTIFY through the pool,
 * LISTEN on a connection of its own (a pooled one would be handed to other queries).
 */

/** The channel every process of an installation listens to. */
export const CHANGE_CHANNEL = 'agency_changes';
/** The listening connection's name in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'agency-change-feed';

export function postgresChangeChannel(knex: Knex, databaseUrl: string): ChangeChannel {
  return {
    async send(payload) {
      await knex.raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, payload]);
    },
    async listen({ message, lost }) {
      const connection = new pg.Client({
        connectionString: databaseUrl,
        application_name: CHANGE_FEED_APPLICATION,
      });
      connection.on('notification', (notification) => message(notification.payload ?? ''));
      connection.on('error', lost);
      connection.on('end', lost);
      await connection.connect();
      await connection.query(`LISTEN ${CHANGE_CHANNEL}`);
      return { close: () => connection.end() };
    },
  };
}
