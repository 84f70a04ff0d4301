import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_AGENT,
  BROWSER_AGENTS,
  createPageFiles,
  FILE_PAGES,
  nginxPageConfig,
  preparedPageHeaders,
} from '@server/render/page-files.js';
import { BOTS, BROWSERS } from '@tests/helpers/user-agents.js';
import { msUntilNextBerlinDay } from '@server/render/page-renderer.js';
import { berlinDayStart } from '@shared/time.js';
import { createLogger } from '@server/logger.js';

const HEADERS = {
  securityHeaders: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" },
  pageCsp: "default-src 'self'; script-src 'self'",
};

describe('the nginx configuration of the page files', () => {
  it('serves each prepared page from its file with the app’s headers, else passes it to the app', () => {
    const { snippet: server, pagesDir } = nginxPageConfig('/var/cache/agentur', HEADERS);
    expect(pagesDir).toMatch(/^\/var\/cache\/agentur\/pages-[0-9a-f]{16}$/);
    expect(FILE_PAGES.map(([address]) => address)).toEqual([
      '/',
      '/impressum',
      '/datenschutz',
      '/kontakt',
      '/newsletter',
    ]);
    for (const [address, page] of FILE_PAGES) {
      const block = server.split(`location = ${address} {\n`)[1]!.split('\n}\n')[0]!;
      expect(block).toContain(`rewrite ^ /${page}.$agentur_page_variant.html break;`);
      // A page without its file goes to the app (which gets the address asked for: @agentur_app).
      expect(block).toContain('error_page 404 = @agentur_app;');
      expect(block).toContain(`root "${pagesDir}";`);
      for (const [name, value] of Object.entries(preparedPageHeaders(HEADERS)))
        expect(block).toContain(`add_header ${name} "${value}";`);
    }
    expect(preparedPageHeaders(HEADERS)).toMatchObject({
      'Content-Security-Policy': HEADERS.pageCsp,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, User-Agent',
    });
    // Every agent the bots' file, but today's browsers (BROWSER_AGENTS), decided per request.
    expect(server).toContain('set $agentur_page_variant bot;\n');
    expect(server).toContain(`if ($http_user_agent ~ "${BROWSER_AGENT.source.replace(/\\/g, '\\\\')}") {`);
  });

  it('names the files’ folder after the configuration: other headers, another folder', () => {
    const one = nginxPageConfig('/d', HEADERS).pagesDir;
    expect(nginxPageConfig('/d', HEADERS).pagesDir).toBe(one);
    expect(
      nginxPageConfig('/d', { ...HEADERS, pageCsp: `${HEADERS.pageCsp}; upgrade-insecure-requests` })
        .pagesDir,
    ).not.toBe(one);
  });

  it('refuses a header value nginx would expand', () => {
    expect(() => nginxPageConfig('/d', { ...HEADERS, pageCsp: "default-src 'self' $host" })).toThrow(/\$/);
  });

  it('gives the visitors’ file only to the shapes of today’s browsers, never to an agent isbot calls a bot', () => {
    const browser = (agent: string) => {
      const decided = BROWSER_AGENTS.some((pattern) => pattern.test(agent));
      // The one pattern nginx runs decides the same.
      expect(BROWSER_AGENT.test(agent), agent).toBe(decided);
      return decided;
    };
    for (const agent of BROWSERS) {
      expect(isbot(agent), agent).toBe(false);
      expect(browser(agent), agent).toBe(true);
    }
    for (const agent of [...BOTS, '']) {
      expect(isbot(agent), agent).toBe(agent !== '');
      expect(browser(agent), agent).toBe(false);
    }
    // Whatever the version numbers, a browser's shape is never a bot to isbot.
    let seed = 41;
    const random = (limit: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % limit;
    const number = () => String(random(10 ** (1 + random(9))));
    let checked = 0;
    for (let round = 0; round < 2_000; round++) {
      // Every number of the agent another, but for the parts of its shape that are fixed.
      const agent = BROWSERS[round % BROWSERS.length]!.split(/(Mozilla\/5\.0|537\.36|x86_64|Win64|x64)/)
        .map((part, index) => (index % 2 === 1 ? part : part.replace(/\d+/g, number)))
        .join('');
      if (!browser(agent)) continue;
      checked += 1;
      expect(isbot(agent), agent).toBe(false);
    }
    expect(checked).toBeGreaterThan(1_500);
  });
});

describe('the day change of the pages', () => {
  it('waits until midnight in Berlin, in winter and summer time and across the changes', () => {
    expect(msUntilNextBerlinDay(berlinDayStart('2026-12-03') - 1_000)).toBe(1_000);
    expect(msUntilNextBerlinDay(berlinDayStart('2026-12-03'))).toBe(24 * 3_600_000);
    // 29 March 2026 has 23 hours, 25 October 2026 has 25.
    expect(msUntilNextBerlinDay(berlinDayStart('2026-03-29'))).toBe(23 * 3_600_000);
    expect(msUntilNextBerlinDay(berlinDayStart('2026-10-25'))).toBe(25 * 3_600_000);
    expect(berlinDayStart('2026-07-01')).toBe(Date.UTC(2026, 5, 30, 22));
  });
});

describe('the folder of the page files at start', () => {
  it('removes only folders of page files it wrote for another configuration, nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-page-folders-'));
    try {
      const write = (file: string, text = 'x') => {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, text);
      };
      // An earlier build's folder: page files, compressed copies, a temporary file of a crash.
      write(path.join(dir, 'pages-0123456789abcdef', 'home.page.html'));
      write(path.join(dir, 'pages-0123456789abcdef', 'home.page.html.br'));
      write(path.join(dir, 'pages-0123456789abcdef', 'kontakt.bot.html.gz.1234.5.tmp'));
      fs.mkdirSync(path.join(dir, 'pages-fedcba9876543210'));
      // What someone else keeps there, even under a similar name.
      write(path.join(dir, 'pages-archive', 'home.page.html'));
      write(path.join(dir, 'pages-aaaaaaaaaaaaaaaa', 'notes.txt'), 'keep me');
      write(path.join(dir, 'pages-bbbbbbbbbbbbbbbb', 'home.page.html'));
      write(path.join(dir, 'pages-bbbbbbbbbbbbbbbb', 'private', 'agency.sqlite'));
      write(path.join(dir, 'other', 'file'));

      const files = createPageFiles(dir, HEADERS, createLogger('silent'));
      expect(fs.readdirSync(dir).sort()).toEqual(
        [
          path.basename(files.pagesDir),
          'other',
          'pages-aaaaaaaaaaaaaaaa',
          'pages-archive',
          'pages-bbbbbbbbbbbbbbbb',
        ].sort(),
      );
      expect(fs.readFileSync(path.join(dir, 'pages-aaaaaaaaaaaaaaaa', 'notes.txt'), 'utf8')).toBe('keep me');
      expect(fs.existsSync(path.join(dir, 'pages-bbbbbbbbbbbbbbbb', 'private', 'agency.sqlite'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
