import { describe, expect, it } from 'vitest';
import { telegramName, tiktokName } from '@shared/contact-names.js';
import { telegramChatHref } from '@shared/chat-links.js';
import { normalizeHandle } from '@shared/data-request.js';

describe('tiktokName (TikTok: letters, digits, _ and ., 3–24 characters)', () => {
  it.each([
    ['lena.live', 'lena.live'],
    ['@lena.live', 'lena.live'],
    [' lena_live ', 'lena_live'],
    ['  @Lena.Live_24  ', 'Lena.Live_24'],
    ['abc', 'abc'],
    ['x'.repeat(24), 'x'.repeat(24)],
  ])('reads %j as %j', (input, name) => {
    expect(tiktokName(input)).toBe(name);
  });

  it.each([
    ['2 characters', 'ab'],
    ['2 characters after the @', '@ab'],
    ['25 characters', 'x'.repeat(25)],
    ['a space and a "!"', 'a b!'],
    ['a hyphen', 'lena-live'],
    ['an umlaut', 'jörg.live'],
    ['a profile link (the form asks for the name)', 'tiktok.com/@lena.live'],
    ['only an @', '@'],
    ['nothing', ''],
  ])('refuses %s', (_case, input) => {
    expect(tiktokName(input)).toBeUndefined();
  });
});

describe('telegramName (Telegram: 5–32 letters, digits and _, a letter first)', () => {
  it.each([
    ['lena_tg', 'lena_tg'],
    ['@lena_tg', 'lena_tg'],
    ['  @Lena_TG  ', 'Lena_TG'],
    ['t.me/lena_tg', 'lena_tg'],
    ['https://t.me/lena_tg', 'lena_tg'],
    ['http://www.t.me/lena_tg/', 'lena_tg'],
    ['telegram.me/lena_tg', 'lena_tg'],
    ['lenas', 'lenas'],
    [`a${'b'.repeat(31)}`, `a${'b'.repeat(31)}`],
  ])('reads %j as %j', (input, name) => {
    expect(telegramName(input)).toBe(name);
  });

  it.each([
    ['1 character', 'x'],
    ['4 characters', '@lena'],
    ['33 characters', `a${'b'.repeat(32)}`],
    ['a digit first', '1lena'],
    ['"_" first', '_lena_tg'],
    ['a dot', 'lena.tg'],
    ['a space', 'Lena T'],
    ['an invitation', 't.me/+AbCdEf123'],
    ['Telegram’s own path', 't.me/joinchat'],
    ['a post', 't.me/lena_tg/42'],
    ['a bot link with a start parameter', 't.me/lena_bot?start=Xy'],
    ['another site', 'https://example.com/lena_tg'],
    ['nothing', ''],
  ])('refuses %s', (_case, input) => {
    expect(telegramName(input)).toBeUndefined();
  });
});

describe('the rules of the forms, of Auskunft & Löschung and of the chat links', () => {
  it('compares a name the form accepts as the name it stores', () => {
    expect(normalizeHandle('https://t.me/Lena_TG', 'telegram')).toBe(
      `@${telegramName('Lena_TG')!.toLowerCase()}`,
    );
    expect(normalizeHandle(' @Lena.Live ', 'tiktok')).toBe('@lena.live');
    expect(telegramChatHref(telegramName('t.me/lena_tg'))).toBe('https://t.me/lena_tg');
  });

  it('reads Telegram’s collectible 4-character names where records are found, never in a form', () => {
    // The form refuses them (5–32); what is stored or asked for in an Auskunft is still a name.
    expect(telegramName('@lena')).toBeUndefined();
    expect(telegramName('@Lena', { collectible: true })).toBe('Lena');
    expect(normalizeHandle('@Lena', 'telegram')).toBe(normalizeHandle('t.me/lena', 'telegram'));
    expect(normalizeHandle('lena', 'telegram')).toBe('@lena');
    expect(telegramChatHref('@Lena')).toBe('https://t.me/lena');
    expect(telegramName('@abc', { collectible: true })).toBeUndefined();
  });

  it('compares what is no name by the rule as typed, and links no chat for it', () => {
    expect(normalizeHandle('@abc', 'telegram')).toBe('@abc');
    expect(telegramChatHref('Lena T')).toBeUndefined();
    // TikTok compares any text without "@" and in lower case.
    expect(normalizeHandle('@AB', 'tiktok')).toBe('ab');
  });
});
