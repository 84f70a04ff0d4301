import PQueue from 'p-queue';
import { clientKey } from '../client-address.js';

export interface PasswordCheckLimits {
  /** Password checks running at once (each scrypt check takes 128 MiB and most of a core). */
  concurrency: number;
  /** Checks that may wait for a free slot; beyond that a login is refused at once. */
  maxWaiting: number;
}

/**
 * One check at a time: on two cores a second parallel scrypt only makes both slower (measured:
 * one check 0.35 s alone, four at once 3.2 s), and each check occupies one of libuv's four
 * threads, which the database, file reads and compression share. With one check at a time,
 * three threads always stay free for them.
 */
export const DEFAULT_PASSWORD_CHECK_LIMITS: PasswordCheckLimits = { concurrency: 1, maxWaiting: 8 };

export type QueuedResult<T> = { ran: true; value: T } | { ran: false };

/**
 * A small queue in front of the deliberately slow password hashing, so that a burst of logins
 * can never occupy every thread the database needs: a bounded number run, a bounded number wait,
 * and the rest are turned away without any work. Each client (an IPv6 /64 counting as one) has at
 * most one check in the queue, so a single sender cannot fill it and keep the staff out.
 */
export function createPasswordCheckQueue(limits: PasswordCheckLimits = DEFAULT_PASSWORD_CHECK_LIMITS) {
  const queue = new PQueue({ concurrency: limits.concurrency });
  const queuedClients = new Set<string>();
  return {
    async run<T>(address: string, check: () => Promise<T>): Promise<QueuedResult<T>> {
      const client = clientKey(address);
      const full = queue.pending >= limits.concurrency && queue.size >= limits.maxWaiting;
      if (full || queuedClients.has(client)) return { ran: false };
      queuedClients.add(client);
      try {
        return { ran: true, value: await queue.add(check) };
      } finally {
        queuedClients.delete(client);
      }
    },
  };
}

export type PasswordCheckQueue = ReturnType<typeof createPasswordCheckQueue>;
