import type { AdminUser } from '@shared/api-types.js';
import { ROLE_PERMISSIONS, type Role } from '@shared/roles.js';

/** A request the screen sent. */
export interface SentRequest {
  method: string;
  path: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** `headers`: more response headers (X-Total-Count of a list page, say). */
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: SentRequest, match: RegExpMatchArray) => Answer | undefined;

/** A signed-in person of `role` as GET /api/admin/user answers it. */
export function adminUser(role: Role = 'owner'): AdminUser {
  return {
    id: 1,
    username: 'ida',
    displayName: 'Ida',
    email: null,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    secondFactor: { totp: false, passkeys: 0, recoveryCodesLeft: 0 },
    alerts: { assigned: false },
    pendingEmail: null,
    emailChange: 'mail',
  };
}

/**
 * The admin API as the control centre's screens see it in a jsdom test: `fetch` answered from
 * memory. Lists under `lists` behave like the content routes (GET the list in order, POST, PATCH
 * and DELETE by id); `fail` makes the next matching requests answer an error; `on` adds a route.
 * What the API itself does is proven by the integration tests; here it only has to answer the way
 * the contract says, so the screen can be driven.
 */
export class FakeApi {
  readonly requests: SentRequest[] = [];
  readonly lists = new Map<string, Array<Record<string, unknown>>>();
  user: AdminUser | null = adminUser();
  private readonly failures: Array<{ method: string; path: string; answer: Answer; times: number }> = [];
  private readonly routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [];
  private nextId = 1000;

  /** Serves `items` as the list at `path` (sorted by order, like the server). */
  list(path: string, items: Array<Record<string, unknown>>): this {
    this.lists.set(
      path,
      items.map((item) => ({ ...item })),
    );
    return this;
  }

  /** The next `times` requests `method path` answer `status` with `body` (a German message, say). */
  fail(method: string, path: string, status: number, body: unknown = { message: 'Fehler' }, times = 1): this {
    this.failures.push({ method, path, answer: { status, body }, times });
    return this;
  }

  on(method: string, pattern: RegExp, handler: Handler): this {
    this.routes.push({ method, pattern, handler });
    return this;
  }

  /** The requests other than reads (what the screen changed). */
  writes(): SentRequest[] {
    return this.requests.filter((request) => request.method !== 'GET');
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    const request: SentRequest = { method, path: url.pathname + url.search, body };
    this.requests.push(request);
    const answer = this.answer(request, url.pathname);
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { ...(text === null ? {} : { 'Content-Type': 'application/json' }), ...answer.headers },
    });
  };

  private answer(request: SentRequest, pathname: string): Answer {
    const failure = this.failures.find(
      (f) => f.method === request.method && f.path === pathname && f.times > 0,
    );
    if (failure) {
      failure.times -= 1;
      return failure.answer;
    }
    for (const route of this.routes) {
      const match = route.method === request.method ? pathname.match(route.pattern) : null;
      const answer = match && route.handler(request, match);
      if (answer) return answer;
    }
    if (pathname === '/api/admin/user')
      return this.user ? { status: 200, body: this.user } : { status: 401, body: {} };
    if (/\/\d+\/last-change$/.test(pathname)) return { status: 200, body: { lastChange: null } };
    return this.content(request, pathname) ?? { status: 404, body: { message: 'Nicht gefunden' } };
  }

  /** The content routes' contract (docs/api.md) over the lists. */
  private content(request: SentRequest, pathname: string): Answer | undefined {
    const [, listPath, id] = /^(\/api\/admin\/[a-z-]+)(?:\/(\d+))?$/.exec(pathname) ?? [];
    const items = listPath ? this.lists.get(listPath) : undefined;
    if (!items) return undefined;
    const payload = (request.body ?? {}) as Record<string, unknown>;
    const index = items.findIndex((item) => item.id === Number(id));
    switch (id === undefined ? `${request.method} list` : request.method) {
      case 'GET list':
        return { status: 200, body: [...items].sort((a, b) => Number(a.order) - Number(b.order)) };
      case 'POST list': {
        const created = { id: this.nextId++, ...payload };
        items.push(created);
        return { status: 201, body: created };
      }
      case 'PATCH':
        if (index < 0) return { status: 404, body: { message: 'Nicht gefunden' } };
        items[index] = { ...items[index], ...payload };
        return { status: 200, body: items[index] };
      case 'DELETE':
        if (index < 0) return { status: 404, body: { message: 'Nicht gefunden' } };
        items.splice(index, 1);
        return { status: 204 };
      default:
        return undefined;
    }
  }
}
