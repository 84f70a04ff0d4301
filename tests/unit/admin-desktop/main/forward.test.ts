import { describe, expect, it, vi } from 'vitest';
import { forwardToServer } from '@desktop/main/forward.js';

type Call = [string, RequestInit];

function upstream(response: Response) {
  return vi.fn(async (_url: string, _init?: RequestInit) => response);
}

describe('forwardToServer', () => {
  it('sends method, path, query, JSON body and content type with the session cookies (credentials include)', async () => {
    const sessionFetch = upstream(
      new Response('{"id":1}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    const request = new Request('app://control-centre/api/admin/faqs?sort=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ question: 'Wie geht das?' }),
    });
    const response = await forwardToServer(request, 'https://agentur.example', sessionFetch);
    const [url, init] = sessionFetch.mock.calls[0] as Call;
    expect(url).toBe('https://agentur.example/api/admin/faqs?sort=1');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.redirect).toBe('manual');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"question":"Wie geht das?"}');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1 });
  });

  it("replaces the renderer's origin by the server's own and drops cookies and fetch metadata", async () => {
    const sessionFetch = upstream(new Response(null, { status: 204 }));
    const request = new Request('app://control-centre/api/admin/logout', {
      method: 'POST',
      headers: {
        origin: 'app://control-centre',
        cookie: 'koa.sess=stolen',
        'sec-fetch-site': 'cross-site',
        referer: 'app://control-centre/admin/dashboard',
        'x-custom': '1',
      },
    });
    const response = await forwardToServer(request, 'https://agentur.example:8443/base/', sessionFetch);
    const [url, init] = sessionFetch.mock.calls[0] as Call;
    expect(url).toBe('https://agentur.example:8443/base/api/admin/logout');
    const headers = new Headers(init.headers);
    expect(headers.get('origin')).toBe('https://agentur.example:8443');
    for (const name of ['cookie', 'sec-fetch-site', 'referer', 'x-custom'])
      expect(headers.get(name)).toBeNull();
    expect(response.status).toBe(204);
  });

  it('never hands Set-Cookie to the renderer, but keeps the headers the app reads', async () => {
    const sessionFetch = upstream(
      new Response('{"id":1,"username":"admin"}', {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          'set-cookie': 'koa.sess=abc; HttpOnly; Path=/api/admin',
          'content-disposition': 'attachment; filename="bewerbungen.csv"',
          'x-total-count': '4711',
          server: 'koa',
        },
      }),
    );
    const response = await forwardToServer(
      new Request('app://control-centre/api/admin/login', { method: 'POST', body: '{}' }),
      'https://agentur.example',
      sessionFetch,
    );
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toContain('bewerbungen.csv');
    expect(response.headers.get('x-total-count')).toBe('4711');
    expect(await response.json()).toEqual({ id: 1, username: 'admin' });
  });

  it('does not send a body with GET and passes error statuses through', async () => {
    const sessionFetch = upstream(new Response('{"message":"Bitte melden Sie sich an."}', { status: 401 }));
    const response = await forwardToServer(
      new Request('app://control-centre/api/admin/user'),
      'https://agentur.example',
      sessionFetch,
    );
    expect((sessionFetch.mock.calls[0] as Call)[1].body).toBeUndefined();
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Bitte melden Sie sich an.');
  });
});
