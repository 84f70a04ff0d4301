import type { SiteSettings } from '../../shared/site-settings.js';
import type { PageId } from './page-data.js';

/** Page metadata fields of spec section 1 (url, canonical and schemaData are added by the server). */
export interface PageMeta {
  title: string;
  description: string;
  /** The description search-engine bots get instead (spec section 1). */
  botDescription: string;
  type: 'website' | 'article';
  path: string;
  image: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  lang: 'de';
  /** Not-found pages are not indexed. */
  noindex?: boolean;
}

export const DEFAULT_SHARE_IMAGE = { path: '/static/og-image.jpg', width: 1200, height: 630 };

export function pageMeta(page: PageId, settings: SiteSettings): PageMeta {
  const base = {
    type: 'website' as const,
    image: DEFAULT_SHARE_IMAGE.path,
    imageAlt: `${settings.name} – TikTok LIVE Agentur für Deutschland, Österreich und die Schweiz`,
    imageWidth: DEFAULT_SHARE_IMAGE.width,
    imageHeight: DEFAULT_SHARE_IMAGE.height,
    lang: 'de' as const,
  };
  const botDescription =
    `${settings.name}: TikTok LIVE Agentur für Creator in Deutschland, Österreich und der Schweiz. ` +
    'Persönliche Betreuung, Kampagnen, Monetarisierung und Community-Aufbau – ohne Vorabgebühr, ' +
    '100 % deiner Standard-LIVE-Einnahmen bleiben bei dir. Jetzt bewerben, Antwort innerhalb von 48 Stunden.';
  switch (page) {
    case 'home':
      return {
        ...base,
        path: '/',
        title: `${settings.name} – TikTok LIVE Agentur für Deutschland, Österreich & Schweiz`,
        description:
          'Werde TikTok LIVE Creator mit persönlicher Betreuung, Kampagnen und Community. Keine Vorabgebühr, ' +
          'Antwort innerhalb von 48 Stunden.',
        botDescription,
      };
    case 'impressum':
      return {
        ...base,
        type: 'article',
        path: '/impressum',
        title: `Impressum – ${settings.name}`,
        description: `Impressum und Anbieterkennzeichnung der ${settings.legalName}.`,
        botDescription: `Impressum der ${settings.legalName}, ${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}.`,
      };
    case 'datenschutz':
      return {
        ...base,
        type: 'article',
        path: '/datenschutz',
        title: `Datenschutzerklärung – ${settings.name}`,
        description:
          'Wie wir mit deinen Daten umgehen: Bewerbungen, Kontaktformular, Cookies und deine Rechte.',
        botDescription: `Datenschutzerklärung der ${settings.legalName} nach DSGVO: Bewerbungen, Kontaktformular, Newsletter mit Double-Opt-in und deine Rechte.`,
      };
    case 'kontakt':
      return {
        ...base,
        path: '/kontakt',
        title: `Kontakt – ${settings.name}`,
        description: `Kontakt zur ${settings.name}: Telefon, E-Mail, Adresse und Nachrichtenformular.`,
        botDescription: `Kontakt zur ${settings.name} in ${settings.address.city}: ${settings.contact.phone}, ${settings.contact.email}, erreichbar ${settings.contact.phoneHours}.`,
      };
    case 'not-found':
      return {
        ...base,
        path: '/404',
        title: `Seite nicht gefunden – ${settings.name}`,
        description: 'Die gesuchte Seite konnte leider nicht gefunden werden.',
        botDescription: 'Die gesuchte Seite konnte leider nicht gefunden werden.',
        noindex: true,
      };
  }
}
