import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The log on stdout is written in batches of at least this many bytes (about 120 request lines),
 * or what there is every LOG_FLUSH_MS: each asynchronous write costs tens of microseconds of CPU
 * whatever its size (docs/speed.md). Below sonic-boom's largest single write (16 KB).
 */
const LOG_BATCH_BYTES = 12 * 1024;
/** At most this long a line waits in memory; a SIGKILL loses at most that much of the log. */
export const LOG_FLUSH_MS = 200;
/**
 * While stdout does not take the lines (journald stalled), at most this much waits in memory;
 * further lines are dropped instead of stopping the server.
 */
const LOG_BUFFER_MAX_BYTES = 16 * 1024 * 1024;

/**
 * stdout (or the file `dest`) written asynchronously in batches. The rest in memory is written
 * when the process exits (process.exit, the end of a SIGTERM or SIGINT, an uncaught exception):
 * pino flushes it synchronously on 'exit'.
 */
export function bufferedDestination(dest: number | string = 1) {
  return pino.destination({
    dest,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    maxLength: LOG_BUFFER_MAX_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

/** stdout's one buffered destination, whichever loggers of the process write there. */
let stdout: ReturnType<typeof bufferedDestination> | undefined;

/**
 * The server's logger: JSON lines on stdout, written in batches (bufferedDestination, one for
 * the process), or on `destination` as they come (tests read them there).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    // Never write credentials or session cookies into the log.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return pino(options, destination ?? (stdout ??= bufferedDestination()));
}
