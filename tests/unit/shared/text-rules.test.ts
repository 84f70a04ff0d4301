import fs from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { adminFormSchemas } from '@shared/admin-form-validators.js';
import { standaloneValidators, type StandaloneModules } from '@shared/build/standalone-validators.js';
import { publicFormSchemas } from '@shared/form-validators.js';
import { applicationSubmitValidator, applicationUpdateValidator } from '@shared/schemas/application.js';
import { contactMessageValidator } from '@shared/schemas/contact.js';
import { loginValidator } from '@shared/schemas/login.js';
import type { FieldErrors, Validator } from '@shared/validation.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const faqCreateValidator = CONTENT_VALIDATORS.faqs.create;
const faqUpdateValidator = CONTENT_VALIDATORS.faqs.update;
const feedbackCreateValidator = CONTENT_VALIDATORS.feedbacks.create;
const feedbackUpdateValidator = CONTENT_VALIDATORS.feedbacks.update;
const highlightCreateValidator = CONTENT_VALIDATORS.highlights.create;
const highlightUpdateValidator = CONTENT_VALIDATORS.highlights.update;
const livestreamCreateValidator = CONTENT_VALIDATORS.livestreams.create;
const livestreamUpdateValidator = CONTENT_VALIDATORS.livestreams.update;
const streamerCreateValidator = CONTENT_VALIDATORS.streamers.create;
const streamerUpdateValidator = CONTENT_VALIDATORS.streamers.update;

const INVISIBLE = 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden';

/** A valid payload per validator: each text field of it is then spoiled in turn. */
const CASES: Array<[string, Validator<TSchema>, Record<string, unknown>]> = [
  [
    'application',
    applicationSubmitValidator,
    {
      tiktokUsername: '@lena.live',
      whatsappNumber: '+49 1512 3456789',
      telegramUsername: '@lena_tg',
      website: 'https://lena.example/profil',
      country: 'Deutschland',
      currentAgency: 'Keine',
      ageConfirm: true,
      privacyConfirm: true,
    },
  ],
  ['application update', applicationUpdateValidator, { notes: 'Rückruf am Montag' }],
  [
    'contact',
    contactMessageValidator,
    {
      name: 'Max Muster',
      email: 'max@example.org',
      whatsappNumber: '+49 170 1234567',
      telegramUsername: '@max_muster',
      subject: 'Kooperation',
      message: 'Hallo, ich hätte gern mehr Informationen.',
    },
  ],
  ['faq', faqCreateValidator, { question: 'Wie lange dauert es?', answer: 'Wir melden uns in 48 Stunden.' }],
  ['faq update', faqUpdateValidator, { question: 'Wie lange dauert es?', answer: 'Wir melden uns bald.' }],
  [
    'feedback',
    feedbackCreateValidator,
    {
      name: 'Jonas',
      content: 'Super Betreuung.',
      role: 'Gaming Creator',
      profileImageUrl: '/uploads/a.webp',
      tiktokUrl: 'https://www.tiktok.com/@jonas',
    },
  ],
  ['feedback update', feedbackUpdateValidator, { name: 'Jonas', content: 'Super Betreuung.' }],
  [
    'highlight',
    highlightCreateValidator,
    { title: 'Treffen', description: 'In Berlin', imageUrl: '/uploads/b.webp', date: 'Oktober 2026' },
  ],
  ['highlight update', highlightUpdateValidator, { title: 'Treffen', date: 'Mai 2026' }],
  [
    'livestream',
    livestreamCreateValidator,
    { day: 'friday', time: '20:00', title: 'Battle', description: 'Groß' },
  ],
  ['livestream update', livestreamUpdateValidator, { time: '21:00', title: 'Battle' }],
  [
    'streamer',
    streamerCreateValidator,
    {
      name: 'Mia',
      tiktokUsername: '@mia.live',
      tiktokUrl: 'https://www.tiktok.com/@mia.live',
      profileImageUrl: '/uploads/c.webp',
      description: 'Talk und Musik',
      tags: 'Top 100, Musik',
    },
  ],
  ['streamer update', streamerUpdateValidator, { name: 'Mia', tags: 'Musik' }],
];

const spoil = (value: string, character: string) => {
  // In the middle, so trimming cannot remove it; URLs keep their shape.
  const middle = Math.max(1, Math.floor(value.length / 2));
  return value.slice(0, middle) + character + value.slice(middle);
};

