import { describe, expect, it } from 'vitest';
import {
  channelsOf,
  fillTemplate,
  placeholderProblem,
  telegramMessageHref,
  unknownPlaceholders,
  whatsappMessageHref,
} from '@shared/reply-templates.js';
import {
  replyTemplateCreateValidator,
  replyTemplateUpdateValidator,
  templateSentValidator,
} from '@shared/schemas/reply-template.js';
import { errorsOf, valueOf } from '@tests/helpers/validators.js';

const VALUES = { tiktok: '@lena.live', agentur: 'Nordlicht Agentur', recruiter: 'Ida' };

describe('fillTemplate', () => {
  it('fills every known placeholder, each time it occurs', () => {
    expect(fillTemplate('Hallo {tiktok}! {recruiter} von {agentur}. Bis bald, {tiktok}', VALUES)).toBe(
      'Hallo @lena.live! Ida von Nordlicht Agentur. Bis bald, @lena.live',
    );
  });

  it('leaves anything else as written: unknown names, braces alone, other cases', () => {
    expect(fillTemplate('{name} {Tiktok} :-{ } {}', VALUES)).toBe('{name} {Tiktok} :-{ } {}');
    expect(fillTemplate('{toString} {__proto__}', VALUES)).toBe('{toString} {__proto__}');
  });

  it('puts values in literally (a "$&" in a name is no replacement pattern)', () => {
    expect(fillTemplate('Hi {recruiter}', { ...VALUES, recruiter: 'A$&B $1' })).toBe('Hi A$&B $1');
  });
});

describe('unknownPlaceholders and placeholderProblem', () => {
  it('names each unknown placeholder once, as written', () => {
    expect(unknownPlaceholders('Hallo {tiktok}')).toEqual([]);
    expect(unknownPlaceholders('{name} {TikTok} {name} {}')).toEqual(['{name}', '{TikTok}', '{}']);
    expect(unknownPlaceholders('nur } allein und { allein')).toEqual([]);
  });

  it('says it in German, one or several', () => {
    expect(placeholderProblem('Hallo {agentur}')).toBeNull();
    expect(placeholderProblem('Hallo {vorname}')).toBe(
      'Unbekannter Platzhalter „{vorname}“. Erlaubt sind {tiktok}, {agentur}, {recruiter}.',
    );
    expect(placeholderProblem('{a} und {b}')).toBe(
      'Unbekannte Platzhalter „{a}“, „{b}“. Erlaubt sind {tiktok}, {agentur}, {recruiter}.',
    );
  });
});

describe('whatsappMessageHref', () => {
  it('opens the chat with the text, encoded, the number read in the application’s country', () => {
    expect(
      whatsappMessageHref('0170 1234567', 'Deutschland', 'Hallo @lena.live, wie geht’s? 50% & mehr'),
    ).toBe(
      'https://wa.me/491701234567?text=Hallo%20%40lena.live%2C%20wie%20geht%E2%80%99s%3F%2050%25%20%26%20mehr',
    );
    expect(whatsappMessageHref('079 123 45 67', 'Schweiz', 'Zeile 1\nZeile 2')).toBe(
      'https://wa.me/41791234567?text=Zeile%201%0AZeile%202',
    );
    expect(whatsappMessageHref('+43 664 1234567', null, 'Hi')).toBe('https://wa.me/436641234567?text=Hi');
  });

  it('gives no link where the number names no chat for certain', () => {
    expect(whatsappMessageHref('0170 1234567', null, 'Hi')).toBeUndefined();
    expect(whatsappMessageHref('0170 1234567', 'Anderes Land', 'Hi')).toBeUndefined();
    expect(whatsappMessageHref(null, 'Deutschland', 'Hi')).toBeUndefined();
  });
});

describe('telegramMessageHref and channelsOf', () => {
  it('opens the Telegram chat of a user name', () => {
    expect(telegramMessageHref('@Lena_Streams')).toBe('https://t.me/lena_streams');
    expect(telegramMessageHref('irgendwas mit Leerzeichen')).toBeUndefined();
  });

  it('offers the channels the application names a chat on', () => {
    const base = { whatsappNumber: null, telegramUsername: null, country: 'Deutschland' };
    expect(channelsOf(base)).toEqual([]);
    expect(channelsOf({ ...base, whatsappNumber: '0170 1234567' })).toEqual(['whatsapp']);
    expect(
      channelsOf({ ...base, whatsappNumber: '0170 1234567', telegramUsername: '@lena_streams' }),
    ).toEqual(['whatsapp', 'telegram']);
    expect(channelsOf({ ...base, country: 'Anderes Land', whatsappNumber: '0170 1234567' })).toEqual([]);
  });
});

describe('the reply template schemas', () => {
  it('take a name and a text, trimmed, with line breaks and known placeholders', () => {
    expect(
      valueOf(replyTemplateCreateValidator, { name: ' Willkommen ', text: 'Hallo {tiktok},\n\nbis bald' }),
    ).toEqual({
      name: 'Willkommen',
      text: 'Hallo {tiktok},\n\nbis bald',
    });
    expect(valueOf(replyTemplateUpdateValidator, { text: 'Hi', id: 4 })).toEqual({ text: 'Hi' });
  });

  it('refuse unknown placeholders with the message naming them, in create and update', () => {
    const text = 'Unbekannter Platzhalter „{name}“. Erlaubt sind {tiktok}, {agentur}, {recruiter}.';
    expect(errorsOf(replyTemplateCreateValidator, { name: 'Test', text: 'Hallo {name}' })).toEqual({ text });
    expect(errorsOf(replyTemplateUpdateValidator, { text: 'Hallo {name}' })).toEqual({ text });
  });

  it('take a template id and a channel for the sent record, nothing else', () => {
    expect(valueOf(templateSentValidator, { templateId: 3, channel: 'telegram', text: 'x' })).toEqual({
      templateId: 3,
      channel: 'telegram',
    });
    expect(errorsOf(templateSentValidator, { templateId: 0, channel: 'mail' })).toEqual({
      templateId: 'Bitte wählen Sie eine Vorlage aus',
      channel: 'Bitte wählen Sie WhatsApp oder Telegram',
    });
  });
});
