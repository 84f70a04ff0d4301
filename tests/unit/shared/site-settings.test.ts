import { describe, expect, it } from 'vitest';
import { validateSiteSettings } from '@shared/schemas/site-settings.js';
import { isHttpUrl } from '@shared/url.js';
import { settingsProblems } from '@shared/site-settings-check.js';
import { changedPaths, fieldLabel, sectionOf, settingPaths } from '@shared/site-settings-sections.js';
import {
  DEFAULT_SITE_SETTINGS,
  fillText,
  headingParts,
  headingText,
  mergeSettings,
  resolveSiteSettings,
  SAMPLE_PATHS,
  valueAt,
  type SiteSettings,
} from '@shared/site-settings.js';

const defaults = (): SiteSettings => structuredClone(DEFAULT_SITE_SETTINGS);
const errorsOf = (values: unknown) => {
  const result = validateSiteSettings(values);
  return result.ok ? {} : result.errors;
};

describe('the settings schema', () => {
  it('accepts the shipped defaults and trims every text at any depth', () => {
    expect(validateSiteSettings(defaults()).ok).toBe(true);
    const values = defaults();
    values.partners[0]!.name = '  TikTok LIVE  ';
    const result = validateSiteSettings(values);
    expect(result.ok && result.value.partners[0]!.name).toBe('TikTok LIVE');
  });

  it.each<[string, (values: SiteSettings) => void, string, RegExp]>([
    [
      'a bio over its limit',
      (v) => void (v.founder.bio = 'a'.repeat(100_000)),
      'founder.bio',
      /Höchstens 1500 Zeichen/,
    ],
    [
      'a javascript: link',
      (v) => void (v.links.tiktok = 'javascript:alert(1)'),
      'links.tiktok',
      /https:\/\//,
    ],
    ['a data: link', (v) => void (v.links.community = 'data:text/html,x'), 'links.community', /https:\/\//],
    ['a phone of letters', (v) => void (v.contact.phone = 'abcdefg'), 'contact.phone', /Ziffern/],
    ['an e-mail without @', (v) => void (v.contact.email = 'kontakt.example'), 'contact.email', /E-Mail/],
    [
      'a postal code of letters',
      (v) => void (v.address.postalCode = 'ABCDE'),
      'address.postalCode',
      /Postleitzahl/,
    ],
    [
      'a country outside DACH',
      (v) => void ((v.address as { countryCode: string }).countryCode = 'FR'),
      'address.countryCode',
      /Deutschland/,
    ],
    ['a zero-width character', (v) => void (v.founder.name = 'Ma\u200brco'), 'founder.name', /unsichtbaren/],
    ['a time of 25 o’clock', (v) => void (v.openingHours.opens = '25:00'), 'openingHours.opens', /Uhrzeit/],
    ['a day twice', (v) => void v.openingHours.days.push('Monday'), 'openingHours.days', /höchstens einmal/],
    [
      'a picture elsewhere',
      (v) => void (v.seo.shareImage = 'https://cdn.example/x.jpg'),
      'seo.shareImage',
      /hochladen|laden Sie/,
    ],
    [
      'a partner link without https',
      (v) => void (v.partners[1]!.url = 'live-backstage.tiktok.com'),
      'partners.1.url',
      /https:\/\//,
    ],
    [
      '13 partners',
      (v) =>
        void (v.partners = Array.from({ length: 13 }, () => ({ name: 'Partner', url: 'https://p.example' }))),
      'partners',
      /Höchstens 12/,
    ],
    [
      'an empty section title',
      (v) => void (v.texts.sections.faq.title = '  '),
      'texts.sections.faq.title',
      /Überschrift/,
    ],
    [
      'a year as text',
      (v) => void ((v as unknown as { foundingYear: string }).foundingYear = '2022'),
      'foundingYear',
      /Gründungsjahr/,
    ],
    [
      'an empty note on the reviews',
      (v) => void (v.texts.reviewsNote = ' '),
      'texts.reviewsNote',
      /ob und wie Sie prüfen/,
    ],
    [
      'a note on the reviews under 20 characters',
      (v) => void (v.texts.reviewsNote = 'zu kurz'),
      'texts.reviewsNote',
      /^Bitte sagen Sie in 20 bis 500 Zeichen, ob und wie Sie prüfen/,
    ],
    [
      'a note on the reviews over its limit',
      (v) => void (v.texts.reviewsNote = 'a'.repeat(501)),
      'texts.reviewsNote',
      /Höchstens 500 Zeichen/,
    ],
    [
      'a missing section',
      (v) => void delete (v.texts.sections as Partial<SiteSettings['texts']['sections']>).apply,
      'texts.sections.apply',
      /./,
    ],
  ])('refuses %s, naming the field in German', (_, edit, path, message) => {
    const values = defaults();
    edit(values);
    const errors = errorsOf(values);
    expect(Object.keys(errors)).toContain(path);
    expect(errors[path]).toMatch(message);
  });

  it('accepts an empty Instagram link and a partner list that is empty', () => {
    const values = defaults();
    values.links.instagram = '';
    values.partners = [];
    expect(errorsOf(values)).toEqual({});
  });

  /** Every setting whose shipped value is a web address, lists included: the link settings, found, not listed. */
  const linkPaths = (value: unknown, prefix = ''): string[] =>
    typeof value === 'string'
      ? isHttpUrl(value)
        ? [prefix]
        : []
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => linkPaths(inner, prefix ? `${prefix}.${key}` : key))
        : [];
  const setAt = (values: SiteSettings, path: string, next: string) => {
    const keys = path.split('.');
    const parent = valueAt(values, keys.slice(0, -1).join('.')) as Record<string, unknown>;
    parent[keys.at(-1)!] = next;
  };

  it('finds the link settings, Instagram and every partner among them', () => {
    expect(linkPaths(defaults())).toEqual(
      expect.arrayContaining([
        'links.tiktok',
        'links.join',
        'links.community',
        'links.instagram',
        'partners.0.url',
      ]),
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'https://exa mple.org/', 'https://[nope/', 'http://'])(
    'refuses %s in every link setting through the one safe-URL rule, in German',
    (unsafe) => {
      for (const path of linkPaths(defaults())) {
        const values = defaults();
        setAt(values, path, unsafe);
        const errors = errorsOf(values);
        expect(Object.keys(errors), path).toEqual([path]);
        expect(errors[path], path).toMatch(/Bitte eine vollständige Adresse mit https:\/\//);
      }
    },
  );

  it('keeps an Instagram link over its limit named as too long, and a safe one valid', () => {
    const values = defaults();
    values.links.instagram = `https://www.instagram.com/${'a'.repeat(600)}`;
    expect(errorsOf(values)['links.instagram']).toMatch(/Höchstens/);
    values.links.instagram = 'https://www.instagram.com/neue.agentur';
    expect(errorsOf(values)).toEqual({});
  });

  it('names every path with a German label', () => {
    for (const path of settingPaths(DEFAULT_SITE_SETTINGS)) expect(fieldLabel(path), path).not.toBe(path);
    expect(fieldLabel('partners.1.url')).toBe('Partner 2: Adresse');
    expect(sectionOf('legal.vatId').title).toBe('Impressum');
    expect(sectionOf('texts.sections.faq.title').title).toBe('Startseite');
  });
});

describe('resolving the stored values', () => {
  it('fills what an older version lacks with the defaults and ignores what a newer one dropped', () => {
    const stored = {
      name: 'Alt',
      founder: { name: 'Ada' },
      dropped: true,
      partners: [{ name: 'X', url: 'https://x.example' }],
    };
    const settings = mergeSettings(DEFAULT_SITE_SETTINGS, stored);
    expect(settings.name).toBe('Alt');
    expect(settings.founder).toEqual({ ...DEFAULT_SITE_SETTINGS.founder, name: 'Ada' });
    expect(settings.partners).toEqual([{ name: 'X', url: 'https://x.example' }]);
    expect(settings.texts).toEqual(DEFAULT_SITE_SETTINGS.texts);
    expect('dropped' in settings).toBe(false);
  });

  it('lets an environment value win over a stored one', () => {
    const settings = resolveSiteSettings(
      { 'contact.phone': '+41 44 000 00 00' },
      { contact: { phone: '+49 1' } },
    );
    expect(settings.contact.phone).toBe('+41 44 000 00 00');
  });

  it('compares two versions path by path, lists as a whole', () => {
    const after = defaults();
    after.contact.email = 'neu@example.org';
    after.partners.reverse();
    expect(changedPaths(DEFAULT_SITE_SETTINGS, after)).toEqual(['contact.email', 'partners']);
  });
});

describe('texts of the landing page', () => {
  it('fills {name} and {tagline} and leaves other braces alone', () => {
    expect(fillText('{name} sagt {tagline} {x}', { name: 'A', tagline: 'B' })).toBe('A sagt B {x}');
  });

  it('highlights the part between asterisks, text only', () => {
    expect(headingParts('Was bei uns *passiert*')).toEqual([
      { text: 'Was bei uns ', highlight: false },
      { text: 'passiert', highlight: true },
    ]);
    expect(headingParts('5 * 3 ist <b>15</b>')).toEqual([{ text: '5 * 3 ist <b>15</b>', highlight: false }]);
    expect(headingText('Werde *TikTok LIVE Creator* mit uns')).toBe('Werde TikTok LIVE Creator mit uns');
  });
});

describe('the go-live check', () => {
  it('names every sample of the shipped Impressum', () => {
    expect(settingsProblems(DEFAULT_SITE_SETTINGS).map(({ path, kind }) => `${path}:${kind}`)).toEqual([
      'legalName:sample',
      'legal.representative:sample',
      'address.street:sample',
      'address.postalCode:sample',
      'contact.email:sample',
      'contact.phone:sample',
      'legal.registerCourt:sample',
      'legal.registerNumber:sample',
      'legal.vatId:sample',
    ]);
  });

  it('asks for the register and VAT ID only where they exist, and reports empty values as missing', () => {
    const values = defaults();
    for (const path of SAMPLE_PATHS) {
      const value = valueAt(values, path);
      if (typeof value === 'string') {
        const [head, key] = [path.split('.').slice(0, -1), path.split('.').at(-1)!];
        const target = head.reduce<Record<string, unknown>>(
          (object, part) => object[part] as Record<string, unknown>,
          values as unknown as Record<string, unknown>,
        );
        target[key] = `${value} echt`;
      }
    }
    values.legal.registered = false;
    values.legal.registerCourt = '';
    values.legal.hasVatId = false;
    values.legal.vatId = '';
    expect(settingsProblems(values)).toEqual([]);
    values.legal.hasVatId = true;
    expect(settingsProblems(values)).toEqual([
      { path: 'legal.vatId', section: 'legal', kind: 'missing', message: 'Umsatzsteuer-ID fehlt.' },
    ]);
  });

  it('treats a sample value set again by hand as a sample (marked, not guessed)', () => {
    const values = defaults();
    values.legal.registerNumber = 'HRB 000000';
    expect(settingsProblems(values).some((problem) => problem.path === 'legal.registerNumber')).toBe(true);
    values.legal.registerNumber = 'HRB 000001';
    expect(settingsProblems(values).some((problem) => problem.path === 'legal.registerNumber')).toBe(false);
  });
});
