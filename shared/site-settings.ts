/**
 * Everything the public site says about the agency, in one typed place. The defaults below are
 * the agency's sample identity; each value can be overridden from the environment (see
 * docs/configuration.md) through server/config.ts, so staff never edit components.
 */
export interface SiteSettings {
  name: string;
  alternateName: string;
  legalName: string;
  foundingYear: number;
  tagline: string;
  founder: { name: string; role: string; bio: string; quote: string };
  contact: {
    phone: string;
    email: string;
    /** Shown on the contact page; the structured data states Mon-Fri 09:00-17:00 instead. */
    phoneHours: string;
  };
  address: { street: string; postalCode: string; city: string; countryCode: string; country: string };
  links: {
    /** The agency's channel on the short-video platform. */
    tiktok: string;
    /** The external join link of the hero, header and floating buttons. */
    join: string;
    /** The community chat invite. */
    community: string;
    instagram: string;
  };
  legal: {
    representative: string;
    registerCourt: string;
    registerNumber: string;
    vatId: string;
    contentResponsible: string;
  };
  partners: { name: string; url: string }[];
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: 'Streamwelt Agentur',
  alternateName: 'Streamwelt',
  legalName: 'Streamwelt Agentur GmbH',
  foundingYear: 2022,
  tagline: 'Deine Agentur für TikTok LIVE in Deutschland, Österreich und der Schweiz',
  founder: {
    name: 'Marco Keller',
    role: 'Gründer & Head of Creator Management',
    bio:
      'Marco streamt seit 2019 selbst und hat 2022 die Streamwelt Agentur gegründet, um Creatorn ' +
      'im deutschsprachigen Raum die Betreuung zu geben, die er sich am Anfang selbst gewünscht hätte: ' +
      'ehrlich, persönlich und auf Augenhöhe.',
    quote: 'Jeder Creator verdient einen Plan, ein Team und jemanden, der an ihn glaubt.',
  },
  contact: {
    phone: '+49 30 1234567',
    email: 'kontakt@streamwelt.example',
    phoneHours: 'Mo–Fr 9:00–19:00 Uhr',
  },
  address: {
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    countryCode: 'DE',
    country: 'Deutschland',
  },
  links: {
    tiktok: 'https://www.tiktok.com/@streamwelt.agentur',
    join: 'https://www.tiktok.com/@streamwelt.agentur',
    community: 'https://chat.whatsapp.com/streamwelt-community',
    instagram: 'https://www.instagram.com/streamwelt.agentur',
  },
  legal: {
    representative: 'Marco Keller (Geschäftsführer)',
    registerCourt: 'Amtsgericht Berlin-Charlottenburg',
    registerNumber: 'HRB 000000',
    vatId: 'DE000000000',
    contentResponsible: 'Marco Keller, Anschrift wie oben',
  },
  partners: [
    { name: 'TikTok LIVE', url: 'https://www.tiktok.com/live' },
    { name: 'LIVE Backstage', url: 'https://live-backstage.tiktok.com' },
  ],
};

/** Environment variables that override a setting, and the path of the setting they set. */
export const SITE_SETTING_VARIABLES = {
  SITE_NAME: 'name',
  SITE_LEGAL_NAME: 'legalName',
  SITE_FOUNDER_NAME: 'founder.name',
  SITE_PHONE: 'contact.phone',
  SITE_EMAIL: 'contact.email',
  SITE_STREET: 'address.street',
  SITE_POSTAL_CODE: 'address.postalCode',
  SITE_CITY: 'address.city',
  SITE_TIKTOK_URL: 'links.tiktok',
  SITE_JOIN_URL: 'links.join',
  SITE_COMMUNITY_URL: 'links.community',
  SITE_INSTAGRAM_URL: 'links.instagram',
  SITE_REPRESENTATIVE: 'legal.representative',
  SITE_REGISTER_COURT: 'legal.registerCourt',
  SITE_REGISTER_NUMBER: 'legal.registerNumber',
  SITE_VAT_ID: 'legal.vatId',
} as const;

/** Applies `{ 'contact.email': '…' }`-style overrides to the defaults. */
export function resolveSiteSettings(overrides: Record<string, string>): SiteSettings {
  const settings = structuredClone(DEFAULT_SITE_SETTINGS);
  for (const [path, value] of Object.entries(overrides)) {
    const keys = path.split('.');
    let target = settings as unknown as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys[keys.length - 1]!] = value;
  }
  return settings;
}
