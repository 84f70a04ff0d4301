import { shareImageOf } from '@public-site/app/page-meta.js';
import { OPENING_DAYS, type SiteSettings } from '@shared/site-settings.js';
import { berlinOffsetMs } from '@shared/time.js';

/** The next given weekday (0 = Sunday) at hour:00 Berlin time, at least a day ahead, as ISO with offset. */
function nextBerlin(now: Date, weekday: number, hour: number, durationHours: number) {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7 || 7));
  const offset = berlinOffsetMs(date.getTime()) / 3_600_000;
  const sign = offset >= 0 ? '+' : '-';
  const day = date.toISOString().slice(0, 10);
  const pad = (value: number) => String(value).padStart(2, '0');
  const zone = `${sign}${pad(Math.abs(offset))}:00`;
  return {
    startDate: `${day}T${pad(hour)}:00:00${zone}`,
    endDate: `${day}T${pad(hour + durationHours)}:00:00${zone}`,
  };
}

/**
 * Schema.org data: the organisation, two sample upcoming live events (scheduled, online, free) and
 * the site search action. Everything about the agency comes from its settings; a value staff left
 * empty (a short name, an Instagram account, opening days, a founder's photo) is left out, never
 * stated empty.
 */
export function structuredData(settings: SiteSettings, origin: string, now = new Date()): object[] {
  const image = `${origin}${shareImageOf(settings).path}`;
  const { opens, closes } = settings.openingHours;
  // In the week's order, however staff ticked them.
  const days = OPENING_DAYS.filter((day) => settings.openingHours.days.includes(day));
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: settings.name,
    ...(settings.alternateName ? { alternateName: settings.alternateName } : {}),
    legalName: settings.legalName,
    url: `${origin}/`,
    logo: `${origin}/static/favicon.svg`,
    image,
    foundingDate: String(settings.foundingYear),
    founder: {
      '@type': 'Person',
      name: settings.founder.name,
      ...(settings.founder.photo ? { image: `${origin}${settings.founder.photo}` } : {}),
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.city,
      addressCountry: settings.address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: settings.contact.phone,
      email: settings.contact.email,
      availableLanguage: ['German', 'English'],
      areaServed: ['DE', 'AT', 'CH'],
    },
    sameAs: [settings.links.tiktok, settings.links.instagram].filter(Boolean),
    ...(days.length > 0
      ? {
          openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes },
        }
      : {}),
    priceRange: '$$',
    areaServed: [
      { '@type': 'Country', name: 'Deutschland' },
      { '@type': 'Country', name: 'Österreich' },
      { '@type': 'Country', name: 'Schweiz' },
    ],
    knowsLanguage: ['de', 'en'],
  };

  const event = (
    name: string,
    description: string,
    performer: string,
    when: { startDate: string; endDate: string },
  ) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    ...when,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    isAccessibleForFree: true,
    location: { '@type': 'VirtualLocation', url: settings.links.tiktok },
    organizer: { '@id': `${origin}/#organization` },
    performer: { '@type': 'PerformingGroup', name: performer },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${origin}/`,
    },
    image,
  });

  return [
    organization,
    event(
      'Agentur-Battle-Night LIVE',
      'Unsere Creator treten live gegeneinander an – mit Community-Challenges und Überraschungsgästen.',
      `${settings.alternateName || settings.name} Creator`,
      nextBerlin(now, 5, 20, 2),
    ),
    event(
      'Creator-Sprechstunde LIVE',
      'Fragen rund um TikTok LIVE, Bewerbung und Monetarisierung – live beantwortet vom Agentur-Team.',
      `${settings.alternateName || settings.name} Team`,
      nextBerlin(now, 0, 19, 1),
    ),
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: settings.name,
      url: `${origin}/`,
      inLanguage: 'de-DE',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
