import { describe, expect, it } from 'vitest';
import {
  applicationSourceLabel,
  applicationSourceText,
  NO_SOURCE,
  referrerHostOf,
  sanitizeSource,
  sourceFromLocation,
  sourceLabelValue,
  trackingLinkUrl,
} from '@shared/application-source.js';

describe('sourceLabelValue', () => {
  it.each([
    ['tiktok-bio', 'tiktok-bio'],
    ['TikTok-Bio', 'tiktok-bio'],
    ['  live_01.shout  ', 'live_01.shout'],
    ['x'.repeat(40), 'x'.repeat(40)],
  ])('keeps %j as %j', (input, expected) => {
    expect(sourceLabelValue(input)).toBe(expected);
  });

  it.each([
    ['too long', 'x'.repeat(41)],
    ['a space', 'tiktok bio'],
    ['an umlaut', 'grün'],
    ['markup', '<b>'],
    ['a slash', 'a/b'],
    ['empty', ''],
    ['a number', 7],
    ['null', null],
    ['an object', { ref: 'x' }],
  ])('drops %s', (_, input) => {
    expect(sourceLabelValue(input)).toBeNull();
  });
});

describe('referrerHostOf', () => {
  it('keeps only the host, lower-cased', () => {
    expect(referrerHostOf('https://WWW.Google.de/search?q=agentur+name')).toBe('www.google.de');
    expect(referrerHostOf('android-app://com.zhiliaoapp.musically/')).toBe('com.zhiliaoapp.musically');
  });

  it('drops the site’s own hosts, with or without www.', () => {
    const own = ['agentur.example', '127.0.0.1'];
    expect(referrerHostOf('https://agentur.example/#apply', own)).toBeNull();
    expect(referrerHostOf('https://www.agentur.example/', own)).toBeNull();
    expect(referrerHostOf('http://127.0.0.1:3000/kontakt', own)).toBeNull();
    expect(referrerHostOf('https://agentur.example.evil.test/', own)).toBe('agentur.example.evil.test');
  });

  it.each([['not a url'], [''], ['/relative/path'], [`https://${'a'.repeat(41)}.de/`], [42], [undefined]])(
    'drops %j',
    (input) => {
      expect(referrerHostOf(input)).toBeNull();
    },
  );
});

describe('sanitizeSource', () => {
  it('keeps the five values and nothing else', () => {
    expect(
      sanitizeSource(
        {
          ref: 'Bio',
          utmSource: 'IG',
          utmMedium: 'social',
          utmCampaign: 'x y',
          referrer: 'https://t.co/abc',
          ip: '1.2.3.4',
        },
        ['agentur.example'],
      ),
    ).toEqual({ ref: 'bio', utmSource: 'ig', utmMedium: 'social', utmCampaign: null, referrerHost: 't.co' });
  });

  it.each([[undefined], [null], ['ref'], [['ref']], [3]])('answers no source for %j', (input) => {
    expect(sanitizeSource(input)).toEqual(NO_SOURCE);
  });
});

describe('applicationSourceLabel and applicationSourceText', () => {
  it('takes ref, else utmSource, else the referring host, else "direkt"', () => {
    const source = { ...NO_SOURCE, ref: 'a', utmSource: 'b', referrerHost: 'c.de' };
    expect(applicationSourceLabel(source)).toBe('a');
    expect(applicationSourceLabel({ ...source, ref: null })).toBe('b');
    expect(applicationSourceLabel({ ...source, ref: null, utmSource: null })).toBe('c.de');
    expect(applicationSourceLabel(NO_SOURCE)).toBe('direkt');
  });

  it('says the rest in brackets', () => {
    expect(
      applicationSourceText({ ...NO_SOURCE, ref: 'bio', utmSource: 'tiktok', referrerHost: 't.co' }),
    ).toBe('bio (utm: tiktok, über t.co)');
    expect(applicationSourceText({ ...NO_SOURCE, utmSource: 'tiktok' })).toBe('tiktok');
    expect(applicationSourceText(NO_SOURCE)).toBe('direkt');
  });
});

describe('sourceFromLocation', () => {
  it('reads ref, the utm parameters and the referrer, leaving out what is empty', () => {
    expect(
      sourceFromLocation('?ref=tiktok-bio&utm_source=tiktok&utm_campaign=&x=1', 'https://t.co/x'),
    ).toEqual({
      ref: 'tiktok-bio',
      utmSource: 'tiktok',
      referrer: 'https://t.co/x',
    });
    expect(sourceFromLocation('', '')).toEqual({});
  });

  it('builds a tracking link', () => {
    expect(trackingLinkUrl('https://agentur.example/', 'tiktok-bio')).toBe(
      'https://agentur.example/?ref=tiktok-bio',
    );
  });
});
