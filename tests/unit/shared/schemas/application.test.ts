import { describe, expect, it } from 'vitest';
import { COUNTRIES, STREAMING_EXPERIENCE_OPTIONS } from '@shared/constants.js';
import { applicationSubmitValidator, applicationUpdateValidator } from '@shared/schemas/application.js';
import { factories } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { errorsOf, omit, refusals, valueOf, type Input } from '@tests/helpers/validators.js';

const application: Input = factories.application();
const app = (overrides: Input) => ({ ...application, ...overrides });

describe('applicationSubmitValidator (POST /api/apply)', () => {
  it('accepts a complete application and returns it unchanged', () => {
    expect(valueOf(applicationSubmitValidator, application)).toEqual(application);
  });

  it('accepts an application with only the required fields', () => {
    const minimal = { tiktokUsername: 'abc', country: 'Schweiz', ageConfirm: true, privacyConfirm: true };
    expect(valueOf(applicationSubmitValidator, minimal)).toEqual(minimal);
  });

  it('treats empty and null optional fields as not given', () => {
    const input = app({
      whatsappNumber: null,
      telegramUsername: '',
      website: '',
      streamingExperience: null,
      currentAgency: null,
    });
    expect(valueOf(applicationSubmitValidator, input)).toEqual(input);
  });

  it.each(['www.mein-kanal.de', 'instagram.com/meinname', 'https://lena.example/profil'])(
    'accepts the website %j as typed (the service completes it)',
    (website) => {
      expect(valueOf(applicationSubmitValidator, app({ website })).website).toBe(website);
    },
  );

  it.each(COUNTRIES)('accepts the country %s', (country) => {
    expect(valueOf(applicationSubmitValidator, app({ country })).country).toBe(country);
  });

  it.each(STREAMING_EXPERIENCE_OPTIONS)('accepts the streaming experience "%s"', (option) => {
    expect(
      valueOf(applicationSubmitValidator, app({ streamingExperience: option })).streamingExperience,
    ).toBe(option);
  });

  const rows = refusals({ ...SPEC.application, ...SERVER }, [
    ['a TikTok name of 2 characters', app({ tiktokUsername: 'ab' }), 'tiktokUsername'],
    [
      'a TikTok name that is 2 characters after trimming',
      app({ tiktokUsername: '  ab  ' }),
      'tiktokUsername',
    ],
    ['an empty TikTok name', app({ tiktokUsername: '' }), 'tiktokUsername'],
    ['a TikTok name that is not a string', app({ tiktokUsername: 12345 }), 'tiktokUsername'],
    ['a missing TikTok name', omit(application, 'tiktokUsername'), 'tiktokUsername'],
    ['a missing country', omit(application, 'country'), 'country'],
    ['an empty country', app({ country: '' }), 'country'],
    ['a country outside DACH (Frankreich)', app({ country: 'Frankreich' }), 'country'],
    ['the English country name Germany', app({ country: 'Germany' }), 'country'],
    ['a null country', app({ country: null }), 'country'],
    ['ageConfirm false', app({ ageConfirm: false }), 'ageConfirm'],
    ['a missing ageConfirm', omit(application, 'ageConfirm'), 'ageConfirm'],
    ['ageConfirm as the string "true"', app({ ageConfirm: 'true' }), 'ageConfirm'],
    ['ageConfirm 1', app({ ageConfirm: 1 }), 'ageConfirm'],
    ['privacyConfirm false', app({ privacyConfirm: false }), 'privacyConfirm'],
    ['a missing privacyConfirm', omit(application, 'privacyConfirm'), 'privacyConfirm'],
    ['privacyConfirm null', app({ privacyConfirm: null }), 'privacyConfirm'],
    ['a javascript: website', app({ website: 'javascript:alert(1)' }), 'website'],
    ['a data: website', app({ website: 'data:text/html,<b>x</b>' }), 'website'],
    ['a file: website', app({ website: 'file:///etc/passwd' }), 'website'],
    ['a website without a dot in the host', app({ website: 'meinname' }), 'website'],
    ['a website with spaces', app({ website: 'mein kanal punkt de' }), 'website'],
    ['an unknown streaming experience', app({ streamingExperience: 'ewig' }), 'streamingExperience'],
  ]);
  it.each(rows)('refuses %s', (_description, input, errors) => {
    expect(errorsOf(applicationSubmitValidator, input)).toEqual(errors);
  });

  it('refuses the issue’s unreachable applicant with a message under each field', () => {
    const input = app({ tiktokUsername: 'a b!', whatsappNumber: '12ab', telegramUsername: 'x' });
    expect(errorsOf(applicationSubmitValidator, input)).toEqual({
      tiktokUsername: SERVER.tiktokUsernameCharacters,
      whatsappNumber: SERVER.whatsappNumber,
      telegramUsername: SERVER.telegramUsername,
    });
  });

  it.each([
    ['@lena.live'],
    ['lena.live'],
    ['  @Lena_Live.24  '],
    ['abc'],
    ['x'.repeat(24)],
    [`@${'x'.repeat(24)}`],
  ])('accepts the TikTok name %j', (tiktokUsername) => {
    expect(valueOf(applicationSubmitValidator, app({ tiktokUsername })).tiktokUsername).toBe(
      tiktokUsername.trim(),
    );
  });

  it.each([
    ['2 characters', 'ab', SPEC.application.tiktokUsername],
    ['2 characters after the "@"', '@ab', SPEC.application.tiktokUsername],
    ['2 characters inside spaces', '  @ab  ', SPEC.application.tiktokUsername],
    ['only an "@"', '@', SPEC.application.tiktokUsername],
    ['25 characters', 'x'.repeat(25), SERVER.tiktokUsernameCharacters],
    ['a space and "!"', 'a b!', SERVER.tiktokUsernameCharacters],
    ['a hyphen', 'lena-live', SERVER.tiktokUsernameCharacters],
    ['an umlaut', 'jörg.live', SERVER.tiktokUsernameCharacters],
    ['a profile link', 'tiktok.com/@lena.live', SERVER.tiktokUsernameCharacters],
    ['an invisible character', '@le\u202Ena', SERVER.tiktokUsernameCharacters],
  ])('refuses a TikTok name with %s', (_case, tiktokUsername, message) => {
    expect(errorsOf(applicationSubmitValidator, app({ tiktokUsername }))).toEqual({
      tiktokUsername: message,
    });
  });

  it.each([
    ['0170 1234567', 'Deutschland'],
    ['030 1234567', 'Deutschland'],
    ['0660 1234567', 'Österreich'],
    ['01 5123456', 'Österreich'],
    ['079 123 45 67', 'Schweiz'],
    ['+49 170 1234567', 'Schweiz'],
    ['0043 660 1234567', 'Deutschland'],
    ['+48 512 345 678', 'Österreich'],
  ])('accepts the WhatsApp number %s in %s', (whatsappNumber, country) => {
    expect(valueOf(applicationSubmitValidator, app({ whatsappNumber, country })).whatsappNumber).toBe(
      whatsappNumber,
    );
  });

  it.each([
    ['letters', '12ab', 'Deutschland'],
    ['too few digits', '0170 12', 'Deutschland'],
    ['a Swiss mobile number from Austria', '079 123 45 67', 'Österreich'],
    ['a German mobile number from Switzerland', '0170 1234567', 'Schweiz'],
    ['an unknown calling code', '+999 1234567', 'Deutschland'],
    ['a German number too short', '+49 1234', 'Schweiz'],
  ])('refuses a WhatsApp number with %s', (_case, whatsappNumber, country) => {
    expect(errorsOf(applicationSubmitValidator, app({ whatsappNumber, country }))).toEqual({
      whatsappNumber: SERVER.whatsappNumber,
    });
  });

  it('leaves the WhatsApp number to the country’s message while no country is chosen', () => {
    expect(
      errorsOf(applicationSubmitValidator, app({ whatsappNumber: '0170 1234567', country: '' })),
    ).toEqual({
      country: SPEC.application.country,
    });
  });

  it.each([['lena_tg'], ['@lena_tg'], ['t.me/lena_tg'], ['https://t.me/Lena_TG'], ['lenas']])(
    'accepts the Telegram name %j',
    (telegramUsername) => {
      expect(valueOf(applicationSubmitValidator, app({ telegramUsername })).telegramUsername).toBe(
        telegramUsername,
      );
    },
  );

  it.each([
    ['1 character', 'x'],
    ['4 characters', '@lena'],
    ['33 characters', `a${'b'.repeat(32)}`],
    ['a digit first', '1lena_tg'],
    ['a dot', 'lena.tg'],
    ['an invitation link', 't.me/+AbCdEf123'],
    ['Telegram’s own path', 'https://t.me/joinchat'],
  ])('refuses a Telegram name with %s', (_case, telegramUsername) => {
    expect(errorsOf(applicationSubmitValidator, app({ telegramUsername }))).toEqual({
      telegramUsername: SERVER.telegramUsername,
    });
  });

  it('reports every required field of an empty body at once', () => {
    expect(errorsOf(applicationSubmitValidator, {})).toEqual(SPEC.application);
  });

  it('trims strings before storing them and before the length check', () => {
    const value = valueOf(
      applicationSubmitValidator,
      app({ tiktokUsername: '  abc  ', telegramUsername: ' @lena_tg ' }),
    );
    expect(value.tiktokUsername).toBe('abc');
    expect(value.telegramUsername).toBe('@lena_tg');
  });

  it('removes fields the client must not set (id, createdAt, status, notes, isAdult)', () => {
    const value = valueOf(
      applicationSubmitValidator,
      app({
        id: 99,
        createdAt: '2000-01-01T00:00:00.000Z',
        status: 'completed',
        notes: 'intern',
        isAdult: false,
      }),
    );
    expect(value).toEqual(application);
    expect(value).not.toHaveProperty('id');
    expect(value).not.toHaveProperty('createdAt');
  });

  it('does not change the object passed in', () => {
    const input = app({ tiktokUsername: '  abc  ', id: 5 });
    valueOf(applicationSubmitValidator, input);
    expect(input).toEqual(app({ tiktokUsername: '  abc  ', id: 5 }));
  });
});

describe('applicationUpdateValidator (PATCH /api/admin/applications/{id})', () => {
  it.each(['new', 'in_progress', 'completed'])('accepts the status %s', (status) => {
    const input = { status, notes: 'Rückruf am Montag' };
    expect(valueOf(applicationUpdateValidator, input)).toEqual(input);
  });

  it('accepts a body without notes (notes omitted when empty)', () => {
    expect(valueOf(applicationUpdateValidator, { status: 'in_progress' })).toEqual({ status: 'in_progress' });
  });

  it('refuses an unknown status', () => {
    expect(errorsOf(applicationUpdateValidator, { status: 'done' })).toEqual({ status: SERVER.status });
  });

  it('refuses notes over 5000 characters', () => {
    expect(errorsOf(applicationUpdateValidator, { notes: 'x'.repeat(5001) })).toEqual({
      notes: SERVER.notes,
    });
  });

  it('removes id, createdAt and the applicant fields', () => {
    const input = { status: 'completed', id: 7, createdAt: '2000-01-01', tiktokUsername: 'neu' };
    expect(valueOf(applicationUpdateValidator, input)).toEqual({ status: 'completed' });
  });
});
