import { describe, expect, it } from 'vitest';
import { telegramChatHref, whatsappChatHref } from '@shared/chat-links.js';

describe('whatsappChatHref', () => {
  it('links an international number by its digits, however it is written', () => {
    expect(whatsappChatHref('+49 170 1234567')).toBe('https://wa.me/491701234567');
    expect(whatsappChatHref('0041 79 123 45 67')).toBe('https://wa.me/41791234567');
    expect(whatsappChatHref('+49 (0)170 1234567')).toBe('https://wa.me/491701234567');
  });

  it("reads a national number in the record's country", () => {
    expect(whatsappChatHref('0170 1234567', 'Deutschland')).toBe('https://wa.me/491701234567');
    expect(whatsappChatHref('0664 1234567', 'Österreich')).toBe('https://wa.me/436641234567');
    expect(whatsappChatHref('079 123 45 67', 'Schweiz')).toBe('https://wa.me/41791234567');
  });

  it('gives no link where the number could be anyone’s or is none', () => {
    expect(whatsappChatHref('0170 1234567')).toBeUndefined();
    expect(whatsappChatHref('0170 1234567', 'Anderes Land')).toBeUndefined();
    expect(whatsappChatHref('+49 12')).toBeUndefined();
    expect(whatsappChatHref('')).toBeUndefined();
    expect(whatsappChatHref(null)).toBeUndefined();
  });
});

describe('telegramChatHref', () => {
  it('links a user name however it is written', () => {
    expect(telegramChatHref('@Lena_Streams')).toBe('https://t.me/lena_streams');
    expect(telegramChatHref('lena_streams')).toBe('https://t.me/lena_streams');
    expect(telegramChatHref('https://t.me/lena_streams')).toBe('https://t.me/lena_streams');
  });

  it('keeps another t.me link as typed, invitations with their case', () => {
    expect(telegramChatHref('t.me/+AbCdEf')).toBe('https://t.me/+AbCdEf');
    expect(telegramChatHref('https://t.me/joinchat/AAAAbbbb')).toBe('https://t.me/joinchat/AAAAbbbb');
  });

  it('gives no link for free text or another site', () => {
    expect(telegramChatHref('frag mich per Mail')).toBeUndefined();
    expect(telegramChatHref('https://example.com/lena')).toBeUndefined();
    expect(telegramChatHref('javascript:alert(1)')).toBeUndefined();
    expect(telegramChatHref('  ')).toBeUndefined();
  });

  it('gives no link for text with an "@" that is no Telegram name (too short, a space)', () => {
    expect(telegramChatHref('@abc')).toBeUndefined();
    expect(telegramChatHref('@lena tg')).toBeUndefined();
  });
});
