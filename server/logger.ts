import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The server's logger: JSON lines on stdout (or `destination`, which tests use to read them). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    // Never write credentials or session cookies into the log.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return destination ? pino(options, destination) : pino(options);
}
