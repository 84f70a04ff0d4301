import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPagesFor } from '@server/cli/nginx-pages.js';
import { FILE_PAGES, pageFileName } from '@server/render/page-files.js';
import { berlinDayStart } from '@shared/time.js';
import { factories } from '@tests/helpers/factories.js';
import { manualClock } from '@tests/helpers/clock.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The page files for nginx (PAGE_FILES_DIR) as the running app writes them: every prepared page,
 * its compressed copies beside it, again after an edit and at midnight in Berlin (the schedule's
 * "Heute"), never a copy older than its plain file.
 */
const clock = manualClock(berlinDayStart('2026-12-03') - 1_000); // 23:59:59 on 2 December in Berlin
let server: TestServer;
let dir: string;

const file = (page: Parameters<typeof pageFileName>[0]) =>
  path.join(server.app.renderer.files!.pagesDir, pageFileName(page, 'page'));
const renderedAt = (html: string) => /"renderedAt":"([^"]+)"/.exec(html)?.[1];
async function settled(): Promise<void> {
  await server.app.renderer.refreshed();
  await server.app.renderer.files!.idle();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-page-files-'));
  server = await startTestServer({ env: { PAGE_FILES_DIR: dir }, clock });
  await server.app.renderer.warm();
  await server.app.renderer.files!.idle();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the page files the app writes for nginx', () => {
  it('writes every prepared page with its gzip and brotli copies, in the folder nginx’s part names', () => {
    expect(nginxPagesFor(server.config).snippet).toContain(`root "${server.app.renderer.files!.pagesDir}";`);
    // Nothing but the pages' folder: the server never writes nginx's configuration.
    expect(fs.readdirSync(dir)).toEqual([path.basename(server.app.renderer.files!.pagesDir)]);
    for (const [, page] of FILE_PAGES) {
      const plain = fs.readFileSync(file(page));
      expect(plain.toString('utf8')).toMatch(/^<!doctype html>/i);
      expect(zlib.gunzipSync(fs.readFileSync(`${file(page)}.gz`)).equals(plain)).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file(page)}.br`)).equals(plain)).toBe(true);
      // nginx's workers read them; the service's umask (0077) must not hide them.
      expect(fs.statSync(file(page)).mode & 0o777).toBe(0o644);
    }
    expect(fs.statSync(server.app.renderer.files!.pagesDir).mode & 0o777).toBe(0o755);
  });

  it('renders the pages again at midnight in Berlin and rewrites their files', async () => {
    const before = fs.readFileSync(file('home'), 'utf8');
    expect(renderedAt(before)).toBe('2026-12-02T22:59:59.000Z');

    // The same day: nothing is rendered or written.
    server.app.renderer.checkDay();
    await settled();
    expect(fs.readFileSync(file('home'), 'utf8')).toBe(before);

    clock.advance(2_000); // 00:00:01 on 3 December
    server.app.renderer.checkDay();
    await settled();
    for (const [, page] of FILE_PAGES) {
      const html = fs.readFileSync(file(page));
      expect(renderedAt(html.toString('utf8')), page).toBe('2026-12-02T23:00:01.000Z');
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file(page)}.br`)).equals(html), page).toBe(true);
    }
  });

  it('drops the files of the pages an edit changes and writes them again', async () => {
    const admin = await server.adminClient('page-files-editor');
    const imprint = fs.readFileSync(file('impressum'), 'utf8');
    const faq = factories.faq({ question: 'Wie schnell ist nginx eigentlich?' });
    expect((await admin.post('/api/admin/faqs', faq)).status).toBe(201);
    await settled();
    expect(fs.readFileSync(file('home'), 'utf8')).toContain('Wie schnell ist nginx eigentlich?');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file('home')}.br`)).toString('utf8')).toContain(
      'Wie schnell ist nginx eigentlich?',
    );
    // A page that does not show FAQs keeps its file.
    expect(fs.readFileSync(file('impressum'), 'utf8')).toBe(imprint);
  });
});