const errorsOf = (validator: Validator<TSchema>, input: Record<string, unknown>): FieldErrors => {
  const result = validator.validate(input);
  return result.ok ? {} : result.errors;
};

describe('the shared text rule, on every text field of every payload', () => {
  for (const [name, validator, valid] of CASES) {
    it(`${name}: the valid payload passes`, () => {
      expect(errorsOf(validator, valid)).toEqual({});
    });
    const fields = Object.keys(valid).filter((field) => typeof valid[field] === 'string');
    for (const field of fields) {
      it.each([
        ['NUL', '\u0000'],
        ['right-to-left override U+202E', '\u202E'],
        ['zero-width space U+200B', '\u200B'],
        ['byte order mark U+FEFF', '\uFEFF'],
        ['Hangul filler U+3164', '\u3164'],
        ['escape', '\u001B'],
        ['line separator U+2028', '\u2028'],
      ])(`${name}.${field} refuses %s`, (_label, character) => {
        const errors = errorsOf(validator, { ...valid, [field]: spoil(String(valid[field]), character) });
        expect(errors[field]).toBeDefined();
      });
    }
  }
});

describe('what the rule allows and how it counts', () => {
  it('allows line breaks and tabs only in multi-line fields', () => {
    const faq = { question: 'Wie lange dauert es?', answer: 'Erste Zeile\r\nzweite Zeile\tmit Tab' };
    expect(errorsOf(faqCreateValidator, faq)).toEqual({});
    expect(errorsOf(faqCreateValidator, { ...faq, question: 'Wie lange\ndauert es?' })).toEqual({
      question: INVISIBLE,
    });
    expect(
      errorsOf(livestreamCreateValidator, {
        day: 'friday',
        time: '20:00',
        title: 'A\tB',
        description: 'Zeile 1\nZeile 2',
      }),
    ).toEqual({ title: INVISIBLE });
  });

  it('keeps emoji working: presentation selectors, skin tones and joined emoji', () => {
    for (const question of [
      'Wie wird man ❤️ Creator?',
      'Wer hilft mir 👩🏽‍💻 beim Setup?',
      'Familie 👨‍👩‍👧 erlaubt?',
    ]) {
      expect(errorsOf(faqCreateValidator, { question, answer: 'Ja, natürlich geht das.' })).toEqual({});
    }
    // A joiner that joins nothing is refused.
    expect(
      errorsOf(faqCreateValidator, {
        question: 'Wie\u200Dlange dauert es?',
        answer: 'Ja, natürlich geht das.',
      }),
    ).toEqual({ question: INVISIBLE });
  });

  it('measures the minimum length in visible characters', () => {
    const answer = 'Eine lange Antwort.';
    // Five characters, but only two visible: the variation selectors are allowed, yet invisible.
    expect(errorsOf(faqCreateValidator, { question: 'ab\uFE0F\uFE0F\uFE0F', answer })).toEqual({
      question: 'Frage muss mindestens 5 Zeichen lang sein',
    });
    expect(errorsOf(faqCreateValidator, { question: 'Äpfel', answer })).toEqual({});
    expect(errorsOf(faqCreateValidator, { question: '❤️❤️❤️❤️❤️', answer })).toEqual({});
  });

  it('refuses invisible fillers: a blank Braille pattern, or a variation selector standing alone', () => {
    const answer = 'Eine lange Antwort.';
    expect(errorsOf(faqCreateValidator, { question: '\u2800'.repeat(5), answer }).question).toBeDefined();
    const streamer = CASES.find(([name]) => name === 'streamer')![2];
    expect(errorsOf(streamerCreateValidator, { ...streamer, name: '\uFE0F'.repeat(20) })).toEqual({
      name: INVISIBLE,
    });
    expect(errorsOf(streamerUpdateValidator, { tags: '\uFE0FMusik' })).toEqual({ tags: INVISIBLE });
  });

  it('leaves passwords alone: any character may be part of one', () => {
    expect(errorsOf(loginValidator, { username: 'anna', password: 'pass\u200Bwort\u0001' })).toEqual({});
  });

  it('stays fast on long hostile input (no backtracking blow-up)', () => {
    const hostile = '❤️'.repeat(2400) + '\u0000';
    // This process's CPU time, not the wall clock: a busy machine does not make the check slower.
    const started = process.cpuUsage();
    expect(errorsOf(faqCreateValidator, { question: 'Frage?', answer: hostile }).answer).toBeDefined();
    const { user, system } = process.cpuUsage(started);
    // About 1 ms in practice; a backtracking blow-up would take seconds.
    expect((user + system) / 1000).toBeLessThan(1000);
  });
});

