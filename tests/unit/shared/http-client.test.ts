import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  createQueryClient,
  getQueryFn,
  sendRecoverable,
  setSessionRecovery,
} from '@shared/http-client.js';
import { createSessionRecovery, type SessionRecoveryController } from '@admin/auth/session-recovery.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));

interface Sent {
  url: string;
  method: string;
  body: unknown;
  credentials: RequestInit['credentials'];
}

/**
 * A stand-in for the server: while `expired`, every admin request but the login answers 401;
 * otherwise it echoes what it got. Answers can be held back to arrive later.
 */
function fakeServer() {
  const state = { expired: false, sent: [] as Sent[], hold: false, held: [] as (() => void)[] };
  const answer = (url: string, method: string, body: unknown) => {
    if (state.expired && url.startsWith('/api/admin') && url !== '/api/admin/login') {
      return new Response(JSON.stringify({ message: 'Bitte melden Sie sich an.' }), { status: 401 });
    }
    return new Response(JSON.stringify({ url, method, body }), { status: 200 });
  };
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.sent.push({ url, method, body, credentials: init.credentials });
    // Decided on arrival (by the cookie it carried), delivered when released.
    const response = answer(url, method, body);
    if (state.hold) await new Promise<void>((resolve) => state.held.push(resolve));
    return response;
  });
  return { state, fetch };
}

describe('http client without a session recovery (the public site)', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('raises a 401 as an ApiError at once', async () => {
    server.state.expired = true;
    const failure = await apiRequest('POST', '/api/admin/faqs', { question: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).message).toBe('401: {"message":"Bitte melden Sie sich an."}');
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('http client with the control centre session recovery', () => {
  let server: ReturnType<typeof fakeServer>;
  let recovery: SessionRecoveryController;

  beforeEach(() => {
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    recovery = createSessionRecovery();
    setSessionRecovery(recovery);
  });
  afterEach(() => {
    // Test files share their modules (vitest isolate: false): leave the request layer as found.
    setSessionRecovery(null);
    vi.unstubAllGlobals();
  });

  /** Ends the fake session, then a sign-in starts a new one. */
  const signIn = () => {
    server.state.expired = false;
    recovery.signedIn();
  };

  it('holds a write that answered 401 until the sign-in, then sends it again and resolves with its answer', async () => {
    server.state.expired = true;
    const save = apiRequest('POST', '/api/admin/faqs', { question: 'Frage?' });
    await flush();
    expect(recovery.waiting()).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(1);

    signIn();
    const response = await save;
    expect(await response.json()).toEqual({
      url: '/api/admin/faqs',
      method: 'POST',
      body: { question: 'Frage?' },
    });
    // The same request again, with the cookies (the new session's).
    expect(server.state.sent).toEqual([
      { url: '/api/admin/faqs', method: 'POST', body: { question: 'Frage?' }, credentials: 'include' },
      { url: '/api/admin/faqs', method: 'POST', body: { question: 'Frage?' }, credentials: 'include' },
    ]);
  });

  it('asks once for many requests of the ended session and answers all of them after one sign-in', async () => {
    server.state.expired = true;
    const opened = vi.fn();
    recovery.subscribe(() => {
      if (recovery.waiting()) opened();
    });
    const query = getQueryFn<{ url: string }>({ on401: 'throw' });
    const context = (path: string) =>
      ({ queryKey: [path], signal: new AbortController().signal, meta: undefined }) as never;
    const results = Promise.all([
      query(context('/api/admin/faqs')),
      query(context('/api/admin/streamers')),
      apiRequest('PATCH', '/api/admin/faqs/4', { order: 2 }).then((response) => response.json()),
    ]);
    await flush();
    expect(opened).toHaveBeenCalledTimes(1);

    signIn();
    expect(await results).toEqual([
      { url: '/api/admin/faqs', method: 'GET' },
      { url: '/api/admin/streamers', method: 'GET' },
      { url: '/api/admin/faqs/4', method: 'PATCH', body: { order: 2 } },
    ]);
    expect(server.fetch).toHaveBeenCalledTimes(6);
  });

  it('lets a query of the default query client wait instead of failing, without using its retry', async () => {
    server.state.expired = true;
    const client = createQueryClient();
    const data = client.fetchQuery({ queryKey: ['/api/admin/highlights'] });
    await flush();
    expect(recovery.waiting()).toBe(true);
    expect(client.getQueryState(['/api/admin/highlights'])?.fetchStatus).toBe('fetching');

    signIn();
    await expect(data).resolves.toEqual({ url: '/api/admin/highlights', method: 'GET' });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    client.clear();
  });

  it('fails the waiting requests with their 401 when the sign-in is cancelled, and later ones at once', async () => {
    server.state.expired = true;
    const save = apiRequest('POST', '/api/admin/faqs', { question: 'Frage?' }).catch(
      (error: unknown) => error,
    );
    await flush();
    recovery.signedOut();
    const failure = await save;
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(server.fetch).toHaveBeenCalledTimes(1);

    await expect(apiRequest('GET', '/api/admin/faqs')).rejects.toMatchObject({ status: 401 });
    expect(recovery.waiting()).toBe(false);
  });

  it('answers the login, the logout and the current-user check without waiting', async () => {
    server.state.expired = true;
    server.fetch.mockImplementationOnce(
      async () => new Response(JSON.stringify({ message: 'Anmeldung fehlgeschlagen.' }), { status: 401 }),
    );
    await expect(
      apiRequest('POST', '/api/admin/login', { username: 'a', password: 'b' }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('POST', '/api/admin/logout')).rejects.toMatchObject({ status: 401 });
    const user = getQueryFn({ on401: 'returnNull' });
    await expect(
      user({ queryKey: ['/api/admin/user'], signal: new AbortController().signal, meta: undefined } as never),
    ).resolves.toBeNull();
    expect(recovery.waiting()).toBe(false);
  });

  it('leaves requests outside the admin API alone', async () => {
    const answer = await sendRecoverable(
      '/api/contact',
      async () => ({ status: 401 }),
      (result) => result.status,
    );
    expect(answer).toEqual({ status: 401 });
    expect(recovery.waiting()).toBe(false);
  });

  it('sends a request again at once when its 401 arrives after a sign-in that happened meanwhile', async () => {
    const opened = vi.fn();
    recovery.subscribe(() => {
      if (recovery.waiting()) opened();
    });
    server.state.expired = true;
    server.state.hold = true;
    const save = apiRequest('PATCH', '/api/admin/faqs/1', { answer: 'Neu' });
    await flush();
    // Another request's dialog was answered while this one's 401 was on its way.
    server.state.hold = false;
    signIn();
    server.state.held.shift()!();
    await expect((await save).json()).resolves.toEqual({
      url: '/api/admin/faqs/1',
      method: 'PATCH',
      body: { answer: 'Neu' },
    });
    // Sent again with the new session at once: no second dialog.
    expect(opened).not.toHaveBeenCalled();
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again when the request still answers 401 after the sign-in', async () => {
    server.state.expired = true;
    const save = apiRequest('DELETE', '/api/admin/faqs/2');
    await flush();
    recovery.signedIn(); // the server still says 401 (e.g. the new session ended at once)
    await flush();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(recovery.waiting()).toBe(true);
    signIn();
    await expect((await save).json()).resolves.toMatchObject({ method: 'DELETE' });
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });
});
