import { ANSWER_PROMISE_HOURS, type ApplicationStatus } from './constants.js';

/**
 * The 48-hour promise (ANSWER_PROMISE_HOURS) as one rule for the server's filters and counts (with
 * its clock) and the control centre's marks (with the browser's): what arrived before the cutoff and
 * is still waiting is overdue. Exactly 48 hours old is not yet.
 */
export const ANSWER_PROMISE_MS = ANSWER_PROMISE_HOURS * 3_600_000;

/** The moment (ISO) before which a waiting application or message is overdue, at `now` (ms). */
export const overdueCutoff = (now: number): string => new Date(now - ANSWER_PROMISE_MS).toISOString();

const olderThanPromise = (createdAt: string, now: number) => Date.parse(createdAt) < now - ANSWER_PROMISE_MS;

/** An application nobody has taken up: still „Neu“ after the promised time. */
export const isOverdueApplication = (
  application: { status: ApplicationStatus; createdAt: string },
  now: number,
): boolean => application.status === 'new' && olderThanPromise(application.createdAt, now);

/** A contact message still without an answer after the promised time (read or not). */
export const isOverdueMessage = (message: { answered: boolean; createdAt: string }, now: number): boolean =>
  !message.answered && olderThanPromise(message.createdAt, now);
