import { afterEach, describe, expect, it, vi } from 'vitest';

/** `npm run dev:admin` proxies the API to `npm run dev`, wherever PORT and HOST put it. */
async function devServer(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import('@desktop/renderer/vite.config.js');
  return config.server!;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the admin dev server', () => {
  it('proxies /api, /uploads and /static to the server on PORT, as the origin the server accepts', async () => {
    const server = await devServer({ PORT: '3999', HOST: '' });
    expect(server.host).toBe('127.0.0.1');
    for (const prefix of ['/api', '/uploads', '/static']) {
      expect(server.proxy?.[prefix]).toMatchObject({ target: 'http://127.0.0.1:3999', changeOrigin: true });
    }
  });

  it('listens on HOST too, and reaches a server on a wildcard HOST at localhost', async () => {
    const server = await devServer({ PORT: '4100', HOST: '0.0.0.0' });
    expect(server.host).toBe('0.0.0.0');
    expect(server.proxy?.['/api']).toMatchObject({ target: 'http://localhost:4100' });
  });
});
