import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchListPage } from '@admin/api/client.js';

function answer(body: unknown, init: ResponseInit = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchListPage', () => {
  it('returns the rows and the total of the X-Total-Count header', async () => {
    const fetch = answer([{ id: 3 }, { id: 2 }], { headers: { 'X-Total-Count': '42' } });
    const page = await fetchListPage<{ id: number }>('/api/admin/applications?page=2&pageSize=20');
    expect(page).toEqual({ rows: [{ id: 3 }, { id: 2 }], total: 42 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/applications?page=2&pageSize=20',
      expect.objectContaining({ method: 'GET', credentials: 'include', cache: 'no-store' }),
    );
  });

  it('counts the rows it got when the header is missing or unusable', async () => {
    answer([{ id: 1 }]);
    expect((await fetchListPage('/api/admin/applications?page=1')).total).toBe(1);
    answer([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': 'viele' } });
    expect((await fetchListPage('/api/admin/applications?page=1')).total).toBe(2);
  });

  it('raises the server answer of a refused request', async () => {
    answer({ message: 'Ungültige Seitenzahl.' }, { status: 400 });
    const error = await fetchListPage('/api/admin/applications?page=0').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});
