import type { SessionRecovery } from '@shared/http-client.js';

/**
 * Admin requests whose 401 is an answer of its own: a wrong password or code, no session to end,
 * a sign-in step that took too long, or the links that need no session at all.
 */
const NOT_COVERED = new Set([
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/login/second-factor',
  '/api/admin/login/passkey',
  '/api/admin/login/passkey/options',
  '/api/admin/account/totp',
  '/api/admin/account/totp/confirm',
  '/api/admin/account/passkeys/options',
  '/api/admin/invitations/check',
  '/api/admin/invitations/accept',
  '/api/admin/password-reset',
  '/api/admin/password-reset/check',
  '/api/admin/password-reset/confirm',
  '/api/admin/account/email/confirm',
]);

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
    covers: (url) => url.startsWith('/api/admin/') && !NOT_COVERED.has(pathOf(url)),
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
