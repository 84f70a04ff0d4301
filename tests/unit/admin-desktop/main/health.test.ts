import { describe, expect, it, vi } from 'vitest';
import { checkServerAddress } from '@desktop/main/health.js';
import { desktopMessages as m } from '@desktop/main/messages.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkServerAddress', () => {
  it('asks the health endpoint of the normalised address, without cookies, and accepts {"status":"ok"}', async () => {
    const fetch = vi.fn(async () => json({ status: 'ok' }));
    expect(await checkServerAddress('https://agentur.example/', fetch)).toEqual({
      ok: true,
      address: 'https://agentur.example',
    });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://agentur.example/healthz');
    expect(init.credentials).toBe('omit');
    expect(init.redirect).toBe('error');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('does not call anything for an invalid address', async () => {
    const fetch = vi.fn();
    expect(await checkServerAddress('http://agentur.example', fetch)).toEqual({
      ok: false,
      message: m.addressInsecure,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached on a network error or timeout', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await checkServerAddress('https://agentur.example', fetch)).toEqual({
      ok: false,
      message: m.unreachable,
    });
    const slow = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('timeout'))),
      );
    expect(await checkServerAddress('https://agentur.example', slow, 20)).toEqual({
      ok: false,
      message: m.unreachable,
    });
  });

  it('tells apart another web server from a failing one', async () => {
    const html = vi.fn(async () => new Response('<html>Hallo</html>', { status: 200 }));
    expect(await checkServerAddress('https://agentur.example', html)).toEqual({
      ok: false,
      message: m.notAgencyServer,
    });
    const failing = vi.fn(async () => json({ message: 'kaputt' }, 500));
    expect(await checkServerAddress('https://agentur.example', failing)).toEqual({
      ok: false,
      message: m.unreachable,
    });
  });
});