describe('the browser’s precompiled validators apply the same rule', () => {
  const root = path.resolve('.');
  const outDir = fs.mkdtempSync(path.join(root, 'tests/.standalone-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  async function compiled(file: string, schemas: StandaloneModules[string]) {
    const plugin = standaloneValidators(root, { [file]: schemas });
    const load = plugin.load as (id: string) => string | null;
    const code = load.call(undefined, `\0standalone-validators:${path.join(root, file)}`);
    const target = path.join(outDir, `${path.basename(file, '.ts')}.mjs`);
    fs.writeFileSync(target, code!);
    return (await import(target)) as Record<
      string,
      ((input: Record<string, unknown>) => FieldErrors) &
        Record<string, (input: Record<string, unknown>) => FieldErrors>
    >;
  }

  it('refuses invisible characters in the public forms and in the control centre’s forms', async () => {
    const forms = await compiled('shared/form-validators.ts', publicFormSchemas);
    const valid = CASES[0]![2];
    expect(forms.validateApplicationForm!(valid)).toEqual({});
    expect(forms.validateApplicationForm!({ ...valid, currentAgency: 'Kei\u202Ene' })).toEqual({
      currentAgency: INVISIBLE,
    });
    expect(forms.validateContactForm!({ ...CASES[2]![2], message: 'Hallo\nwie geht es dir?' })).toEqual({});

    const admin = await compiled('shared/admin-form-validators.ts', adminFormSchemas);
    expect(
      admin.validateContentForm!.faqs!({ question: '\u200B'.repeat(5), answer: 'Eine lange Antwort.' }),
    ).toHaveProperty('question');
    expect(
      admin.validateContentForm!.faqs!({ question: 'Wer hilft 👩🏽‍💻?', answer: 'Zeile 1\nZeile 2' }),
    ).toEqual({});
  });

  it('checks TikTok, WhatsApp (in the chosen country) and Telegram as the server does', async () => {
    const forms = await compiled('shared/form-validators.ts', publicFormSchemas);
    const valid = CASES[0]![2];
    const inputs = [
      { tiktokUsername: 'a b!', whatsappNumber: '12ab', telegramUsername: 'x' },
      { tiktokUsername: '@ab' },
      { tiktokUsername: 'x'.repeat(25) },
      { whatsappNumber: '079 123 45 67', country: 'Schweiz' },
      { whatsappNumber: '079 123 45 67', country: 'Österreich' },
      { whatsappNumber: '0170 1234567', country: '' },
      { whatsappNumber: '0043 660 1234567', country: 'Deutschland' },
      { telegramUsername: 'https://t.me/lena_tg' },
      { telegramUsername: 't.me/joinchat' },
    ].map((changes) => ({ ...valid, ...changes }));
    for (const input of inputs) {
      expect(forms.validateApplicationForm!(input), JSON.stringify(input)).toEqual(
        errorsOf(applicationSubmitValidator, input),
      );
    }
    expect(forms.validateApplicationForm!(inputs[0]!)).toEqual({
      tiktokUsername: expect.stringContaining('TikTok-Name'),
      whatsappNumber: expect.stringContaining('WhatsApp-Nummer'),
      telegramUsername: expect.stringContaining('Telegram-Namen'),
    });
    const contact = { ...CASES[2]![2], whatsappNumber: '0999 1234567' };
    expect(forms.validateContactForm!(contact)).toEqual(errorsOf(contactMessageValidator, contact));
    expect(forms.validateContactForm!(contact)).toHaveProperty('whatsappNumber');
  });

  it('carries the phone check only where a schema uses it', () => {
    const load = (file: string, schemas: StandaloneModules[string]) =>
      (standaloneValidators(root, { [file]: schemas }).load as (id: string) => string)(
        `\0standalone-validators:${path.join(root, file)}`,
      );
    expect(load('shared/form-validators.ts', publicFormSchemas)).toContain('phone-number.ts');
    expect(load('shared/admin-form-validators.ts', adminFormSchemas)).not.toContain('phone-number');
  });
});
