import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDailyJob, MAX_TIMER_MS, nextRunAt, type DailyTask, type Timers } from '@server/jobs/daily.js';
import { manualClock } from '@tests/helpers/clock.js';
import { captureLogs } from '@tests/helpers/test-app.js';

/** Local times (the job runs at the server's local hour), whatever the machine's time zone. */
const local = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime();

/** Timers that only record what is armed; the test fires them. */
function recordingTimers() {
  const armed: Array<{ callback: () => void; ms: number; cleared: boolean; unrefed: boolean }> = [];
  const timers: Timers = {
    setTimeout(callback, ms) {
      const timer = { callback, ms, cleared: false, unrefed: false };
      armed.push(timer);
      return {
        unref: () => {
          timer.unrefed = true;
        },
        timer,
      };
    },
    clearTimeout(handle) {
      (handle as unknown as { timer: { cleared: boolean } }).timer.cleared = true;
    },
  };
  return { timers, armed, last: () => armed.at(-1)! };
}

/** A task that records its runs and resolves when the run it belongs to is over. */
function countingTask(name: string, runs: string[]): DailyTask {
  return {
    name,
    run: async () => {
      runs.push(name);
      return { done: runs.length };
    },
  };
}

describe('nextRunAt', () => {
  it.each([
    ['before the hour: the same day', local(2026, 11, 24, 2, 30), 3, local(2026, 11, 24, 3)],
    ['at the hour: the next day', local(2026, 11, 24, 3), 3, local(2026, 11, 25, 3)],
    ['after the hour: the next day', local(2026, 11, 24, 15), 3, local(2026, 11, 25, 3)],
    ['at midnight for hour 0: the next day', local(2026, 12, 31, 0), 0, local(2027, 1, 1, 0)],
    ['late in the evening for hour 23: the same day', local(2026, 2, 28, 22, 59), 23, local(2026, 2, 28, 23)],
  ])('%s', (_case, now, hour, expected) => {
    expect(nextRunAt(now, hour)).toBe(expected);
  });
});

describe('nextRunAt across daylight-saving changes (Europe/Berlin)', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Berlin';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('runs once on the day 02:00 does not exist, at the first time after it, and at 02:00 again the next day', () => {
    const saturday = Date.parse('2026-03-28T02:00:00+01:00');
    const sunday = nextRunAt(saturday, 2);
    expect(new Date(sunday).toISOString()).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
    expect(new Date(nextRunAt(sunday, 2)).toISOString()).toBe('2026-03-30T00:00:00.000Z'); // 02:00 CEST
  });

  it('runs once on the day 02:00 comes twice, at the first one', () => {
    const saturday = Date.parse('2026-10-24T02:00:00+02:00');
    const sunday = nextRunAt(saturday, 2);
    expect(new Date(sunday).toISOString()).toBe('2026-10-25T00:00:00.000Z'); // the first 02:00 (CEST)
    // After that run (also from within the repeated hour): the next day, not the second 02:00.
    expect(new Date(nextRunAt(sunday, 2)).toISOString()).toBe('2026-10-26T01:00:00.000Z');
    expect(new Date(nextRunAt(sunday + 3_600_000, 2)).toISOString()).toBe('2026-10-26T01:00:00.000Z');
  });
});

