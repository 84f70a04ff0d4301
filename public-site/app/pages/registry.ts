import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { fillText, type SiteSettings } from '@shared/site-settings.js';
import type { PageComponent } from '../App.js';
import type { PageText } from '../page-meta.js';

export interface PageDefinition {
  /** The page's address; the not-found page has none (it answers every unknown path). */
  path: `/${string}` | null;
  /** The source file: the client build's manifest names the page's chunk after it. */
  source: string;
  /** Each page is its own chunk: the browser loads only the page it shows. */
  load: () => Promise<PageComponent>;
  /** Title, description and the description for search-engine bots. */
  text: (settings: SiteSettings) => PageText;
  /** The content lists the page shows; the server renders it with them. */
  content: readonly ContentTypeName[];
  /** How often search engines should look again (sitemap.xml); pages without it are not listed. */
  changefreq?: 'daily' | 'yearly';
  /** The site search: rendered for each request with the results for its ?q=, never cached. */
  search?: true;
  /**
   * A page for a link with a token (the newsletter's mails): rendered for each request from its
   * ?token=, never cached or prepared, sent with `Cache-Control: no-store` and
   * `Referrer-Policy: no-referrer`, and noindex.
   */
  token?: true;
  /** Shown in the sitemap only while the newsletter is offered (mail settings are set). */
  newsletter?: true;
}

const notFoundText = 'Die gesuchte Seite konnte leider nicht gefunden werden.';

/** Every page of the public site: the one place a new page is added. */
const pages = {
  home: {
    path: '/',
    source: 'public-site/app/pages/Home.tsx',
    load: () => import('./Home.js').then((module) => module.HomePage),
    // What search engines and shared links say about the agency: worded in the settings (seo).
    text: (settings) => ({
      title: `${settings.name} – TikTok LIVE Agentur für Deutschland, Österreich & Schweiz`,
      description: fillText(settings.seo.description, settings),
      botDescription: fillText(settings.seo.botDescription, settings),
    }),
    content: CONTENT_TYPE_NAMES,
    changefreq: 'daily',
  },
  impressum: {
    path: '/impressum',
    source: 'public-site/app/pages/Impressum.tsx',
    load: () => import('./Impressum.js').then((module) => module.ImpressumPage),
    text: (settings) => ({
      type: 'article',
      title: `Impressum – ${settings.name}`,
      description: `Impressum und Anbieterkennzeichnung der ${settings.legalName}.`,
      botDescription: `Impressum der ${settings.legalName}, ${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}.`,
    }),
    content: [],
    changefreq: 'yearly',
  },
  datenschutz: {
    path: '/datenschutz',
    source: 'public-site/app/pages/Datenschutz.tsx',
    load: () => import('./Datenschutz.js').then((module) => module.DatenschutzPage),
    text: (settings) => ({
      type: 'article',
      title: `Datenschutzerklärung – ${settings.name}`,
      description:
        'Wie wir mit deinen Daten umgehen: Bewerbungen, Kontaktformular, Cookies und deine Rechte.',
      botDescription: `Datenschutzerklärung der ${settings.legalName} nach DSGVO: Bewerbungen, Kontaktformular, Cookies und deine Rechte.`,
    }),
    content: [],
    changefreq: 'yearly',
  },
  kontakt: {
    path: '/kontakt',
    source: 'public-site/app/pages/Kontakt.tsx',
    load: () => import('./Kontakt.js').then((module) => module.KontaktPage),
    text: (settings) => ({
      title: `Kontakt – ${settings.name}`,
      description: `Kontakt zur ${settings.name}: Telefon, E-Mail, Adresse und Nachrichtenformular.`,
      botDescription:
        `Kontakt zur ${settings.name} in ${settings.address.city}: ${settings.contact.phone}, ${settings.contact.email}` +
        (settings.contact.phoneHours ? `, erreichbar ${settings.contact.phoneHours}.` : '.'),
    }),
    content: [],
    changefreq: 'yearly',
  },
  newsletter: {
    path: '/newsletter',
    source: 'public-site/app/pages/Newsletter.tsx',
    load: () => import('./Newsletter.js').then((module) => module.NewsletterPage),
    text: (settings) => ({
      title: `Newsletter – ${settings.name}`,
      description: `Der Newsletter der ${settings.name}: Neuigkeiten zu Livestreams, Creators und der Agentur per E-Mail.`,
      botDescription: `Melde dich zum Newsletter der ${settings.name} an: Neuigkeiten zu Livestreams, Creators und der Agentur, mit Double-Opt-in und jederzeit abbestellbar.`,
    }),
    content: [],
    changefreq: 'yearly',
    newsletter: true,
  },
  'newsletter-confirm': {
    path: '/newsletter/bestaetigen',
    source: 'public-site/app/pages/NewsletterConfirm.tsx',
    load: () => import('./NewsletterConfirm.js').then((module) => module.NewsletterConfirmPage),
    text: (settings) => ({
      title: `Newsletter-Anmeldung bestätigen – ${settings.name}`,
      description: 'Bestätige deine Anmeldung zum Newsletter.',
      botDescription: 'Bestätige deine Anmeldung zum Newsletter.',
      noindex: true,
    }),
    content: [],
    token: true,
  },
  'newsletter-unsubscribe': {
    path: '/newsletter/abmelden',
    source: 'public-site/app/pages/NewsletterUnsubscribe.tsx',
    load: () => import('./NewsletterUnsubscribe.js').then((module) => module.NewsletterUnsubscribePage),
    text: (settings) => ({
      title: `Vom Newsletter abmelden – ${settings.name}`,
      description: 'Melde dich vom Newsletter ab.',
      botDescription: 'Melde dich vom Newsletter ab.',
      noindex: true,
    }),
    content: [],
    token: true,
  },
  search: {
    path: '/search',
    source: 'public-site/app/pages/Search.tsx',
    load: () => import('./Search.js').then((module) => module.SearchPage),
    text: (settings) => ({
      title: `Suche – ${settings.name}`,
      description: `Durchsuche die häufigen Fragen, Creator, Highlights und den Livestream-Plan der ${settings.name}.`,
      botDescription: `Suche auf der Website der ${settings.name}: häufige Fragen, Creator, Highlights und Livestream-Plan.`,
      // Result pages are not for search engines (and the page is not in the sitemap).
      noindex: true,
    }),
    content: [],
    search: true,
  },
  'not-found': {
    path: null,
    source: 'public-site/app/pages/NotFound.tsx',
    load: () => import('./NotFound.js').then((module) => module.NotFoundPage),
    text: (settings) => ({
      title: `Seite nicht gefunden – ${settings.name}`,
      description: notFoundText,
      botDescription: notFoundText,
      noindex: true,
    }),
    content: [],
  },
} satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof pages;

export const PAGES: Record<PageId, PageDefinition> = pages;

/** The pages with an address, as [path, id]. */
export const ADDRESSED_PAGES = (Object.keys(PAGES) as PageId[]).flatMap((id) => {
  const path = PAGES[id].path;
  return path === null ? [] : [[path, id] as const];
});

/** Pages rendered for each request and never prepared or cached: the search and the token pages. */
export const renderedPerRequest = (page: PageId): boolean =>
  PAGES[page].search === true || PAGES[page].token === true;
