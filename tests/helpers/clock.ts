import type { Clock } from '@server/clock.js';

/** A clock that stands still until the test moves it. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(start: number = Date.now()): ManualClock {
  let now = start;
  const clock = (() => now) as ManualClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}
