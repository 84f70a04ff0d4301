import type { Permission } from './roles.js';
import { SECTION_KEYS, SECTION_LABELS, valueAt, type SiteSettings } from './site-settings.js';

/**
 * The "Einstellungen" screen's sections: which settings each holds, the German labels of its
 * fields and the permission that edits it. The server checks a save against the same table (a
 * Redaktion account changing the Impressum gets a 403), and the control centre shows a person only
 * the sections they may edit.
 */

export const SETTINGS_SECTION_KEYS = [
  'agency',
  'founder',
  'contact',
  'links',
  'legal',
  'partners',
  'home',
  'seo',
  'tracking',
] as const;
export type SettingsSectionKey = (typeof SETTINGS_SECTION_KEYS)[number];

export interface SettingsSection {
  key: SettingsSectionKey;
  title: string;
  /** The top-level keys of SiteSettings this section holds. */
  roots: ReadonlyArray<keyof SiteSettings>;
  permission: Extract<Permission, 'settings.pages' | 'settings.agency'>;
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    key: 'agency',
    title: 'Agentur',
    roots: ['name', 'alternateName', 'legalName', 'foundingYear', 'tagline'],
    permission: 'settings.agency',
  },
  { key: 'founder', title: 'Gründer', roots: ['founder'], permission: 'settings.pages' },
  {
    key: 'contact',
    title: 'Kontakt',
    roots: ['contact', 'address', 'openingHours'],
    permission: 'settings.agency',
  },
  { key: 'links', title: 'Links', roots: ['links'], permission: 'settings.agency' },
  { key: 'legal', title: 'Impressum', roots: ['legal'], permission: 'settings.agency' },
  { key: 'partners', title: 'Partner', roots: ['partners'], permission: 'settings.pages' },
  { key: 'home', title: 'Startseite', roots: ['texts'], permission: 'settings.pages' },
  { key: 'seo', title: 'Suchmaschinen', roots: ['seo'], permission: 'settings.agency' },
  { key: 'tracking', title: 'Tracking-Links', roots: ['trackingLinks'], permission: 'settings.agency' },
];

/** The section a dotted path (`legal.vatId`, `partners.2.url`) belongs to. */
export function sectionOf(path: string): SettingsSection {
  const root = path.split('.')[0] as keyof SiteSettings;
  const section = SETTINGS_SECTIONS.find((candidate) => candidate.roots.includes(root));
  if (!section) throw new Error(`No settings section holds "${path}"`);
  return section;
}

const sectionTexts = Object.fromEntries(
  SECTION_KEYS.flatMap((key) => [
    [`texts.sections.${key}.eyebrow`, `${SECTION_LABELS[key]}: Überzeile`],
    [`texts.sections.${key}.title`, `${SECTION_LABELS[key]}: Überschrift`],
    [`texts.sections.${key}.intro`, `${SECTION_LABELS[key]}: Einleitung`],
  ]),
);

/** Every field's German label, by its dotted path (lists by the list's path). */
export const SETTINGS_FIELD_LABELS: Record<string, string> = {
  name: 'Name der Agentur',
  alternateName: 'Kurzname',
  legalName: 'Firma (mit Rechtsform)',
  foundingYear: 'Gründungsjahr',
  tagline: 'Claim',
  'founder.name': 'Name des Gründers',
  'founder.role': 'Rolle des Gründers',
  'founder.bio': 'Über den Gründer',
  'founder.quote': 'Zitat des Gründers',
  'founder.photo': 'Foto des Gründers',
  'contact.phone': 'Telefon',
  'contact.email': 'E-Mail',
  'contact.phoneHours': 'Telefonzeiten',
  'openingHours.days': 'Öffnungstage',
  'openingHours.opens': 'Öffnet um',
  'openingHours.closes': 'Schließt um',
  'address.street': 'Straße und Hausnummer',
  'address.postalCode': 'Postleitzahl',
  'address.city': 'Ort',
  'address.countryCode': 'Land',
  'address.country': 'Land (Name)',
  'links.tiktok': 'TikTok-Kanal',
  'links.join': 'Beitritts-Link',
  'links.community': 'Community-Einladung',
  'links.instagram': 'Instagram',
  'legal.representative': 'Vertreten durch',
  'legal.registered': 'Im Handelsregister eingetragen',
  'legal.registerCourt': 'Registergericht',
  'legal.registerNumber': 'Registernummer',
  'legal.hasVatId': 'Umsatzsteuer-ID vorhanden',
  'legal.vatId': 'Umsatzsteuer-ID',
  'legal.contentResponsible': 'Verantwortlich für den Inhalt',
  partners: 'Partner',
  'texts.hero.title': 'Startbereich: Überschrift',
  'texts.hero.intro': 'Startbereich: Text',
  ...sectionTexts,
  'texts.reviewsNote': 'Feedback: Hinweis zur Echtheit',
  'seo.description': 'Beschreibung',
  'seo.botDescription': 'Beschreibung für Suchmaschinen-Bots',
  'seo.shareImage': 'Vorschaubild für geteilte Links',
  trackingLinks: 'Tracking-Links',
};

/** A path's label: its own, or its list's (`partners.1.url` → "Partner 2: Adresse"). */
export function fieldLabel(path: string): string {
  const own = SETTINGS_FIELD_LABELS[path];
  if (own) return own;
  const partner = /^partners\.(\d+)(?:\.(name|url))?$/.exec(path);
  if (partner) {
    const part = partner[2] === 'name' ? ': Name' : partner[2] === 'url' ? ': Adresse' : '';
    return `Partner ${Number(partner[1]) + 1}${part}`;
  }
  const tracking = /^trackingLinks\.(\d+)(?:\.(name|ref))?$/.exec(path);
  if (tracking) {
    const part = tracking[2] === 'name' ? ': Name' : tracking[2] === 'ref' ? ': Kennung' : '';
    return `Tracking-Link ${Number(tracking[1]) + 1}${part}`;
  }
  return SETTINGS_FIELD_LABELS[path.split('.').slice(0, -1).join('.')] ?? path;
}

/** Every leaf path of the settings (lists count as one value). */
export function settingPaths(settings: SiteSettings): string[] {
  const paths: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, prefix ? `${prefix}.${key}` : key);
    } else paths.push(prefix);
  };
  walk(settings, '');
  return paths;
}

/** The leaf paths whose values differ between two settings (lists compared whole). */
export function changedPaths(before: SiteSettings, after: SiteSettings): string[] {
  return settingPaths(after).filter(
    (path) => JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(after, path)),
  );
}

/**
 * The most each field takes: the save's schema (shared/schemas/site-settings.ts) checks them, the
 * control centre shows them as counters (this module brings no Ajv along).
 */
export const SETTINGS_MAX = {
  name: 80,
  alternateName: 60,
  legalName: 120,
  tagline: 200,
  founderRole: 100,
  bio: 1500,
  quote: 300,
  phone: 30,
  email: 200,
  phoneHours: 80,
  street: 120,
  city: 80,
  country: 60,
  link: 500,
  legalText: 200,
  registerCourt: 120,
  registerNumber: 40,
  vatId: 20,
  partnerName: 80,
  partners: 12,
  eyebrow: 40,
  title: 140,
  intro: 500,
  reviewsNote: 500,
  description: 300,
  botDescription: 500,
  trackingLinks: 30,
  trackingLinkName: 60,
  trackingLinkRef: 40,
} as const;

/** The pages a preview shows, by the last part of its address ('' = the landing page). */
export const PREVIEW_PAGES = { '': 'home', impressum: 'impressum', kontakt: 'kontakt' } as const;
