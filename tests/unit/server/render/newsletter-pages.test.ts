import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsletterLinkState } from '@public-site/app/page-data.js';
import { loadConfig, type Config } from '@server/config.js';
import { createLogger } from '@server/logger.js';
import { createPageRenderer } from '@server/render/page-renderer.js';
import { CLIENT_ENTRY } from '@server/render/assets.js';
import { pageRoutes } from '@server/routes/pages.js';
import type { Services } from '@server/services/index.js';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_UNCONFIRMED_DELETE_HOURS,
  newsletterConsentText,
  newsletterMessages,
} from '@shared/newsletter.js';
import { NO_SEARCH_RESULTS } from '@shared/search.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';

/**
 * The newsletter's pages as the server sends them (issue 40), over the real page renderer and page
 * routes with stand-in services (no database, a minimal client manifest): "offered" follows the
 * mail settings, the confirmation page asks the subscribers' service for the link's state, and the
 * token pages are rendered for each request with no-store, no referrer and noindex.
 */
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
const UNSUBSCRIBE_TOKEN = `17.${'x'.repeat(43)}`;

const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-pages-'));
fs.mkdirSync(path.join(assetsDir, '.vite'));
fs.writeFileSync(
  path.join(assetsDir, '.vite', 'manifest.json'),
  JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/main.js' } }),
);

const linkState = vi.fn(async (token: string): Promise<NewsletterLinkState> => {
  await Promise.resolve();
  return token === TOKEN ? states.next : 'invalid';
});
const states: { next: NewsletterLinkState } = { next: 'valid' };

function stubServices(withSubscribers: boolean): Services {
  return {
    onContentChanged: () => {},
    siteSettings: { onChange: () => {}, current: () => DEFAULT_SITE_SETTINGS },
    published: { list: async () => ({ items: [] }) },
    search: { results: async () => NO_SEARCH_RESULTS },
    ...(withSubscribers ? { newsletterSubscribers: { linkState } } : {}),
  } as unknown as Services;
}

interface Site {
  get(pathAndQuery: string, headers?: Record<string, string>): Promise<Response>;
  cachedPages(): number;
  close(): Promise<void>;
}