describe('createDailyJob', () => {
  it('plans afresh when the clock went back by more than a day, instead of waiting for the old run', () => {
    const clock = manualClock(local(2026, 12, 24, 12));
    const { timers, last } = recordingTimers();
    const runs: string[] = [];
    const job = createDailyJob({
      hour: 3,
      tasks: [countingTask('backup', runs)],
      clock,
      logger: captureLogs().logger,
      timers,
    });
    job.start();
    expect(job.nextRun()).toBe(local(2026, 12, 25, 3));
    // The clock was a month ahead and is set right.
    clock.set(local(2026, 11, 24, 1));
    last().callback();
    expect(job.nextRun()).toBe(local(2026, 11, 24, 3));
    expect(last().ms).toBe(MAX_TIMER_MS);
    expect(runs).toEqual([]);
    void job.stop();
  });

  it('arms an unref’d timer for the configured hour, runs the tasks in order then, and re-arms for the next day', async () => {
    const clock = manualClock(local(2026, 11, 24, 1, 15));
    const { timers, armed, last } = recordingTimers();
    const runs: string[] = [];
    const { logger } = captureLogs();
    const job = createDailyJob({
      hour: 3,
      tasks: [countingTask('first', runs), countingTask('second', runs)],
      clock,
      logger,
      timers,
    });
    job.start();
    expect(job.nextRun()).toBe(local(2026, 11, 24, 3));
    // 1 h 45 min away; the timer waits an hour at most (a jumping clock is noticed).
    expect(last()).toMatchObject({ ms: MAX_TIMER_MS, unrefed: true });

    // Fired before the clock reached the hour: nothing runs, the rest is waited for.
    clock.advance(60 * 60_000);
    last().callback();
    expect(runs).toEqual([]);
    expect(last().ms).toBe(45 * 60_000);

    clock.set(local(2026, 11, 24, 3));
    const before = armed.length;
    last().callback();
    const outcomes = await job.runNow(); // joins the run the timer started
    expect(outcomes.map((outcome) => [outcome.name, outcome.ok])).toEqual([
      ['first', true],
      ['second', true],
    ]);
    expect(runs).toEqual(['first', 'second']);
    // Re-armed once the run is over, for 03:00 the next day.
    await Promise.resolve();
    expect(armed.length).toBe(before + 1);
    expect(job.nextRun()).toBe(local(2026, 11, 25, 3));
    expect(last().ms).toBe(MAX_TIMER_MS);
    await job.stop();
    expect(last().cleared).toBe(true);
    expect(job.nextRun()).toBeNull();
  });

  it('logs a failing task as an error and still runs the tasks after it', async () => {
    const runs: string[] = [];
    const { logger, lines } = captureLogs();
    const job = createDailyJob({
      hour: 3,
      tasks: [
        {
          name: 'backup',
          run: async () => {
            throw new Error('disk full');
          },
        },
        countingTask('orphan-uploads', runs),
      ],
      clock: manualClock(),
      logger,
      timers: recordingTimers().timers,
    });
    const outcomes = await job.runNow();
    expect(outcomes.map((outcome) => [outcome.name, outcome.ok])).toEqual([
      ['backup', false],
      ['orphan-uploads', true],
    ]);
    expect(runs).toEqual(['orphan-uploads']);
    const failure = lines.find((line) => line.task === 'backup');
    expect(failure).toMatchObject({
      level: 50,
      msg: 'daily job: backup failed',
      err: { message: 'disk full' },
    });
    expect(lines.find((line) => line.task === 'orphan-uploads')).toMatchObject({ level: 30, done: 1 });
  });

  it('never runs the tasks twice at once: a second runNow joins the first', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const job = createDailyJob({
      hour: 3,
      tasks: [
        {
          name: 'slow',
          run: async () => {
            started += 1;
            await gate;
            return {};
          },
        },
      ],
      clock: manualClock(),
      logger: captureLogs().logger,
      timers: recordingTimers().timers,
    });
    const first = job.runNow();
    const second = job.runNow();
    expect(second).toBe(first);
    release();
    await first;
    expect(started).toBe(1);
    await job.runNow();
    expect(started).toBe(2);
  });

  it('runAtStart runs only the tasks marked atStart, logged like the others', async () => {
    const runs: string[] = [];
    const { logger, lines } = captureLogs();
    const job = createDailyJob({
      hour: 3,
      tasks: [
        countingTask('backup', runs),
        { ...countingTask('retention', runs), atStart: true },
        countingTask('orphan-uploads', runs),
      ],
      clock: manualClock(),
      logger,
      timers: recordingTimers().timers,
    });
    const outcomes = await job.runAtStart();
    expect(outcomes.map((outcome) => [outcome.name, outcome.ok])).toEqual([['retention', true]]);
    expect(runs).toEqual(['retention']);
    expect(lines.map((line) => line.msg)).toEqual(['daily job: retention done']);
    await job.runNow();
    expect(runs).toEqual(['retention', 'backup', 'retention', 'orphan-uploads']);
  });

  it('a full run asked for during the start tasks follows them; start tasks asked for during a full run join it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const job = createDailyJob({
      hour: 3,
      tasks: [
        countingTask('backup', runs),
        {
          name: 'retention',
          atStart: true,
          run: async () => {
            runs.push('retention');
            await gate;
            return {};
          },
        },
      ],
      clock: manualClock(),
      logger: captureLogs().logger,
      timers: recordingTimers().timers,
    });
    const atStart = job.runAtStart();
    expect(job.runAtStart()).toBe(atStart);
    const full = job.runNow();
    expect(job.runAtStart()).toBe(full);
    expect(runs).toEqual(['retention']);
    release();
    await atStart;
    const outcomes = await full;
    expect(outcomes.map((outcome) => outcome.name)).toEqual(['backup', 'retention']);
    expect(runs).toEqual(['retention', 'backup', 'retention']);
  });

  it('stop() waits for a run in progress and arms nothing afterwards', async () => {
    let release!: () => void;
    const clock = manualClock(local(2026, 11, 24, 2, 59));
    const { timers, armed, last } = recordingTimers();
    const job = createDailyJob({
      hour: 3,
      tasks: [{ name: 'slow', run: () => new Promise((resolve) => (release = () => resolve({}))) }],
      clock,
      logger: captureLogs().logger,
      timers,
    });
    job.start();
    clock.advance(60_000);
    last().callback();
    const armedDuringRun = armed.length;
    const stopped = job.stop();
    let isStopped = false;
    void stopped.then(() => (isStopped = true));
    await Promise.resolve();
    expect(isStopped).toBe(false);
    release();
    await stopped;
    expect(armed.length).toBe(armedDuringRun);
  });
});

