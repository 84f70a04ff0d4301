import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@server/seeds.js';
import { CONTENT_TYPE_NAMES, publicContentPath } from '@shared/content-types.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.knex, server.config.uploadsDir);
  admin = await server.adminClient();
});
afterAll(() => server.close());

const getPage = (path: string, userAgent = BROWSER_UA) =>
  server.client().request('GET', path, { headers: { 'user-agent': userAgent } });

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function pageData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="page-data"[^>]*>(.*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('GET / (server-rendered landing page)', () => {
  it('contains every section anchor and the seeded content in the first HTML', async () => {
    const response = await getPage('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = response.text;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/);
    for (const anchor of [
      'hero',
      'about',
      'schedule',
      'community',
      'highlights',
      'creators',
      'testimonials',
      'streaming-room',
      'faq',
      'apply',
    ]) {
      expect(html, anchor).toContain(`id="${anchor}"`);
    }
    const [livestream, highlight, streamer, feedback, faq] = await Promise.all(
      ['livestreams', 'highlights', 'streamers', 'feedbacks', 'faqs'].map(async (entity) => {
        const list = (await server.client().get<Array<Record<string, string>>>(`/api/${entity}`)).body;
        return list[0]!;
      }),
    );
    expect(html).toContain(escapeText(livestream!.title!));
    expect(html).toContain(escapeText(highlight!.title!));
    expect(html).toContain(escapeText(streamer!.name!));
    expect(html).toContain(escapeText(feedback!.name!));
    expect(html).toContain(escapeText(faq!.question!));
    expect(html).not.toContain('class="skeleton');
  });

  it('renders the form controls with the payload field names', async () => {
    const html = (await getPage('/')).text;
    for (const name of [
      'tiktokUsername',
      'whatsappNumber',
      'telegramUsername',
      'website',
      'country',
      'streamingExperience',
      'currentAgency',
      'ageConfirm',
      'privacyConfirm',
    ]) {
      expect(html, name).toMatch(new RegExp(`name="${name}"`));
    }
  });

  it.each(['/', '/kontakt'])(
    '%s: the form carries an empty honeypot field, hidden from people and the tab order',
    async (path) => {
      const html = (await getPage(path)).text;
      const trap = /<div class="form__trap" aria-hidden="true">[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
      const input = /<input [^>]*name="hp_field"[^>]*>/.exec(trap)?.[0] ?? '';
      expect(input).toContain('tabindex="-1"');
      expect(input).not.toMatch(/value="[^"]/);
    },
  );

  it('carries the page metadata: title, description, canonical and Open Graph with a 1200x630 image', async () => {
    const html = (await getPage('/')).text;
    expect(html).toMatch(/<title>[^<]*TikTok LIVE Agentur[^<]*<\/title>/);
    expect(metaContent(html, 'name', 'description')).toMatch(/Keine Vorabgebühr/);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/">`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${server.baseUrl}/static/og-image.jpg`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')).toBeTruthy();
    expect(metaContent(html, 'property', 'og:url')).toBe(`${server.baseUrl}/`);
  });

  it('gives search-engine bots the meta description override', async () => {
    const visitor = metaContent((await getPage('/')).text, 'name', 'description');
    const bot = metaContent((await getPage('/', GOOGLEBOT_UA)).text, 'name', 'description');
    expect(bot).not.toBe(visitor);
    expect(bot).toMatch(/Deutschland, Österreich und der Schweiz/);
  });

  it('describes the organisation, two upcoming free online events and the site search in JSON-LD', async () => {
    const data = jsonLd((await getPage('/')).text);
    const organization = data.find((item) => item['@type'] === 'Organization')!;
    expect(organization).toMatchObject({
      name: expect.any(String),
      alternateName: expect.any(String),
      foundingDate: '2022',
      priceRange: '$$',
      address: { '@type': 'PostalAddress', addressCountry: 'DE' },
      contactPoint: { '@type': 'ContactPoint', availableLanguage: ['German', 'English'] },
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      knowsLanguage: ['de', 'en'],
    });
    expect((organization.sameAs as string[]).length).toBeGreaterThan(0);
    expect((organization.areaServed as Array<{ name: string }>).map((country) => country.name)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
    ]);
    const events = data.filter((item) => item['@type'] === 'Event');
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toMatchObject({
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        isAccessibleForFree: true,
        performer: { name: expect.any(String) },
      });
      // Upcoming for the app's clock, which the page was rendered with.
      expect(Date.parse(event.startDate as string)).toBeGreaterThan(server.clock());
      expect(Date.parse(event.endDate as string)).toBeGreaterThan(Date.parse(event.startDate as string));
    }
    const website = data.find((item) => item['@type'] === 'WebSite')!;
    expect(website).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${server.baseUrl}/search?q={search_term_string}` },
      },
    });
  });

  it('hands the data to the client as dehydrated queries', async () => {
    const data = pageData((await getPage('/')).text) as {
      page: string;
      dehydratedState: { queries: Array<{ queryKey: string[] }> };
      qrSvg: string;
    };
    expect(data.page).toBe('home');
    // Every content type's public list (/api/faqs, /api/feedbacks, /api/highlights, …).
    expect(data.dehydratedState.queries.map((query) => query.queryKey[0]).sort()).toEqual(
      CONTENT_TYPE_NAMES.map(publicContentPath).sort(),
    );
    expect(data.qrSvg).toMatch(/^<svg/);
  });

  it('allows scripts only from its own origin; its inline scripts are data blocks, which never run', async () => {
    const response = await getPage('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(
      /nonce|unsafe-eval|'unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe-inline/,
    );
    const scripts = [...response.text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      expect(script).toMatch(/ src="\/assets\/[^"]+\.js"| type="application\/(ld\+)?json"/);
    }
  });

  it('is served like a static file: the same bytes and strong ETag until content changes, 304 when the browser has them', async () => {
    // Without compression: the compressed copies (and their ETags) follow a moment later.
    const plain = { 'user-agent': BROWSER_UA, 'accept-encoding': 'identity' };
    const first = await server.client().request('GET', '/', { headers: plain });
    const second = await server.client().request('GET', '/', { headers: plain });
    expect(second.text).toBe(first.text);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding, User-Agent');
    // A browser's revalidation (fetch would add Cache-Control: no-cache, which asks for the full body).
    const revalidated = await server.client().request('GET', '/', {
      headers: { ...plain, 'cache-control': 'max-age=0', 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // Bots get their own description, so their own bytes.
    const bot = await server
      .client()
      .request('GET', '/', { headers: { ...plain, 'user-agent': GOOGLEBOT_UA } });
    expect(bot.headers.get('etag')).not.toBe(etag);
  });

  it('sends the security headers of a page', async () => {
    const response = await getPage('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('stored text in the page', () => {
  it('can never close a <script> element or inject markup', async () => {
    const attack = '</script><script>alert(1)</script><!-- Frage';
    const created = await admin.post<{ id: number }>('/api/admin/faqs', {
      question: attack,
      answer: 'Eine ganz normale Antwort.',
      order: 1,
    });
    expect(created.status).toBe(201);
    const html = (await getPage('/')).text;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const data = pageData(html) as {
      dehydratedState: {
        queries: Array<{ queryKey: string[]; state: { data: Array<{ question: string }> } }>;
      };
    };
    const faqs = data.dehydratedState.queries.find((query) => query.queryKey[0] === '/api/faqs')!;
    expect(faqs.state.data.map((faq) => faq.question)).toContain(attack);
    await admin.delete(`/api/admin/faqs/${created.body.id}`);
  });
});

describe('render once, serve many', () => {
  it('shows an edit from the control centre on the next page load', async () => {
    const faqs = (await server.client().get<Array<{ id: number; question: string }>>('/api/faqs')).body;
    const target = faqs[0]!;
    expect((await getPage('/')).text).toContain(escapeText(target.question));
    await getPage('/'); // served from the cache
    const changed = 'Wie schnell antwortet ihr wirklich?';
    expect((await admin.patch(`/api/admin/faqs/${target.id}`, { question: changed })).status).toBe(200);
    const html = (await getPage('/')).text;
    expect(html).toContain(changed);
    expect(html).not.toContain(escapeText(target.question));
    await admin.patch(`/api/admin/faqs/${target.id}`, { question: target.question });
  });

  it('counts no page view for a page request (the page beacon counts: page-view-beacon.test.ts)', async () => {
    const before = (await admin.get<{ pageviews: { today: number } }>('/api/admin/stats')).body.pageviews
      .today;
    await getPage('/', FIREFOX_UA);
    await getPage('/', FIREFOX_UA);
    await getPage('/', SAFARI_UA);
    await getPage('/', GOOGLEBOT_UA);
    await server.client().get('/api/faqs');
    const after = (await admin.get<{ pageviews: { today: number } }>('/api/admin/stats')).body.pageviews
      .today;
    expect(after - before).toBe(0);
  });
});

describe('other routes', () => {
  it.each([
    ['/impressum', 'Impressum'],
    ['/datenschutz', 'Datenschutz'],
    ['/kontakt', 'Kontakt'],
  ])('GET %s renders with its own title and canonical', async (path, title) => {
    const response = await getPage(path);
    expect(response.status).toBe(200);
    expect(response.text).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
    expect(response.text).toContain(`<link rel="canonical" href="${server.baseUrl}${path}">`);
    expect((response.text.match(/<h1\b/g) ?? []).length).toBe(1);
  });

  it('the privacy policy has the parts of the spec (the newsletter’s only while it is offered)', async () => {
    const html = (await getPage('/datenschutz')).text;
    // This server has no mail settings: the newsletter's part is absent (with them:
    // tests/unit/server/render/newsletter-pages.test.ts).
    expect(html).not.toContain('Double-Opt-in');
    for (const part of [
      'Datenschutz auf einen Blick',
      'Allgemeine Hinweise',
      'Datenerfassung',
      'Bewerbungen und Kontaktformular',
    ]) {
      expect(html, part).toContain(part);
    }
  });

  it('the contact page shows phone, e-mail, address, hours and the message form', async () => {
    const html = (await getPage('/kontakt')).text;
    expect(html).toContain('Mo–Fr 9:00–19:00 Uhr');
    expect(html).toMatch(/href="tel:\+?\d+"/);
    expect(html).toMatch(/href="mailto:[^"]+@/);
    const { address, links } = DEFAULT_SITE_SETTINGS;
    expect(html).toContain(address.street);
    // React marks the joins of the text parts with empty comments.
    expect(html.replaceAll('<!-- -->', '')).toContain(`${address.postalCode} ${address.city}`);
    expect(html).toContain(`href="${links.tiktok}"`);
    for (const name of ['name', 'email', 'whatsappNumber', 'telegramUsername', 'subject', 'message']) {
      expect(html, name).toContain(`name="${name}"`);
    }
  });

  it('answers any other path with the not-found page and status 404', async () => {
    const response = await getPage('/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toContain('Seite nicht gefunden');
    expect(response.text).toContain('Die gesuchte Seite konnte leider nicht gefunden werden.');
    expect(response.text).toMatch(/<a[^>]*href="\/"[^>]*>(?:(?!<\/a>).)*Zurück zur Startseite<\/a>/s);
    expect(response.text).toMatch(/href="https:\/\/www\.tiktok\.com\/@/);
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    expect(response.text).toContain('<html lang="de"');
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await getPage('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    const sitemap = await getPage('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const path of ['/', '/impressum', '/datenschutz', '/kontakt']) {
      expect(sitemap.text).toContain(`<loc>${server.baseUrl}${path}</loc>`);
    }
  });

  it('serves fingerprinted assets with a year of caching', async () => {
    const html = (await getPage('/')).text;
    // The entry, and the chunks it imports after the first paint (hydration code and page).
    const [, script, modules] = /<script type="module" src="([^"]+)" data-page-modules="([^"]*)"/.exec(html)!;
    const chunks = modules!.split(' ');
    expect(chunks.length).toBeGreaterThan(1);
    for (const file of [script!, ...chunks]) {
      const response = await server.client().get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
      expect(response.text).not.toMatch(/new Function|\beval\(/);
    }
  });
});

/**
 * Absolute addresses in pages, robots.txt and the sitemap come from PUBLIC_URL or the server's
 * own address, never from the request's Host or X-Forwarded-Host (which the client writes).
 */

/** node:http, because fetch does not let a caller choose the Host header. */
function get(target: TestServer, path: string, headers: Record<string, string>): Promise<string> {
  const { port } = new URL(target.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function everyAbsoluteAddress(target: TestServer): Promise<string> {
  const page = await get(target, '/', HOSTILE);
  expect(page).toContain('<link rel="canonical"');
  return [
    page,
    await get(target, '/kontakt', HOSTILE),
    await get(target, '/robots.txt', HOSTILE),
    await get(target, '/sitemap.xml', HOSTILE),
  ].join('\n');
}

describe('absolute addresses', () => {
  let target: TestServer | undefined;
  afterEach(async () => {
    await target?.close();
    target = undefined;
  });

  it('without PUBLIC_URL use the server’s own http://HOST:PORT, whatever Host the request names', async () => {
    target = await startTestServer({ env: { TRUST_PROXY: '1' } });
    await seedIfEmpty(target.knex, target.config.uploadsDir);
    const all = await everyAbsoluteAddress(target);
    expect(all).not.toContain('evil.example');
    expect(all).toContain(`<link rel="canonical" href="${target!.baseUrl}/">`);
    expect(all).toContain(`<meta property="og:url" content="${target!.baseUrl}/">`);
    expect(all).toContain(`"url":"${target!.baseUrl}/"`); // JSON-LD
    expect(all).toContain(`"applyUrl":"${target!.baseUrl}/#apply"`); // the QR code's target
    expect(all).toContain(`Sitemap: ${target!.baseUrl}/sitemap.xml`);
    expect(all).toContain(`<loc>${target!.baseUrl}/impressum</loc>`);
  });

  it('with PUBLIC_URL use it', async () => {
    target = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://agentur.example' } });
    const all = await everyAbsoluteAddress(target);
    expect(all).not.toContain('evil.example');
    expect(all).toContain('<link rel="canonical" href="https://agentur.example/">');
    expect(all).toContain('Sitemap: https://agentur.example/sitemap.xml');
  });
});

function escapeText(text: string): string {
  // React's text escaping.
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * The site search the JSON-LD declares (/search?q=): server-rendered over the public FAQ, creators,
 * highlights and schedule, never indexed, never in the sitemap, never cached.
 */
describe('GET /search (site search)', () => {
  const TERM = 'Zebrafink';
  const created: Array<[string, number]> = [];
  beforeAll(async () => {
    const create = async (entity: string, body: Record<string, unknown>) => {
      const response = await admin.post<{ id: number }>(`/api/admin/${entity}`, body);
      expect(response.status).toBe(201);
      created.push([entity, response.body.id]);
    };
    await create('faqs', factories.faq({ question: `Was ist ein ${TERM}?`, answer: 'Unser Maskottchen.' }));
    await create('streamers', factories.streamer({ name: 'Zoe Zebrafink', tiktokUsername: '@zoe.zf' }));
    await create('streamers', factories.streamer({ name: 'Zed Zebrafink', featured: false }));
    await create('highlights', factories.highlight({ title: 'Zebrafink-Turnier', date: 'Mai 2026' }));
    await create(
      'livestreams',
      factories.livestream({ title: 'Zebrafink-Abend', day: 'friday', time: '21:00' }),
    );
  });
  afterAll(async () => {
    for (const [entity, id] of created) await admin.delete(`/api/admin/${entity}/${id}`);
  });

  type SearchData = {
    page: string;
    search: { query: string; truncated: boolean; total: number } & Record<
      'faqs' | 'streamers' | 'highlights' | 'livestreams',
      Array<{ id: number }>
    >;
  };
  const searchData = (html: string) => pageData(html) as unknown as SearchData;

  it('answers the address of the JSON-LD search action with the results, grouped by kind', async () => {
    const response = await getPage(`/search?q=${TERM.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = response.text;
    expect(html).toContain('<p class="search-page__summary">4 Ergebnisse für „zebrafink“</p>');
    for (const [heading, anchor] of [
      ['Häufige Fragen', '/#faq'],
      ['Creator', '/#creators'],
      ['Highlights', '/#highlights'],
      ['Livestream-Plan', '/#schedule'],
    ]) {
      expect(html, heading).toMatch(new RegExp(`<h2 id="search-[a-z]+">${heading}(<!-- -->)? <span`));
      expect(html, anchor).toContain(`href="${anchor}"`);
    }
    expect(html).toContain('<mark>Zebrafink</mark>');
    expect(html).toContain('Zoe ');
    // Not featured: not on the website, so not in its search either.
    expect(html).not.toContain('Zed ');
    expect((html.match(/<h1\b/g) ?? []).length).toBe(1);
  });

  it('hands the results to the client in the page data (hydration renders the same)', async () => {
    const data = searchData((await getPage(`/search?q=${TERM}`)).text);
    expect(data.page).toBe('search');
    expect(data.search).toMatchObject({ query: TERM, truncated: false, total: 4 });
    expect(data.search.faqs).toHaveLength(1);
    expect(data.search.streamers).toHaveLength(1);
    expect(data.search.highlights).toHaveLength(1);
    expect(data.search.livestreams).toHaveLength(1);
  });

  it('ignores case and accents, and needs every word', async () => {
    expect(searchData((await getPage('/search?q=ZEBRAF%C3%8DNK')).text).search.total).toBe(4);
    expect(searchData((await getPage(`/search?q=${TERM}+freitag`)).text).search.livestreams).toHaveLength(1);
    expect(searchData((await getPage(`/search?q=${TERM}+freitag`)).text).search.total).toBe(1);
  });

  it('is not indexed, has no canonical and is not in the sitemap', async () => {
    const html = (await getPage(`/search?q=${TERM}`)).text;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toMatch(/<title>Suche – [^<]+<\/title>/);
    expect((await getPage('/sitemap.xml')).text).not.toContain('/search');
  });

  it('without a term shows the search form and asks for one', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=+++', '/search?other=1']) {
      const response = await getPage(path);
      expect(response.status, path).toBe(200);
      expect(response.text).toContain('Wonach suchst du?');
      expect(response.text).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
      expect(response.text).toMatch(/<input id="search-q" type="search"[^>]*name="q" value=""/);
      expect(searchData(response.text).search).toMatchObject({ query: '', total: 0 });
    }
  });

  it('without results says so in German and offers a way on', async () => {
    const html = (await getPage('/search?q=quantenverschr%C3%A4nkung')).text;
    expect(html).toContain('Keine Ergebnisse für „quantenverschränkung“');
    expect(html).toContain('Leider nichts gefunden');
    expect(html).toContain('href="/#faq"');
  });

  it('reflects the term only escaped, in the HTML and the page data', async () => {
    const attack = '</script><script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const response = await getPage(`/search?q=${encodeURIComponent(attack)}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<img src=x');
    expect(searchData(response.text).search.query).toBe(attack);
  });

  it.each([
    ['a term of 5000 characters', `/search?q=${'a'.repeat(5000)}`],
    ['a repeated q', '/search?q=zebrafink&q=anna'],
    ['broken percent-encoding', '/search?q=%E0%A4%A&x=%'],
    ['a NUL and control characters', '/search?q=%00zebra%07fink%1B'],
    ['an unpaired surrogate', '/search?q=%ED%A0%80'],
    ['q as an object', '/search?q[a]=1&q[b]=2'],
    ['regular-expression characters', `/search?q=${encodeURIComponent('.*+?^${}()|[]\\')}`],
  ])('answers %s without an error', async (_label, path) => {
    const response = await getPage(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('name="q"');
  });

  it('cuts a long term to 100 characters and says so', async () => {
    const response = await getPage(`/search?q=${TERM}${'x'.repeat(300)}`);
    const data = searchData(response.text);
    expect(data.search.truncated).toBe(true);
    expect(Array.from(data.search.query)).toHaveLength(100);
    expect(response.text).toContain('wurde gekürzt');
  });

  it('is never served from the page cache: each term and each edit shows at once', async () => {
    expect(searchData((await getPage(`/search?q=${TERM}`)).text).search.total).toBe(4);
    expect(searchData((await getPage('/search?q=Turnier')).text).search.highlights.length).toBeGreaterThan(0);
    const [, faqId] = created.find(([entity]) => entity === 'faqs')!;
    await admin.patch(`/api/admin/faqs/${faqId}`, { question: 'Was ist ein Maskottchen?' });
    expect(searchData((await getPage(`/search?q=${TERM}`)).text).search.total).toBe(3);
    await admin.patch(`/api/admin/faqs/${faqId}`, { question: `Was ist ein ${TERM}?` });
  });
});