async function startSite(env: Record<string, string>, withSubscribers = true): Promise<Site> {
  const config: Config = loadConfig(
    { PORT: '0', PUBLIC_URL: 'https://agentur.example', ...env },
    { publicAssetsDir: assetsDir, dataDir: assetsDir },
  );
  const renderer = createPageRenderer(stubServices(withSubscribers), config, createLogger('silent'), () =>
    Date.parse('2026-12-08T10:00:00Z'),
  );
  const koa = new Koa();
  koa.use(pageRoutes(renderer, config));
  const server = http.createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (pathAndQuery, headers = {}) => fetch(base + pathAndQuery, { headers, redirect: 'manual' }),
    cachedPages: () => renderer.cachedPages(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const MAIL = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'news@agentur.example' };

/** The page's visible text (tags dropped, whitespace folded). */
const textOf = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

function pageData(html: string): { newsletter: Record<string, unknown> } {
  const match = /<script type="application\/json" id="page-data"[^>]*>(.*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as { newsletter: Record<string, unknown> };
}

describe('the newsletter pages with mail settings (offered)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(MAIL);
  });
  afterAll(() => site.close());

  it('the landing page and /newsletter show the sign-up with the consent text; the sitemap lists /newsletter', async () => {
    const home = await (await site.get('/')).text();
    expect(home).toContain('<section id="newsletter"');
    expect(textOf(home)).toContain(newsletterConsentText(DEFAULT_SITE_SETTINGS.name));
    expect(pageData(home).newsletter).toEqual({ offered: true });
    expect(home).toContain('<a href="/newsletter">Newsletter</a>');

    const page = await site.get('/newsletter');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('aria-label="Newsletter-Anmeldung"');
    expect(textOf(html)).not.toContain(newsletterMessages.unavailable);

    const sitemap = await (await site.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://agentur.example/newsletter</loc>');
    expect(sitemap).not.toContain('bestaetigen');
    expect(sitemap).not.toContain('abmelden');
  });

  it('the confirmation page shows the button for a valid link, asking the service, never cached', async () => {
    states.next = 'valid';
    linkState.mockClear();
    const before = site.cachedPages();
    const response = await site.get(`/newsletter/bestaetigen?token=${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('etag')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(textOf(html)).toContain('Anmeldung bestätigen');
    expect(html).toMatch(
      /<button type="button" class="button button--primary">Anmeldung bestätigen<\/button>/,
    );
    expect(linkState).toHaveBeenCalledExactlyOnceWith(TOKEN);
    expect(pageData(html).newsletter).toEqual({ offered: true, confirm: { token: TOKEN, state: 'valid' } });
    // Rendered for the request only: nothing prepared is kept (and a second request asks again).
    expect(site.cachedPages()).toBe(before);
    await site.get(`/newsletter/bestaetigen?token=${TOKEN}`);
    expect(linkState).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['expired', newsletterMessages.linkExpired],
    ['used', newsletterMessages.linkUsed],
  ] as const)('an %s link says so at once, without the button', async (state, message) => {
    states.next = state;
    const html = await (await site.get(`/newsletter/bestaetigen?token=${TOKEN}`)).text();
    expect(textOf(html)).toContain(message);
    expect(html).not.toContain('>Anmeldung bestätigen</button>');
  });

  it('an unknown, malformed or missing token is invalid; a malformed one never reaches the service', async () => {
    linkState.mockClear();
    for (const query of [
      '?token=' + 'Z'.repeat(40),
      '?token=kurz',
      '?token=a%20b%3Cscript%3E' + 'x'.repeat(30),
      '',
    ]) {
      const response = await site.get(`/newsletter/bestaetigen${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(textOf(html)).toContain(newsletterMessages.linkInvalid);
      expect(html).not.toContain('>Anmeldung bestätigen</button>');
      expect(html).not.toContain('<script>');
    }
    expect(linkState).toHaveBeenCalledExactlyOnceWith('Z'.repeat(40));
  });

  it('the unsubscribe page: one button in a plain POST form to the same address; ?erledigt=1 says done', async () => {
    const response = await site.get(`/newsletter/abmelden?token=${UNSUBSCRIBE_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    const form = /<form [^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/newsletter/abmelden?token=${UNSUBSCRIBE_TOKEN}"`);
    // One button in the page's main part (the header has its menu button).
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>')).match(/<button/g)).toHaveLength(1);
    expect(html).toContain(
      '<button type="submit" class="button button--primary">Vom Newsletter abmelden</button>',
    );

    const done = await (await site.get('/newsletter/abmelden?erledigt=1')).text();
    expect(textOf(done)).toContain(newsletterMessages.unsubscribed);
    expect(done).not.toContain('<form');

    const without = await (await site.get('/newsletter/abmelden')).text();
    expect(textOf(without)).toContain(newsletterMessages.unsubscribeInvalid);
    expect(without).not.toContain('<form');
  });

  it('the privacy page has the newsletter section, its contents entry and the legal-basis mention', async () => {
    const html = await (await site.get('/datenschutz')).text();
    expect(html).toContain('<section class="legal-page__part" id="newsletter"');
    expect(html).toContain('<a href="#newsletter">Newsletter mit Double-Opt-in</a>');
    expect(textOf(html)).toContain('Art. 6 Abs. 1 lit. a DSGVO , etwa beim Newsletter');
    // What is built: the stored proof, the periods, the block list, the way out.
    const start = html.indexOf('<section class="legal-page__part" id="newsletter"');
    const part = textOf('<div id="root">' + html.slice(start, html.indexOf('</section>', start)));
    for (const fact of [
      `${NEWSLETTER_CONFIRM_HOURS} Stunden gültig`,
      `spätestens ${NEWSLETTER_UNCONFIRMED_DELETE_HOURS} Stunden nach der Anmeldung`,
      'den Zeitpunkt deiner Anmeldung',
      'den Zeitpunkt deiner Bestätigung',
      'welche Fassung des Einwilligungstextes du bestätigt hast',
      'keine IP-Adresse',
      'Prüfwert deiner Adresse auf einer Sperrliste',
      'über den Abmeldelink in jedem Newsletter',
      'E-Mail-Anbieters',
      'Art. 6 Abs. 1 lit. a DSGVO',
    ]) {
      expect(part, fact).toContain(fact);
    }
  });
});

describe('the newsletter pages without mail settings (not offered)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({}, false);
  });
  afterAll(() => site.close());

  it('hides the sign-up: no landing block, /newsletter says it is not available, not in the sitemap', async () => {
    const home = await (await site.get('/')).text();
    expect(home).not.toContain('id="newsletter"');
    expect(home).not.toContain('Newsletter-Anmeldung');
    expect(pageData(home).newsletter).toEqual({ offered: false });
    expect(home).not.toContain('href="/newsletter"');

    const page = await site.get('/newsletter');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain(newsletterMessages.unavailable);
    expect(html).not.toContain('<form');

    expect(await (await site.get('/sitemap.xml')).text()).not.toContain('/newsletter');
  });

  it('the privacy page has no newsletter section, entry or mention', async () => {
    const html = await (await site.get('/datenschutz')).text();
    expect(html).not.toContain('id="newsletter"');
    expect(html).not.toContain('href="#newsletter"');
    expect(textOf(html)).not.toContain('Newsletter');
  });

  it('the confirmation page says not available (no service asked); unsubscribing still works', async () => {
    const confirm = await site.get(`/newsletter/bestaetigen?token=${TOKEN}`);
    expect(confirm.headers.get('cache-control')).toBe('no-store');
    expect(textOf(await confirm.text())).toContain(newsletterMessages.unavailable);

    const html = await (await site.get(`/newsletter/abmelden?token=${UNSUBSCRIBE_TOKEN}`)).text();
    expect(html).toContain('>Vom Newsletter abmelden</button>');
  });
});