describe('createDailyJob with a claim (several processes)', () => {
  it('after skipping a run another process claimed, asks once more after recheckAfterMs and runs it then if it may', async () => {
    const clock = manualClock(local(2026, 11, 24, 3));
    const { timers, armed } = recordingTimers();
    const runs: string[] = [];
    const claims: boolean[] = [false, true];
    const finished: string[] = [];
    const job = createDailyJob({
      hour: 3,
      tasks: [countingTask('backup', runs)],
      clock,
      logger: captureLogs().logger,
      timers,
      claim: async () => claims.shift() ?? false,
      finished: async () => void finished.push('done'),
      recheckAfterMs: 3 * 3_600_000,
    });
    job.start();
    expect(await job.runScheduled()).toEqual([]);
    const recheck = armed.at(-1)!;
    expect(recheck).toMatchObject({ ms: 3 * 3_600_000, unrefed: true, cleared: false });
    expect(runs).toEqual([]);

    // The other process died during its run: the claim is taken over and the run made here.
    recheck.callback();
    await job.stop(); // waits for the run the re-check started
    expect(runs).toEqual(['backup']);
    expect(finished).toEqual(['done']);
  });

  it('asks only once: a second refusal arms nothing more, and stop() clears a pending re-check', async () => {
    const clock = manualClock(local(2026, 11, 24, 3));
    const { timers, armed } = recordingTimers();
    const job = createDailyJob({
      hour: 3,
      tasks: [],
      clock,
      logger: captureLogs().logger,
      timers,
      claim: async () => false,
      recheckAfterMs: 1000,
    });
    job.start();
    await job.runScheduled();
    await job.runScheduled(); // the same day again: still one re-check
    const rechecks = armed.filter((timer) => timer.ms === 1000);
    expect(rechecks).toHaveLength(1);
    rechecks[0]!.callback();
    await job.stop();
    expect(armed.filter((timer) => timer.ms === 1000)).toHaveLength(1);

    const second = createDailyJob({
      hour: 3,
      tasks: [],
      clock,
      logger: captureLogs().logger,
      timers,
      claim: async () => false,
      recheckAfterMs: 2000,
    });
    second.start();
    await second.runScheduled();
    await second.stop();
    expect(armed.find((timer) => timer.ms === 2000)?.cleared).toBe(true);
  });
});
