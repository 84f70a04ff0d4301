import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

/** One step of the daily job. What `run` resolves to is logged with the task's name (no personal data). */
export interface DailyTask {
  name: string;
  /** Also run once when the server starts (DailyJob.runAtStart). */
  atStart?: boolean;
  run(): Promise<Record<string, unknown>>;
}

export type TaskOutcome =
  { name: string; ok: true; details: Record<string, unknown> } | { name: string; ok: false; error: unknown };

export interface TimerHandle {
  unref?(): unknown;
}

/** The timer functions the job arms; tests pass their own to see the delay and fire it at will. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The timer never waits longer than this: a clock that jumped (set right by NTP, a suspended
 * machine) is noticed within the hour, and no delay comes near setTimeout's limit of ~24.8 days.
 */
export const MAX_TIMER_MS = 3_600_000;
/** A planned run further ahead than this means the clock went back: plan afresh. */
const MAX_AHEAD_MS = 25 * 3_600_000;

const nodeTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface DailyJobOptions {
  /** The hour (0-23) in the server's local time. */
  hour: number;
  /** Run in this order; one failing does not stop the next. */
  tasks: readonly DailyTask[];
  clock: Clock;
  logger: Logger;
  timers?: Timers;
  /**
   * Asked before a scheduled run (the timer's, or one made up at start): false when another
   * process of the installation runs today's, which this one then skips.
   */
  claim?: () => Promise<boolean>;
  /** Told after a claimed run, so the claim counts as done. */
  finished?: () => Promise<void>;
  /**
   * After skipping a run another process claimed, ask once more this long after: that process may
   * have died during the run, and its claim is then taken over.
   */
  recheckAfterMs?: number;
}

export interface DailyJob {
  /** Arms the timer for the next run at the configured hour (and again after each run). */
  start(): void;
  /** Disarms the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs every task now (a run already in progress is joined, never doubled). Never rejects. */
  runNow(): Promise<TaskOutcome[]>;
  /**
   * The scheduled run: every task, unless another process claimed today's run (then, with
   * recheckAfterMs, it asks once more that long after). Never rejects.
   */
  runScheduled(): Promise<TaskOutcome[]>;
  /**
   * Runs the tasks marked `atStart` now (joining any run in progress, which runs them too). A
   * full run asked for meanwhile follows it. Never rejects.
   */
  runAtStart(): Promise<TaskOutcome[]>;
  /** When the timer will run the tasks next (ms since the epoch), or null when stopped. */
  nextRun(): number | null;
}

/**
 * The next time (ms since the epoch) after `now` that the local clock shows `hour`:00. Computed
 * on calendar dates, so a day with a daylight-saving change is still one run a day. (An hour the
 * change skips runs at the first time after it.)
 */
export function nextRunAt(now: number, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now) {
    next.setDate(next.getDate() + 1);
    next.setHours(hour, 0, 0, 0);
  }
  return next.getTime();
}

/**
 * A job that runs its tasks once a day at a fixed local hour: the delay to the next run is taken
 * from the app's clock and re-computed after every run; the timer never keeps the process alive.
 */
export function createDailyJob({
  hour,
  tasks,
  clock,
  logger,
  timers = nodeTimers,
  claim,
  finished,
  recheckAfterMs,
}: DailyJobOptions): DailyJob {
  let timer: TimerHandle | null = null;
  /** The one later look at a run another process claimed (recheckAfterMs). */
  let recheck: TimerHandle | null = null;
  let next: number | null = null;
  /** The run in progress, and whether it runs every task or only those at start. */
  let running: { all: boolean; done: Promise<TaskOutcome[]> } | null = null;

  async function runTasks(selected: readonly DailyTask[]): Promise<TaskOutcome[]> {
    const outcomes: TaskOutcome[] = [];
    for (const task of selected) {
      try {
        const details = await task.run();
        logger.info({ task: task.name, ...details }, `daily job: ${task.name} done`);
        outcomes.push({ name: task.name, ok: true, details });
      } catch (error) {
        logger.error({ err: error, task: task.name }, `daily job: ${task.name} failed`);
        outcomes.push({ name: task.name, ok: false, error });
      }
    }
    return outcomes;
  }

  function run(all: boolean): Promise<TaskOutcome[]> {
    if (running && (running.all || !all)) return running.done;
    // A full run asked for during a run of the start tasks waits for it.
    const before = running?.done;
    const selected = all ? tasks : tasks.filter((task) => task.atStart);
    const done = (before ? before.then(() => runTasks(selected)) : runTasks(selected)).finally(() => {
      if (running?.done === done) running = null;
    });
    running = { all, done };
    return done;
  }

  const runNow = () => run(true);

  /** A scheduled run asking for its claim: stop() waits for it as for a run. */
  let claiming: Promise<TaskOutcome[]> | null = null;

  function runScheduled(isRecheck = false): Promise<TaskOutcome[]> {
    if (!claim) return runNow();
    const scheduled = (async () => {
      let claimed = true;
      try {
        claimed = await claim();
      } catch (error) {
        // The database cannot say: better a second backup than none.
        logger.error({ err: error }, 'daily job: could not claim the run; running it');
      }
      if (!claimed) {
        logger.info('daily job: another process of this installation runs it today');
        if (recheckAfterMs !== undefined && !isRecheck && !recheck && next !== null) {
          recheck = timers.setTimeout(() => {
            recheck = null;
            if (next !== null) void runScheduled(true);
          }, recheckAfterMs);
          recheck.unref?.();
        }
        return [];
      }
      if (isRecheck)
        logger.warn('daily job: the process that claimed today’s run did not finish it; running it here');
      const outcomes = await runNow();
      await finished?.().catch((error: unknown) =>
        logger.error({ err: error }, 'daily job: could not note the run as finished'),
      );
      return outcomes;
    })();
    claiming = scheduled;
    void scheduled.finally(() => {
      if (claiming === scheduled) claiming = null;
    });
    return scheduled;
  }

  function arm(): void {
    if (next === null) return;
    timer = timers.setTimeout(onTimer, Math.min(Math.max(0, next - clock()), MAX_TIMER_MS));
    timer.unref?.();
  }

  function onTimer(): void {
    timer = null;
    if (next === null) return;
    const now = clock();
    // The clock went back by more than a day: the planned run would be days away.
    if (next - now > MAX_AHEAD_MS) next = nextRunAt(now, hour);
    // Not yet (a capped wait, a clock moved back a little, a timer a moment early): wait on.
    if (now < next) return arm();
    void runScheduled().finally(() => {
      if (next === null) return; // stopped meanwhile
      next = nextRunAt(clock(), hour);
      arm();
    });
  }

  return {
    start() {
      if (next !== null) return;
      next = nextRunAt(clock(), hour);
      arm();
    },
    async stop() {
      next = null;
      if (timer) timers.clearTimeout(timer);
      timer = null;
      if (recheck) timers.clearTimeout(recheck);
      recheck = null;
      await claiming;
      await running?.done;
    },
    runNow,
    runScheduled,
    runAtStart: () => run(false),
    nextRun: () => next,
  };
}
