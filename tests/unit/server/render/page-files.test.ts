import { getPattern, isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import {
  FILE_PAGES,
  nginxPageConfig,
  pcreFromJavaScript,
  preparedPageHeaders,
} from '@server/render/page-files.js';
import { msUntilNextBerlinDay } from '@server/render/page-renderer.js';
import { berlinDayStart } from '@shared/time.js';

const HEADERS = {
  securityHeaders: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" },
  pageCsp: "default-src 'self'; script-src 'self'",
};

describe('the nginx configuration of the page files', () => {
  it('serves each prepared page from its file with the app’s headers, else passes it to the app', () => {
    const { server, http, pagesDir } = nginxPageConfig('/var/cache/agentur', HEADERS);
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
      expect(block).toContain(`try_files /${page}.$agentur_page_variant.html @agentur_app;`);
      expect(block).toContain(`root "${pagesDir}";`);
      for (const [name, value] of Object.entries(preparedPageHeaders(HEADERS)))
        expect(block).toContain(`add_header ${name} "${value}";`);
    }
    expect(preparedPageHeaders(HEADERS)).toMatchObject({
      'Content-Security-Policy': HEADERS.pageCsp,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, User-Agent',
    });
    expect(http).toContain('map $http_user_agent $agentur_page_variant {');
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

  it('writes isbot’s pattern for PCRE: a dash beside a class escape is escaped, nothing else changes', () => {
    expect(pcreFromJavaScript('[\\w\\d-.]+')).toBe('[\\w\\d\\-.]+');
    expect(pcreFromJavaScript('[-\\w]')).toBe('[\\-\\w]');
    expect(pcreFromJavaScript('[a-z][\\w-]+\\.')).toBe('[a-z][\\w\\-]+\\.');
    expect(pcreFromJavaScript('a-b\\[x-\\d]')).toBe('a-b\\[x-\\d]');
    const pcre = pcreFromJavaScript(getPattern().source);
    // The same decisions in JavaScript (nginx's own run is tests/process/deploy/page-files-nginx.test.ts).
    const again = new RegExp(pcre, 'i');
    for (const agent of [
      'Googlebot/2.1',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
      '',
    ])
      expect(again.test(agent), agent).toBe(isbot(agent));
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
