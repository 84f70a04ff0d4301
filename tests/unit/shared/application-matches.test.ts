import { describe, expect, it } from 'vitest';
import { applicationMatchKeys } from '@shared/application-matches.js';

const keys = (fields: Partial<Parameters<typeof applicationMatchKeys>[0]>) =>
  applicationMatchKeys({
    tiktokUsername: null,
    whatsappNumber: null,
    telegramUsername: null,
    country: 'Deutschland',
    ...fields,
  });

describe('applicationMatchKeys', () => {
  it('normalises TikTok names as Auskunft & Löschung does', () => {
    for (const name of [
      '@Lena.Live',
      'lena.live',
      'https://www.tiktok.com/@LENA.LIVE',
      'tiktok.com/@lena.live?lang=de',
    ])
      expect(keys({ tiktokUsername: name }).tiktokKey).toBe('@lena.live');
    // A video is not the profile; nothing at all is no key.
    expect(keys({ tiktokUsername: 'https://www.tiktok.com/@lena.live/video/1' }).tiktokKey).not.toBe(
      '@lena.live',
    );
    expect(keys({ tiktokUsername: '@@' }).tiktokKey).toBeNull();
  });

  it('reads the WhatsApp number in E.164 in the application’s country', () => {
    expect(keys({ whatsappNumber: '0170 1234567' }).phoneKey).toBe('491701234567');
    expect(keys({ whatsappNumber: '0170 1234567', country: 'Österreich' }).phoneKey).toBe('431701234567');
    expect(keys({ whatsappNumber: '+49 (0)170 123 45 67', country: 'Schweiz' }).phoneKey).toBe(
      '491701234567',
    );
    expect(keys({ whatsappNumber: '0041 79 123 45 67' }).phoneKey).toBe('41791234567');
  });

  it('gives no phone key where the number is uncertain or too short', () => {
    expect(keys({ whatsappNumber: '0170 1234567', country: null }).phoneKey).toBeNull();
    expect(keys({ whatsappNumber: '0170 1234567', country: 'Frankreich' }).phoneKey).toBeNull();
    expect(keys({ whatsappNumber: '12345' }).phoneKey).toBeNull();
  });

  it('normalises Telegram names, t.me links included, but not invitations', () => {
    expect(keys({ telegramUsername: '@Lena_Live' }).telegramKey).toBe('@lena_live');
    expect(keys({ telegramUsername: 'https://t.me/lena_live' }).telegramKey).toBe('@lena_live');
    expect(keys({ telegramUsername: 't.me/+AbCdEf' }).telegramKey).toBe('t.me/+AbCdEf');
    expect(keys({ telegramUsername: '' }).telegramKey).toBeNull();
  });
});
