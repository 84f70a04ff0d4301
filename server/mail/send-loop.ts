import type { Clock } from '../clock.js';
import type { MailTransport, OutgoingMail } from './transport.js';

/** A send that is still not through after this is aborted, however the server trickles. */
export const SEND_DEADLINE_MS = 2 * 60_000;
/** On close, how long a send in flight may still finish before it is aborted. */
const CLOSE_GRACE_MS = 5_000;
/** The timer never sleeps longer than this, so a clock that jumped is noticed. */
const MAX_SLEEP_MS = 60 * 60_000;

export interface SendLoopDeps {
  clock: Clock;
  transport: MailTransport;
  /**
   * Works through what is due now (send() for each mail) and answers when to look again (ms since
   * the epoch). Never rejects: it logs its own failures and answers when to try again.
   */
  drain(send: (mail: OutgoingMail) => Promise<void>, closed: () => boolean): Promise<number>;
}

/**
 * The background loop both mail senders share (the staff mails and the newsletter): runs are
 * chained, one at a time, and any number of wake-ups meanwhile make one more run; a timer starts
 * the next run when `drain` says; close() stops the timer, lets a send in flight finish for a few
 * seconds, then aborts it and closes the transport. Every decision reads the clock, so tests move
 * it and call runDue() instead of waiting.
 */
export function createSendLoop({ clock, transport, drain }: SendLoopDeps) {
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: AbortController | null = null;
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;

  /** One mail through the transport, aborted at the deadline or on close. */
  async function send(mail: OutgoingMail): Promise<void> {
    const controller = new AbortController();
    inFlight = controller;
    try {
      await transport.send(mail, AbortSignal.any([controller.signal, AbortSignal.timeout(SEND_DEADLINE_MS)]));
    } finally {
      inFlight = null;
    }
  }

  function sleepUntil(at: number): void {
    clearTimeout(timer);
    timer = undefined;
    if (closed) return;
    timer = setTimeout(() => void runDue(), Math.min(Math.max(at - clock(), 0), MAX_SLEEP_MS));
    timer.unref();
  }

  /** Sends every mail that is due now; resolves when done (joining a run that has not started yet). */
  function runDue(): Promise<void> {
    if (closed) return tail;
    if (queued) return queued;
    const run = tail.then(async () => {
      queued = null;
      sleepUntil(await drain(send, () => closed));
    });
    queued = run;
    tail = run;
    return run;
  }

  return {
    runDue,
    /** Starts a run without waiting for it (after a mail was queued). */
    wake(): void {
      void runDue();
    },
    /** Resolves when the runs started so far are done. */
    idle: (): Promise<void> => tail,
    /** Stops the timer and waits for a send in flight (aborted after a few seconds). */
    async close(): Promise<void> {
      if (closed) return await tail;
      closed = true;
      clearTimeout(timer);
      const abort = setTimeout(() => inFlight?.abort(), CLOSE_GRACE_MS);
      try {
        await tail;
      } finally {
        clearTimeout(abort);
        transport.close();
      }
    },
  };
}
