import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, ApiError, callApi, fetchApiPage, queryKeyOf, reasonOf, urlOf } from '@admin/api/client.js';

function answer(body: unknown, init: ResponseInit = {}) {
  const fetch = vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the addresses of declared endpoints', () => {
  it('fills the path parameters (encoded) and writes the query, repeated names for lists', () => {
    expect(urlOf(API.applications.get, { params: { id: 7 } })).toBe('/api/admin/applications/7');
    expect(urlOf(API.applications.list, { query: { status: 'new', page: 2, q: 'a b' } })).toBe(
      '/api/admin/applications?status=new&page=2&q=a+b',
    );
    expect(urlOf(API.applications.exportCsv, { query: { ids: [1, 2] } })).toBe(
      '/api/admin/applications/export.csv?ids=1&ids=2',
    );
    expect(urlOf(API.sessions.end, { params: { sessionId: 'a/b' } })).toBe('/api/admin/sessions/a%2Fb');
  });

  it('keys a read by its path first, so invalidating the list refetches every page of it', () => {
    expect(queryKeyOf(API.applications.list)).toEqual(['/api/admin/applications']);
    expect(queryKeyOf(API.applications.list, { query: new URLSearchParams('page=2') })).toEqual([
      '/api/admin/applications',
      'page=2',
    ]);
  });
});

describe('callApi', () => {
  it('sends the declared method with the JSON body and answers the parsed JSON', async () => {
    const fetch = answer({ id: 3, status: 'completed' });
    const updated = await callApi(API.applications.update, {
      params: { id: 3 },
      body: { status: 'completed' },
    });
    expect(updated).toEqual({ id: 3, status: 'completed' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/applications/3',
      expect.objectContaining({ method: 'PATCH', body: '{"status":"completed"}', cache: 'no-store' }),
    );
  });

  it('answers null for an endpoint that answers nothing (204)', async () => {
    answer(null, { status: 204 });
    expect(await callApi(API.applications.remove, { params: { id: 3 } })).toBeNull();
  });

  it('raises an ApiError carrying the status and the parsed answer', async () => {
    answer(
      { message: 'Bitte überprüfen Sie Ihre Eingaben.', errors: { notes: 'Zu lang.' } },
      { status: 400 },
    );
    const error = await callApi(API.applications.update, { params: { id: 3 }, body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).answer).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { notes: 'Zu lang.' },
    });
    expect(reasonOf(error)).toBe('Bitte überprüfen Sie Ihre Eingaben. Zu lang.');
  });

  it('keeps a body that is no JSON as the error text, with no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    const error = (await callApi(API.stats.summary).catch((caught: unknown) => caught)) as ApiError;
    expect(error.answer).toBeNull();
    expect(reasonOf(error)).toBe('502: Bad Gateway');
  });
});

describe('fetchApiPage', () => {
  it('returns the rows and the total of the X-Total-Count header', async () => {
    const fetch = answer([{ id: 3 }, { id: 2 }], { headers: { 'X-Total-Count': '42' } });
    const page = await fetchApiPage(API.applications.list, { query: { page: 2, pageSize: 20 } });
    expect(page).toEqual({ rows: [{ id: 3 }, { id: 2 }], total: 42 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/applications?page=2&pageSize=20',
      expect.objectContaining({ method: 'GET', credentials: 'include', cache: 'no-store' }),
    );
  });

  it('counts the rows it got when the header is missing or unusable', async () => {
    answer([{ id: 1 }]);
    expect((await fetchApiPage(API.applications.list, { query: { page: 1 } })).total).toBe(1);
    answer([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': 'viele' } });
    expect((await fetchApiPage(API.applications.list, { query: { page: 1 } })).total).toBe(2);
  });
});
