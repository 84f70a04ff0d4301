/**
 * Everything the public site says about the agency, in one typed place: its identity, contact
 * data, legal details, partners, the landing page's texts and what search engines are told.
 *
 * Staff edit these in the control centre ("Einstellungen"); they are stored in the database
 * (server/services/site-settings.ts). The defaults below are what a fresh installation shows; the
 * values marked in SAMPLE_PATHS are samples that must be replaced before the site goes live. An
 * environment variable (SITE_SETTING_VARIABLES) fixes a value: it then cannot be edited.
 */

export const OPENING_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];
export const OPENING_DAY_LABELS: Record<OpeningDay, string> = {
  Monday: 'Mo',
  Tuesday: 'Di',
  Wednesday: 'Mi',
  Thursday: 'Do',
  Friday: 'Fr',
  Saturday: 'Sa',
  Sunday: 'So',
};

export const COUNTRY_CODES = ['DE', 'AT', 'CH'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const COUNTRY_NAMES: Record<CountryCode, string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz',
};

/** The landing page's sections whose heading and intro staff can word (in page order). */
export const SECTION_KEYS = [
  'about',
  'highlights',
  'creators',
  'schedule',
  'testimonials',
  'streamingRoom',
  'community',
  'faq',
  'apply',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];
export const SECTION_LABELS: Record<SectionKey, string> = {
  about: 'Über uns',
  highlights: 'Highlights',
  creators: 'Creator',
  schedule: 'Livestream-Plan',
  testimonials: 'Feedback',
  streamingRoom: 'Streaming-Raum',
  community: 'Community',
  faq: 'FAQ',
  apply: 'Bewerbung',
};

export interface SectionText {
  /** The small line above the heading. */
  eyebrow: string;
  /** The heading; a part between *asterisks* is highlighted. */
  title: string;
  intro: string;
}

export interface Partner {
  name: string;
  url: string;
}

/** A named link to the site that marks the applications it brings (`?ref=`, shared/application-source.ts). */
export interface TrackingLink {
  name: string;
  /** Lower-case letters, digits, ".", "_" and "-", at most 40 characters. */
  ref: string;
}

