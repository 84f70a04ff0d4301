import { describe, expect, it, vi } from 'vitest';
import { registerIpcHandlers, UNTRUSTED_SENDER } from '@desktop/main/ipc.js';
import { DESKTOP_CHANNELS } from '@shared/desktop-api.js';
import { desktopMessages as m } from '@desktop/main/messages.js';

type Listener = (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown;

function setup(fetchOk = true) {
  const handlers = new Map<string, Listener>();
  let stored: string | null = null;
  const set = vi.fn(async (address: string) => {
    stored = address;
  });
  const fetch = vi.fn(async () =>
    fetchOk ? new Response('{"status":"ok"}') : Promise.reject(new TypeError('fetch failed')),
  );
  registerIpcHandlers(
    { handle: (channel, listener) => handlers.set(channel, listener) },
    { get: () => stored, set },
    fetch,
  );
  const app = { senderFrame: { url: 'app://control-centre/admin' } };
  const foreign = { senderFrame: { url: 'https://evil.example/' } };
  return { handlers, set, fetch, app, foreign };
}

describe('IPC handlers', () => {
  it('register exactly the two invoke channels of the preload API', () => {
    expect([...setup().handlers.keys()].sort()).toEqual(
      [DESKTOP_CHANNELS.getServerAddress, DESKTOP_CHANNELS.setServerAddress].sort(),
    );
  });

  it('check the address with the server before storing it, then report it', async () => {
    const { handlers, set, fetch, app } = setup();
    expect(await handlers.get(DESKTOP_CHANNELS.getServerAddress)!(app)).toBeNull();
    const result = await handlers.get(DESKTOP_CHANNELS.setServerAddress)!(app, 'https://agentur.example/');
    expect(result).toEqual({ ok: true, address: 'https://agentur.example' });
    expect(fetch).toHaveBeenCalledWith('https://agentur.example/healthz', expect.anything());
    expect(set).toHaveBeenCalledWith('https://agentur.example');
    expect(await handlers.get(DESKTOP_CHANNELS.getServerAddress)!(app)).toBe('https://agentur.example');
  });

  it('store nothing when the server cannot be reached or the input is wrong', async () => {
    const { handlers, set, app } = setup(false);
    expect(await handlers.get(DESKTOP_CHANNELS.setServerAddress)!(app, 'https://agentur.example')).toEqual({
      ok: false,
      message: m.unreachable,
    });
    expect(await handlers.get(DESKTOP_CHANNELS.setServerAddress)!(app, { evil: true })).toMatchObject({
      ok: false,
    });
    expect(set).not.toHaveBeenCalled();
  });

  it('refuse calls from frames that are not the app', async () => {
    const { handlers, set, foreign } = setup();
    expect(() => handlers.get(DESKTOP_CHANNELS.getServerAddress)!(foreign)).toThrow(UNTRUSTED_SENDER);
    await expect(
      handlers.get(DESKTOP_CHANNELS.setServerAddress)!(foreign, 'https://evil.example'),
    ).rejects.toThrow(UNTRUSTED_SENDER);
    await expect(
      handlers.get(DESKTOP_CHANNELS.setServerAddress)!({ senderFrame: null }, 'https://x.example'),
    ).rejects.toThrow(UNTRUSTED_SENDER);
    expect(set).not.toHaveBeenCalled();
  });
});
