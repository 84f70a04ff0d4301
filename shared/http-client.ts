import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** The JSON an error answer of the API carries: its German message, per field where a form was wrong. */
export interface ErrorAnswer {
  message?: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * The client side of the API contract, shared by the public site and the control centre:
 * credentials always included, a JSON body and content type only when there is a payload, and every
 * non-OK response raised as an ApiError: its status and the body it carried, parsed (null when it
 * was no JSON object). Its message stays "status: body text" for logs.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly answer: ErrorAnswer | null;

  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
    this.answer = parseAnswer(text);
  }
}

function parseAnswer(text: string): ErrorAnswer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ErrorAnswer)
      : null;
  } catch {
    return null;
  }
}

/** The server's German words for a failed request: its message and field messages, else the error's text. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const answer = error instanceof ApiError ? error.answer : null;
  if (!answer) return error.message;
  const details = answer.errors ? Object.values(answer.errors).join(' ') : '';
  return [answer.message, details].filter(Boolean).join(' ');
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

function isAdminPath(url: string): boolean {
  return url.startsWith('/api/admin');
}

/**
 * The control centre's way through an ended session: a request it covers that answers 401 is
 * held until the user has signed in again, then sent once more, so its caller gets the answer of
 * the new session. Nothing is registered on the public site: there a 401 is an error like any other.
 */
export interface SessionRecovery {
  /** Whether a 401 of this request may wait for a new sign-in. */
  covers(url: string): boolean;
  /** A mark of the session a request is sent in, taken right before sending it. */
  mark(): number;
  /**
   * Resolves once a session newer than `mark` exists (at once when one was started meanwhile);
   * rejects when the user gave up.
   */
  renewed(mark: number): Promise<void>;
}

let sessionRecovery: SessionRecovery | null = null;

/** Registers the control centre's session recovery (null removes it). */
export function setSessionRecovery(recovery: SessionRecovery | null): void {
  sessionRecovery = recovery;
}

/**
 * Sends a request and, while it answers 401 and the registered recovery covers it, sends it again
 * after each new sign-in. When the user gives up, the last answer (the 401) is returned.
 */
export async function sendRecoverable<R>(
  url: string,
  send: () => Promise<R>,
  statusOf: (result: R) => number,
): Promise<R> {
  for (;;) {
    const recovery = sessionRecovery;
    const mark = recovery?.mark() ?? 0;
    const result = await send();
    if (statusOf(result) !== 401 || !recovery?.covers(url)) return result;
    try {
      await recovery.renewed(mark);
    } catch {
      return result;
    }
  }
}

const statusOfResponse = (response: Response) => response.status;

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const send = () =>
    fetch(url, {
      method,
      headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
      // Admin data is never cached.
      cache: isAdminPath(url) ? 'no-store' : 'default',
    });
  const response = await sendRecoverable(url, send, statusOfResponse);
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: the query key's first element is the API path. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string' || !path.startsWith('/')) throw new Error('invalid query key');
    const send = () =>
      fetch(path, {
        credentials: 'include',
        cache: isAdminPath(path) ? 'no-store' : 'default',
        signal,
      });
    // 'returnNull' asks whether there is a session at all: its 401 is an answer, not an ended session.
    const returnNull = options.on401 === 'returnNull';
    const response = returnNull ? await send() : await sendRecoverable(path, send, statusOfResponse);
    if (returnNull && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

const MINUTE = 60_000;

/** Retry delay: exponential from 1 s, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 5 * MINUTE,
        gcTime: 15 * MINUTE,
        retry: 1,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