export interface SiteSettings {
  name: string;
  alternateName: string;
  legalName: string;
  foundingYear: number;
  tagline: string;
  founder: {
    name: string;
    role: string;
    bio: string;
    quote: string;
    /** An uploaded picture (/uploads/…); empty: the initials stand in for one. */
    photo: string;
  };
  contact: {
    phone: string;
    email: string;
    /** Shown on the contact page. */
    phoneHours: string;
  };
  /** The opening hours the structured data states. */
  openingHours: { days: OpeningDay[]; opens: string; closes: string };
  address: { street: string; postalCode: string; city: string; countryCode: CountryCode; country: string };
  links: {
    /** The agency's channel on the short-video platform. */
    tiktok: string;
    /** The external join link of the hero, header and floating buttons. */
    join: string;
    /** The community chat invite. */
    community: string;
    /** Empty: no Instagram account. */
    instagram: string;
  };
  legal: {
    representative: string;
    /** Whether the company is in a commercial register (then court and number are required). */
    registered: boolean;
    registerCourt: string;
    registerNumber: string;
    /** Whether the company has a VAT identification number (then it is required). */
    hasVatId: boolean;
    vatId: string;
    contentResponsible: string;
  };
  /** In the order the footer lists them. */
  partners: Partner[];
  /** The landing page's texts; `{name}` and `{tagline}` stand for the agency's name and tagline. */
  texts: {
    hero: { title: string; intro: string };
    sections: Record<SectionKey, SectionText>;
    /**
     * Under the feedback section's heading: whether and how the agency checks that the reviews
     * come from the creators it names (§ 5b Abs. 3 UWG asks a site that shows reviews to say so).
     */
    reviewsNote: string;
  };
  seo: {
    /** The landing page's description (search results and shared links). */
    description: string;
    /** The description search-engine bots get instead. */
    botDescription: string;
    /** An uploaded 1200x630 picture for shared links; empty: the shipped one. */
    shareImage: string;
  };
  /** The control centre's tracking links (never shown on the public site). */
  trackingLinks: TrackingLink[];
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
    photo: '',
  },
  contact: {
    phone: '+49 30 1234567',
    email: 'kontakt@streamwelt.example',
    phoneHours: 'Mo–Fr 9:00–19:00 Uhr',
  },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
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
    registered: true,
    registerCourt: 'Amtsgericht Berlin-Charlottenburg',
    registerNumber: 'HRB 000000',
    hasVatId: true,
    vatId: 'DE000000000',
    contentResponsible: 'Marco Keller, Anschrift wie oben',
  },
  partners: [
    { name: 'TikTok LIVE', url: 'https://www.tiktok.com/live' },
    { name: 'LIVE Backstage', url: 'https://live-backstage.tiktok.com' },
  ],
  texts: {
    hero: {
      title: 'Werde *TikTok LIVE Creator* mit einem Team, das an dich glaubt',
      intro:
        '{tagline}. Persönliche Betreuung, keine Vorabgebühr – und 100\u00a0% deiner ' +
        'Standard-LIVE-Einnahmen bleiben bei dir.',
    },
    sections: {
      about: {
        eyebrow: 'Über uns',
        title: 'Die Menschen hinter deinem LIVE-Erfolg',
        intro:
          '{name} begleitet Creator in Deutschland, Österreich und der Schweiz – persönlich, ' +
          'transparent und mit einem klaren Plan für dein Wachstum.',
      },
      highlights: {
        eyebrow: 'Highlights',
        title: 'Was bei uns *passiert*',
        intro:
          'Events, Kampagnen und Meilensteine: ein Blick auf die Momente, die unsere Creator und ihre ' +
          'Communitys zusammen erlebt haben.',
      },
      creators: {
        eyebrow: 'Unsere Creator',
        title: 'Gesichter unserer *Community*',
        intro:
          'Creator aus Deutschland, Österreich und der Schweiz, die mit uns LIVE durchstarten – schau ' +
          'vorbei und lass ein Follow da.',
      },
      schedule: {
        eyebrow: 'Livestreams',
        title: 'Livestream-Plan',
        intro:
          'Wann unsere Creator live sind – schalte ein, lerne sie kennen und erlebe, wie LIVE bei uns ' +
          'funktioniert.',
      },
      testimonials: {
        eyebrow: 'Feedback',
        title: 'Das sagen unsere *Creator*',
        intro: 'Ehrliche Stimmen von Streamern, die wir auf ihrem Weg bei TikTok LIVE begleiten.',
      },
      streamingRoom: {
        eyebrow: 'Streaming-Raum',
        title: 'Hier entsteht *LIVE-Magie*',
        intro:
          'Professionelles Licht, moderne Technik und eine Atmosphäre zum Wohlfühlen: So sieht ein ' +
          'Streaming-Setup aus, mit dem du bei deinen Zuschauern glänzt.',
      },
      community: {
        eyebrow: 'Community',
        title: 'Werde Teil der Community',
        intro:
          'Bewirb dich in wenigen Minuten oder lerne schon jetzt andere Creator aus unserem Netzwerk kennen.',
      },
      faq: {
        eyebrow: 'FAQ',
        title: 'Häufig gestellte *Fragen*',
        intro:
          'Alles Wichtige rund um Bewerbung, Betreuung und das Streamen mit uns – kurz und ehrlich beantwortet.',
      },
      apply: {
        eyebrow: 'Bewerbung',
        title: 'Jetzt als Creator bewerben',
        intro:
          'Erzähl uns kurz von dir. Wir melden uns innerhalb von 48 Stunden – kostenlos und unverbindlich.',
      },
    },
    reviewsNote:
      'Die Stimmen stammen von Creatorn, die wir betreuen; wir veröffentlichen sie mit ihrer Zustimmung ' +
      'und prüfen vor der Veröffentlichung, dass sie von ihnen stammen.',
  },
  seo: {
    description:
      'Werde TikTok LIVE Creator mit persönlicher Betreuung, Kampagnen und Community. Keine Vorabgebühr, ' +
      'Antwort innerhalb von 48 Stunden.',
    botDescription:
      '{name}: TikTok LIVE Agentur für Creator in Deutschland, Österreich und der Schweiz. ' +
      'Persönliche Betreuung, Kampagnen, Monetarisierung und Community-Aufbau – ohne Vorabgebühr, ' +
      '100 % deiner Standard-LIVE-Einnahmen bleiben bei dir. Jetzt bewerben, Antwort innerhalb von 48 Stunden.',
    shareImage: '',
  },
  trackingLinks: [],
};

