import API from '@shared/api/index.js';
import { ADMIN_API_PREFIX, endpointsOf, type Endpoint } from '@shared/api/endpoint.js';
import type { SessionRecovery } from '@shared/http-client.js';

const ownAnswer = ({ access }: Pick<Endpoint, 'access'>) => access === 'sign-in' || access === 'enrolment';

/**
 * Admin paths whose 401 is an answer of its own: a wrong password or code, no session to end, a
 * sign-in step that took too long, or the links that need no session at all. That is every path
 * of the sign-in and of enrolling a factor, and the logout; but not a path a screen reads with
 * the session (the passkey list, whose path the registration shares): its 401 means the session
 * ended.
 */
export const NOT_COVERED: ReadonlySet<string> = (() => {
  const endpoints = endpointsOf(API);
  const sessionReads = new Set(
    endpoints.filter((endpoint) => endpoint.method === 'GET' && !ownAnswer(endpoint)).map(({ path }) => path),
  );
  return new Set([
    ...endpoints
      .filter(ownAnswer)
      .map(({ path }) => path)
      .filter((path) => !sessionReads.has(path)),
    API.auth.logout.path,
  ]);
})();

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!;

/** Why the requests waiting for a sign-in were given up. */
export class SignInCancelled extends Error {
  constructor() {
    super('sign-in cancelled');
    this.name = 'SignInCancelled';
  }
}

export interface SessionRecoveryController extends SessionRecovery {
  /** Whether requests are waiting for a sign-in (the dialog is shown). */
  waiting(): boolean;
  /** Called on every change of `waiting()`. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A sign-in succeeded (dialog or login page): waiting requests are sent again. */
  signedIn(): void;
  /**
   * The session ended on purpose (logout, or the dialog was cancelled): waiting requests are given
   * up, and further 401s are errors at once until the next sign-in.
   */
  signedOut(): void;
}

/**
 * The state behind the control centre's in-place sign-in: requests of an ended session wait on one
 * shared promise, however many there are, until the user signs in again (all of them are sent again)
 * or gives up (all of them fail with their 401). Each sign-in starts a new session generation, so a
 * request that was sent in an older session and answers 401 only after the sign-in is sent again at
 * once instead of asking a second time.
 */
export function createSessionRecovery(): SessionRecoveryController {
  let generation = 0;
  let signedOut = false;
  let pending: { promise: Promise<void>; resolve(): void; reject(error: Error): void } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const settle = (outcome: (waiter: NonNullable<typeof pending>) => void) => {
    const waiter = pending;
    pending = null;
    if (waiter) {
      outcome(waiter);
      notify();
    }
  };

  return {
    covers: (url) => url.startsWith(`${ADMIN_API_PREFIX}/`) && !NOT_COVERED.has(pathOf(url)),
    mark: () => generation,
    renewed(mark) {
      if (mark < generation) return Promise.resolve();
      if (signedOut) return Promise.reject(new SignInCancelled());
      if (!pending) {
        let resolve!: () => void;
        let reject!: (error: Error) => void;
        const promise = new Promise<void>((yes, no) => {
          resolve = yes;
          reject = no;
        });
        pending = { promise, resolve, reject };
        notify();
      }
      return pending.promise;
    },
    waiting: () => pending !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn() {
      generation += 1;
      signedOut = false;
      settle((waiter) => waiter.resolve());
    },
    signedOut() {
      signedOut = true;
      settle((waiter) => waiter.reject(new SignInCancelled()));
    },
  };
}

/** The control centre's one instance (registered with the request layer in main.tsx). */
export const sessionRecovery = createSessionRecovery();
