import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRequestHandler, resolveRendererFile } from '@desktop/main/app-protocol.js';
import { ADMIN_CSP } from '@shared/admin-csp.js';
import { desktopMessages as m } from '@desktop/main/messages.js';

let base: string;
let rendererDir: string;

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'desktop-protocol-'));
  rendererDir = path.join(base, 'renderer');
  await fs.mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Kontrollzentrum</title>');
  await fs.writeFile(path.join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  await fs.writeFile(path.join(base, 'secret.txt'), 'geheim');
});
afterAll(() => fs.rm(base, { recursive: true, force: true }));

const readFile = async (file: string) => new Uint8Array(await fs.readFile(file));

function handler(serverAddress: string | null = 'https://agentur.example', sessionFetch = vi.fn()) {
  return {
    handle: createAppRequestHandler({
      rendererDir,
      getServerAddress: () => serverAddress,
      sessionFetch,
      readFile,
    }),
    sessionFetch,
  };
}

describe('resolveRendererFile', () => {
  it('maps /admin/assets paths into the renderer folder', () => {
    expect(resolveRendererFile('/r', '/admin/assets/a.js')).toBe(path.resolve('/r/assets/a.js'));
  });

  it.each([
    '/admin/../secret.txt',
    '/admin/assets/../../secret.txt',
    '/admin/%2e%2e/secret.txt',
    '/admin/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/admin/assets/..%5c..%5csecret.txt',
    '/admin/assets/a%00.js',
    '/admin/%E0%A4%A',
  ])('refuses %s', (urlPath) => {
    expect(resolveRendererFile('/r', urlPath)).toBeNull();
  });
});

describe('app://control-centre handler', () => {
  it('answers every client route with index.html and the control-centre CSP', async () => {
    const { handle } = handler();
    for (const route of ['/admin', '/admin/', '/admin/dashboard', '/admin/faq']) {
      const response = await handle(new Request(`app://control-centre${route}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe(ADMIN_CSP);
      expect(await response.text()).toContain('Kontrollzentrum');
    }
  });

  it('serves built assets with their type', async () => {
    const response = await handler().handle(new Request('app://control-centre/admin/assets/index-abc.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe('console.log(1)');
  });

  it('never serves files outside the renderer folder', async () => {
    const { handle } = handler();
    for (const attempt of [
      'app://control-centre/admin/assets/..%2f..%2fsecret.txt',
      'app://control-centre/admin/assets/%2e%2e/%2e%2e/secret.txt',
      'app://control-centre/admin/assets/missing.js',
    ]) {
      const response = await handle(new Request(attempt));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('geheim');
    }
  });

  it('refuses other hosts and paths, and sends / back to /admin', async () => {
    const { handle } = handler();
    expect((await handle(new Request('app://other-host/admin'))).status).toBe(404);
    expect((await handle(new Request('app://control-centre/impressum'))).status).toBe(404);
    const home = await handle(new Request('app://control-centre/'));
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('app://control-centre/admin');
  });

  it('forwards /api and picture requests to the configured server', async () => {
    const sessionFetch = vi.fn(
      async () => new Response('[]', { headers: { 'content-type': 'application/json' } }),
    );
    const { handle } = handler('https://agentur.example', sessionFetch);
    await handle(new Request('app://control-centre/api/admin/faqs?x=1'));
    await handle(new Request('app://control-centre/uploads/abc.webp'));
    await handle(new Request('app://control-centre/static/favicon.svg'));
    // The public site's files, which a settings preview's pages load.
    await handle(new Request('app://control-centre/assets/main-abc123.css'));
    expect(sessionFetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'https://agentur.example/api/admin/faqs?x=1',
      'https://agentur.example/uploads/abc.webp',
      'https://agentur.example/static/favicon.svg',
      'https://agentur.example/assets/main-abc123.css',
    ]);
    // Only reads of pictures, never writes outside /api.
    expect(
      (await handle(new Request('app://control-centre/uploads/abc.webp', { method: 'POST', body: 'x' })))
        .status,
    ).toBe(405);
  });

  it('answers German JSON errors before the setup and when the server is down', async () => {
    const notSet = await handler(null).handle(new Request('app://control-centre/api/admin/user'));
    expect(notSet.status).toBe(503);
    expect(await notSet.json()).toEqual({ message: m.notConfigured });
    const down = await handler(
      'https://agentur.example',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    ).handle(new Request('app://control-centre/api/admin/user'));
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: m.unreachable });
  });
});
