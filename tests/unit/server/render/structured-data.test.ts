import { describe, expect, it } from 'vitest';
import { structuredData } from '@server/render/structured-data.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { settingsWith, TEST_ORIGIN } from '@tests/helpers/public-page.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const organizationOf = (settings = DEFAULT_SITE_SETTINGS) =>
  structuredData(settings, TEST_ORIGIN, NOW)[0] as Record<string, unknown>;
const eventsOf = (settings = DEFAULT_SITE_SETTINGS) =>
  structuredData(settings, TEST_ORIGIN, NOW).filter(
    (item) => (item as Record<string, unknown>)['@type'] === 'Event',
  ) as Array<Record<string, unknown>>;

describe('structuredData: the Organization', () => {
  it('states the opening hours of the settings, days in the week’s order', () => {
    const organization = organizationOf(
      settingsWith((draft) => {
        draft.openingHours = { days: ['Saturday', 'Tuesday', 'Monday'], opens: '10:30', closes: '18:00' };
      }),
    );
    expect(organization.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Saturday'],
      opens: '10:30',
      closes: '18:00',
    });
  });

  it('states no opening hours without opening days', () => {
    const organization = organizationOf(
      settingsWith((draft) => {
        draft.openingHours.days = [];
      }),
    );
    expect(organization).not.toHaveProperty('openingHoursSpecification');
  });

  it('lists only the profiles the agency has in sameAs', () => {
    expect(organizationOf().sameAs).toEqual([
      'https://www.tiktok.com/@streamwelt.agentur',
      'https://www.instagram.com/streamwelt.agentur',
    ]);
    const withoutInstagram = organizationOf(
      settingsWith((draft) => {
        draft.links.instagram = '';
      }),
    );
    expect(withoutInstagram.sameAs).toEqual(['https://www.tiktok.com/@streamwelt.agentur']);
  });

  it('shows the shipped share image, or the uploaded one, as an absolute address (the events too)', () => {
    expect(organizationOf().image).toBe(`${TEST_ORIGIN}/static/og-image.jpg`);
    const settings = settingsWith((draft) => {
      draft.seo.shareImage = '/uploads/share.jpg';
    });
    expect(organizationOf(settings).image).toBe(`${TEST_ORIGIN}/uploads/share.jpg`);
    for (const event of eventsOf(settings)) expect(event.image).toBe(`${TEST_ORIGIN}/uploads/share.jpg`);
  });

  it('gives the founder the photo as an absolute address when there is one', () => {
    expect(organizationOf().founder).toEqual({ '@type': 'Person', name: 'Marco Keller' });
    const settings = settingsWith((draft) => {
      draft.founder.photo = '/uploads/founder.webp';
    });
    expect(organizationOf(settings).founder).toEqual({
      '@type': 'Person',
      name: 'Marco Keller',
      image: `${TEST_ORIGIN}/uploads/founder.webp`,
    });
  });

  it('takes the address’s country from the settings', () => {
    const organization = organizationOf(
      settingsWith((draft) => {
        draft.address = {
          street: 'Mariahilfer Straße 1',
          postalCode: '1060',
          city: 'Wien',
          countryCode: 'AT',
          country: 'Österreich',
        };
      }),
    );
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Mariahilfer Straße 1',
      postalCode: '1060',
      addressLocality: 'Wien',
      addressCountry: 'AT',
    });
  });

  it('leaves out an empty short name; the events’ performers use the name instead', () => {
    const settings = settingsWith((draft) => {
      draft.alternateName = '';
    });
    expect(organizationOf(settings)).not.toHaveProperty('alternateName');
    expect(eventsOf(settings).map((event) => (event.performer as { name: string }).name)).toEqual([
      'Streamwelt Agentur Creator',
      'Streamwelt Agentur Team',
    ]);
  });
});

describe('structuredData: the sample events', () => {
  const timesAt = (now: string) =>
    structuredData(DEFAULT_SITE_SETTINGS, TEST_ORIGIN, new Date(now))
      .filter((item) => (item as Record<string, unknown>)['@type'] === 'Event')
      .map((item) => {
        const { startDate, endDate } = item as Record<string, string>;
        return [startDate, endDate];
      });

  it.each([
    [
      'in winter, at Berlin’s +01:00',
      '2026-03-02T10:00:00Z',
      [
        ['2026-03-06T20:00:00+01:00', '2026-03-06T22:00:00+01:00'],
        ['2026-03-08T19:00:00+01:00', '2026-03-08T20:00:00+01:00'],
      ],
    ],
    [
      'in summer, at +02:00',
      '2026-07-01T10:00:00Z',
      [
        ['2026-07-03T20:00:00+02:00', '2026-07-03T22:00:00+02:00'],
        ['2026-07-05T19:00:00+02:00', '2026-07-05T20:00:00+02:00'],
      ],
    ],
    [
      'after the clocks go forward (29 March), at +02:00, the Friday a week ahead',
      '2026-03-27T10:00:00Z',
      [
        ['2026-04-03T20:00:00+02:00', '2026-04-03T22:00:00+02:00'],
        ['2026-03-29T19:00:00+02:00', '2026-03-29T20:00:00+02:00'],
      ],
    ],
  ])('fall on the next Friday and Sunday %s', (_, now, times) => {
    expect(timesAt(now)).toEqual(times);
  });
});
