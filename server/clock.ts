/**
 * The time in milliseconds since the epoch. Everything that depends on time (timestamps, lock
 * windows, session lifetimes, page-view hours) reads it from the clock passed to createApp, so a
 * test can move it instead of waiting.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The clock's time as an ISO timestamp, the form the database stores. */
export const isoNow = (clock: Clock): string => new Date(clock()).toISOString();

/** A day of 24 hours in milliseconds (the retention periods count these). */
export const DAY_MS = 24 * 3_600_000;

/** The clock's time `days` days of 24 hours earlier, as an ISO timestamp (the form stored). */
export const isoDaysAgo = (clock: Clock, days: number): string =>
  new Date(clock() - days * DAY_MS).toISOString();
