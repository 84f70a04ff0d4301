import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * The client side of the API contract (spec sections 7 and 8), shared by the public site and the
 * control centre: credentials always included, a JSON body and content type only when there is a
 * payload, and every non-OK response raised as "status: body text".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

function isAdminPath(url: string): boolean {
  return url.startsWith('/api/admin');
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    // Admin data is never cached (spec section 6).
    cache: isAdminPath(url) ? 'no-store' : 'default',
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: the query key's first element is the API path. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string' || !path.startsWith('/')) throw new Error('invalid query key');
    const response = await fetch(path, {
      credentials: 'include',
      cache: isAdminPath(path) ? 'no-store' : 'default',
      signal,
    });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
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