/**
 * The default values that are samples: a site still showing one of them is not ready to go live
 * (the go-live check in ./site-settings-check.ts). Marked here, never guessed from a pattern.
 */
export const SAMPLE_PATHS = [
  'name',
  'alternateName',
  'legalName',
  'founder.name',
  'founder.bio',
  'founder.quote',
  'contact.phone',
  'contact.email',
  'address.street',
  'address.postalCode',
  'links.tiktok',
  'links.join',
  'links.community',
  'links.instagram',
  'legal.representative',
  'legal.registerCourt',
  'legal.registerNumber',
  'legal.vatId',
  'legal.contentResponsible',
] as const;

/** Environment variables that fix a setting, and the path of the setting they fix. */
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

/** The value at a dotted path (`contact.phone`), or undefined. */
export function valueAt(settings: unknown, path: string): unknown {
  let value: unknown = settings;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Sets the value at a dotted path of a settings object (the path's objects must exist). */
export function setValueAt(settings: object, path: string, value: unknown): void {
  const keys = path.split('.');
  let target = settings as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]!] = value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `base` with every value `stored` has at a path `base` knows, of the same kind: a version saved
 * by an older release lacks newer fields (they keep their defaults), and a field a newer release
 * dropped is ignored. Lists (partners, days) are taken whole.
 */
export function mergeSettings<T>(base: T, stored: unknown): T {
  if (!isObject(base) || !isObject(stored)) {
    if (Array.isArray(base)) return (Array.isArray(stored) ? stored : base) as T;
    return (typeof stored === typeof base ? stored : base) as T;
  }
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    result[key] = key in stored ? mergeSettings(value, stored[key]) : structuredClone(value);
  }
  return result as T;
}

/**
 * The settings with the environment's values applied: `{ 'contact.email': '…' }`. Used on top
 * of the stored values, so a fixed value always wins.
 */
export function resolveSiteSettings(
  overrides: Record<string, string>,
  stored: unknown = undefined,
): SiteSettings {
  const settings =
    stored === undefined
      ? structuredClone(DEFAULT_SITE_SETTINGS)
      : mergeSettings(DEFAULT_SITE_SETTINGS, stored);
  for (const [path, value] of Object.entries(overrides)) setValueAt(settings, path, value);
  return settings;
}

/** `{name}` and `{tagline}` in a text of the landing page, replaced with the settings' values. */
export function fillText(text: string, settings: Pick<SiteSettings, 'name' | 'tagline'>): string {
  return text.replace(/\{(name|tagline)\}/g, (_, key: 'name' | 'tagline') => settings[key]);
}

/**
 * A heading's parts: plain text and the part between *asterisks*, which is highlighted. Text
 * only, never markup: an unmatched asterisk stays an asterisk.
 */
export function headingParts(title: string): Array<{ text: string; highlight: boolean }> {
  const parts: Array<{ text: string; highlight: boolean }> = [];
  const pattern = /\*([^*]+)\*/g;
  let last = 0;
  for (const match of title.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: title.slice(last, match.index), highlight: false });
    parts.push({ text: match[1]!, highlight: true });
    last = match.index + match[0].length;
  }
  if (last < title.length) parts.push({ text: title.slice(last), highlight: false });
  return parts;
}

/** A heading as plain text (the asterisks dropped): titles, alt texts, the document outline. */
export const headingText = (title: string): string =>
  headingParts(title)
    .map((part) => part.text)
    .join('');
