import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { COUNTRIES, STREAMING_EXPERIENCE_OPTIONS, WEEKDAYS } from '../../../shared/constants.js';
import {
  applicationSubmitValidator,
  applicationUpdateValidator,
} from '../../../shared/schemas/application.js';
import { contactMessageUpdateValidator, contactMessageValidator } from '../../../shared/schemas/contact.js';
import { faqCreateValidator, faqUpdateValidator } from '../../../shared/schemas/faq.js';
import { feedbackCreateValidator, feedbackUpdateValidator } from '../../../shared/schemas/feedback.js';
import { highlightCreateValidator, highlightUpdateValidator } from '../../../shared/schemas/highlight.js';
import { livestreamCreateValidator, livestreamUpdateValidator } from '../../../shared/schemas/livestream.js';
import { loginValidator } from '../../../shared/schemas/login.js';
import {
  streamerCreateValidator,
  streamerNameFromTiktok,
  streamerUpdateValidator,
} from '../../../shared/schemas/streamer.js';
import { uploadValidator } from '../../../shared/schemas/upload.js';
import { isHttpUrl, isSafeUrl } from '../../../shared/url.js';
import type { FieldErrors, Validator } from '../../../shared/validation.js';

// The texts of spec section 5, word for word (deliberately not imported from shared/messages.ts).
const SPEC = {
  application: {
    tiktokUsername: 'Benutzername muss mindestens 3 Zeichen lang sein',
    country: 'Bitte wähle dein Land aus',
    ageConfirm: 'Du musst mindestens 18 Jahre alt sein, um dich zu bewerben',
    privacyConfirm: 'Du musst der Datenschutzerklärung zustimmen',
  },
  contact: {
    name: 'Name muss mindestens 2 Zeichen lang sein',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    subject: 'Betreff muss mindestens 3 Zeichen lang sein',
    message: 'Nachricht muss mindestens 10 Zeichen lang sein',
  },
  login: 'Bitte füllen Sie beide Felder aus.',
  livestream: {
    day: 'Tag ist erforderlich',
    time: 'Uhrzeit ist erforderlich',
    title: 'Titel ist erforderlich',
  },
  highlight: {
    title: 'Titel ist erforderlich',
    description: 'Beschreibung ist erforderlich',
    imageUrl: 'Thumbnail ist erforderlich',
    date: 'Datum ist erforderlich',
  },
  streamer: {
    profileImageUrl: 'Profilbild ist erforderlich',
    tiktokUsername: 'TikTok-Name ist erforderlich',
    tiktokUrl: 'Bitte geben Sie eine gültige URL ein',
  },
  feedback: {
    name: 'Name muss mindestens 3 Zeichen lang sein',
    content: 'Text muss mindestens 5 Zeichen lang sein',
    profileImageUrl: 'Ein Profilbild ist erforderlich',
  },
  faq: {
    question: 'Frage muss mindestens 5 Zeichen lang sein',
    answer: 'Antwort muss mindestens 10 Zeichen lang sein',
  },
  upload: { invalidType: 'Ungültiger Dateityp' },
} as const;

// Texts the spec leaves open; the server's own wording (shared/messages.ts).
const SERVER = {
  url: 'Bitte geben Sie eine gültige URL ein',
  website: 'Bitte gib eine gültige Webadresse ein (http:// oder https://)',
  streamingExperience: 'Bitte wähle eine der angebotenen Optionen',
  streamerName: 'Name ist erforderlich',
  streamerCountry: 'Bitte wählen Sie ein Land aus',
  rating: 'Bewertung muss zwischen 1 und 5 liegen',
  order0: 'Position muss eine ganze Zahl ab 0 sein',
  order1: 'Position muss eine ganze Zahl ab 1 sein',
  boolean: 'Bitte wählen Sie Ja oder Nein',
  status: 'Bitte wählen Sie einen gültigen Status aus',
  notes: 'Notizen dürfen höchstens 5000 Zeichen lang sein',
  isRead: 'Bitte geben Sie an, ob die Nachricht gelesen ist',
  uploadType: 'Bitte geben Sie den Upload-Typ an (highlight oder profile)',
} as const;

type Input = Record<string, unknown>;

/** The field errors of an input that must be refused. */
function errorsOf<T extends TSchema>(validator: Validator<T>, input: unknown): FieldErrors {
  const result = validator.validate(input);
  if (result.ok) throw new Error(`expected the input to be refused, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

/** The validated value of an input that must be accepted. */
function valueOf<T extends TSchema>(validator: Validator<T>, input: unknown): Input {
  const result = validator.validate(input);
  if (!result.ok) throw new Error(`expected the input to be accepted, got ${JSON.stringify(result.errors)}`);
  return result.value as Input;
}

function omit(input: Input, ...keys: string[]): Input {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !keys.includes(key)));
}

/** A table row [case, input, field]; refusals() makes it [case, input, { [field]: messages[field] }]. */
type Refusal = [description: string, input: Input, field: string];

function refusals(messages: Record<string, string>, list: Refusal[]) {
  return list.map(
    ([description, input, field]) =>
      [description, input, { [field]: messages[field] ?? `no message for ${field}` } as FieldErrors] as const,
  );
}

const application: Input = {
  tiktokUsername: '@lena.live',
  whatsappNumber: '+49 151 23456789',
  telegramUsername: '@lena',
  website: 'https://lena.example',
  country: 'Deutschland',
  streamingExperience: '1-3 Monate',
  currentAgency: '',
  ageConfirm: true,
  privacyConfirm: true,
};
const contact: Input = {
  name: 'Max Muster',
  email: 'max@example.org',
  subject: 'Kooperation',
  message: 'Hallo, ich hätte gern mehr Informationen.',
};
const livestream: Input = {
  day: 'friday',
  time: '20:00',
  title: 'Freitags-Battle',
  description: 'Battle',
  isLive: false,
};
const highlight: Input = {
  title: 'Creator-Treffen',
  description: 'Unser erstes Treffen in Berlin',
  imageUrl: '/uploads/seed-highlight-1.webp',
  date: 'Oktober 2026',
};
const streamer: Input = {
  name: 'Mia',
  tiktokUsername: '@mia.live',
  tiktokUrl: 'https://www.tiktok.com/@mia.live',
  profileImageUrl: '/uploads/seed-streamer-1.webp',
  description: 'Talk und Musik',
  country: 'Österreich',
  tags: 'Top 100 LIVE, Musik',
  tagColor: 'pink',
  frameType: 'queen',
  featured: true,
  order: 0,
};
const feedback: Input = {
  name: 'Jonas',
  content: 'Super Betreuung von Anfang an.',
  rating: 4.5,
  role: 'Gaming Creator',
  profileImageUrl: '/uploads/seed-feedback-1.webp',
  tiktokUrl: 'https://www.tiktok.com/@jonas',
  order: 1,
};
const faq: Input = {
  question: 'Wie lange dauert die Antwort?',
  answer: 'Wir melden uns innerhalb von 48 Stunden.',
};
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const app = (overrides: Input) => ({ ...application, ...overrides });
const con = (overrides: Input) => ({ ...contact, ...overrides });
const ls = (overrides: Input) => ({ ...livestream, ...overrides });
const hl = (overrides: Input) => ({ ...highlight, ...overrides });
const st = (overrides: Input) => ({ ...streamer, ...overrides });
const fb = (overrides: Input) => ({ ...feedback, ...overrides });
const fq = (overrides: Input) => ({ ...faq, ...overrides });

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
    ['a website without scheme', app({ website: 'lena.example' }), 'website'],
    ['an unknown streaming experience', app({ streamingExperience: 'ewig' }), 'streamingExperience'],
  ]);
  it.each(rows)('refuses %s', (_description, input, errors) => {
    expect(errorsOf(applicationSubmitValidator, input)).toEqual(errors);
  });

  it('reports every required field of an empty body at once', () => {
    expect(errorsOf(applicationSubmitValidator, {})).toEqual(SPEC.application);
  });

  it('trims strings before storing them and before the length check', () => {
    const value = valueOf(
      applicationSubmitValidator,
      app({ tiktokUsername: '  abc  ', telegramUsername: ' @lena ' }),
    );
    expect(value.tiktokUsername).toBe('abc');
    expect(value.telegramUsername).toBe('@lena');
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

describe('contactMessageValidator (contact form)', () => {
  it('accepts a valid message', () => {
    expect(valueOf(contactMessageValidator, contact)).toEqual(contact);
  });

  const rows = refusals(SPEC.contact, [
    ['a name of 1 character', con({ name: 'M' }), 'name'],
    ['a name of 1 character surrounded by spaces', con({ name: '   M   ' }), 'name'],
    ['a missing name', omit(contact, 'name'), 'name'],
    ['an e-mail without @', con({ email: 'max.example.org' }), 'email'],
    ['an e-mail without domain', con({ email: 'max@' }), 'email'],
    ['an e-mail without local part', con({ email: '@example.org' }), 'email'],
    ['an e-mail with a space', con({ email: 'max mustermann@example.org' }), 'email'],
    ['an empty e-mail', con({ email: '' }), 'email'],
    ['a missing e-mail', omit(contact, 'email'), 'email'],
    ['a subject of 2 characters', con({ subject: 'Hi' }), 'subject'],
    ['a missing subject', omit(contact, 'subject'), 'subject'],
    ['a message of 9 characters', con({ message: '123456789' }), 'message'],
    ['a message of 9 characters plus spaces', con({ message: '   123456789   ' }), 'message'],
    ['a missing message', omit(contact, 'message'), 'message'],
  ]);
  it.each(rows)('refuses %s', (_description, input, errors) => {
    expect(errorsOf(contactMessageValidator, input)).toEqual(errors);
  });

  it('accepts the minimum lengths exactly (name 2, subject 3, message 10)', () => {
    const input = con({ name: 'Jo', subject: 'Hey', message: '1234567890' });
    expect(valueOf(contactMessageValidator, input)).toEqual(input);
  });

  it('reports all four fields of an empty body', () => {
    expect(errorsOf(contactMessageValidator, {})).toEqual(SPEC.contact);
  });
});

describe('contactMessageUpdateValidator (PATCH /api/admin/messages/{id})', () => {
  it('accepts isRead true and false', () => {
    expect(valueOf(contactMessageUpdateValidator, { isRead: true })).toEqual({ isRead: true });
    expect(valueOf(contactMessageUpdateValidator, { isRead: false })).toEqual({ isRead: false });
  });

  it.each([
    ['missing', {}],
    ['a string', { isRead: 'ja' }],
    ['null', { isRead: null }],
  ])('refuses isRead %s', (_label, input) => {
    expect(errorsOf(contactMessageUpdateValidator, input)).toEqual({ isRead: SERVER.isRead });
  });
});

describe('loginValidator', () => {
  const both = { username: SPEC.login, password: SPEC.login };
  it.each<[string, Input, FieldErrors]>([
    ['an empty body', {}, both],
    ['two empty strings', { username: '', password: '' }, both],
    ['an empty username', { username: '', password: 'geheim' }, { username: SPEC.login }],
    ['a username of spaces only', { username: '   ', password: 'geheim' }, { username: SPEC.login }],
    ['a missing username', { password: 'geheim' }, { username: SPEC.login }],
    ['an empty password', { username: 'admin', password: '' }, { password: SPEC.login }],
    ['a missing password', { username: 'admin' }, { password: SPEC.login }],
    ['values that are not strings', { username: 5, password: true }, both],
  ])('refuses %s with "Bitte füllen Sie beide Felder aus."', (_label, input, errors) => {
    expect(errorsOf(loginValidator, input)).toEqual(errors);
  });

  it('trims the username but keeps the password exactly as typed', () => {
    expect(valueOf(loginValidator, { username: '  admin  ', password: '  geheim  ' })).toEqual({
      username: 'admin',
      password: '  geheim  ',
    });
  });

  it('removes unknown fields', () => {
    const input = { username: 'admin', password: 'x', remember: true };
    expect(valueOf(loginValidator, input)).toEqual({ username: 'admin', password: 'x' });
  });
});

describe('livestream validators', () => {
  it.each(WEEKDAYS)('accepts the day %s', (day) => {
    expect(valueOf(livestreamCreateValidator, ls({ day })).day).toBe(day);
  });

  it('accepts an entry without description, isLive and order', () => {
    const input = { day: 'monday', time: '19:00', title: 'Montagsrunde' };
    expect(valueOf(livestreamCreateValidator, input)).toEqual(input);
  });

  const rows = refusals({ ...SPEC.livestream, isLive: SERVER.boolean, order: SERVER.order0 }, [
    ['a missing day', omit(livestream, 'day'), 'day'],
    ['an empty day', ls({ day: '' }), 'day'],
    ['a day outside monday..sunday (funday)', ls({ day: 'funday' }), 'day'],
    ['the German day name Montag', ls({ day: 'Montag' }), 'day'],
    ['a capitalised day (Monday)', ls({ day: 'Monday' }), 'day'],
    ['a day number', ls({ day: 1 }), 'day'],
    ['a missing time', omit(livestream, 'time'), 'time'],
    ['a time of spaces only', ls({ time: '   ' }), 'time'],
    ['a missing title', omit(livestream, 'title'), 'title'],
    ['an empty title', ls({ title: '' }), 'title'],
    ['isLive as a string', ls({ isLive: 'ja' }), 'isLive'],
    ['a negative order', ls({ order: -1 }), 'order'],
    ['a fractional order', ls({ order: 1.5 }), 'order'],
  ]);
  it.each(rows)('create refuses %s', (_description, input, errors) => {
    expect(errorsOf(livestreamCreateValidator, input)).toEqual(errors);
  });

  it('create reports day, time and title of an empty body', () => {
    expect(errorsOf(livestreamCreateValidator, {})).toEqual(SPEC.livestream);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(livestreamUpdateValidator, { order: 3 })).toEqual({ order: 3 });
  });

  const updateRows = refusals(SPEC.livestream, [
    ['a day outside monday..sunday', { day: 'sonntag' }, 'day'],
    ['an empty time', { time: '' }, 'time'],
    ['a title of spaces only', { title: '  ' }, 'title'],
  ]);
  it.each(updateRows)('update refuses %s', (_description, input, errors) => {
    expect(errorsOf(livestreamUpdateValidator, input)).toEqual(errors);
  });
});

describe('highlight validators', () => {
  it('accepts a valid highlight', () => {
    expect(valueOf(highlightCreateValidator, highlight)).toEqual(highlight);
  });

  const fields = Object.entries(SPEC.highlight);

  it.each(fields)('create refuses a missing %s with "%s"', (field, message) => {
    expect(errorsOf(highlightCreateValidator, omit(highlight, field))).toEqual({ [field]: message });
  });

  it.each(fields)('create refuses an empty %s with "%s"', (field, message) => {
    expect(errorsOf(highlightCreateValidator, hl({ [field]: '' }))).toEqual({ [field]: message });
  });

  it.each(fields)('create refuses %s of spaces only with "%s"', (field, message) => {
    expect(errorsOf(highlightCreateValidator, hl({ [field]: '   ' }))).toEqual({ [field]: message });
  });

  it('create reports all four fields of an empty body', () => {
    expect(errorsOf(highlightCreateValidator, {})).toEqual(SPEC.highlight);
  });

  it('refuses an imageUrl that is not an uploaded image', () => {
    const input = hl({ imageUrl: 'javascript:alert(1)' });
    expect(errorsOf(highlightCreateValidator, input)).toEqual({
      imageUrl: 'Bitte laden Sie das Bild hoch (Bildadressen anderer Websites werden nicht angenommen)',
    });
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(highlightUpdateValidator, { order: 0 })).toEqual({ order: 0 });
  });

  it.each(fields)('update refuses an empty %s with "%s"', (field, message) => {
    expect(errorsOf(highlightUpdateValidator, { [field]: '' })).toEqual({ [field]: message });
  });
});

describe('streamer validators', () => {
  it('accepts a valid streamer', () => {
    expect(valueOf(streamerCreateValidator, streamer)).toEqual(streamer);
  });

  it('accepts a streamer with only TikTok name, TikTok URL and profile image', () => {
    const input = {
      tiktokUsername: '@neo',
      tiktokUrl: 'https://www.tiktok.com/@neo',
      profileImageUrl: '/uploads/neo.webp',
    };
    expect(valueOf(streamerCreateValidator, input)).toEqual(input);
  });

  it('create allows a blank name (the server fills it from the TikTok name)', () => {
    expect(valueOf(streamerCreateValidator, st({ name: '   ' })).name).toBe('');
  });

  it('derives the name from the TikTok name without leading @', () => {
    expect(streamerNameFromTiktok('  @@mia.live ')).toBe('mia.live');
    expect(streamerNameFromTiktok('mia')).toBe('mia');
  });

  const rows = refusals({ ...SPEC.streamer, country: SERVER.streamerCountry, order: SERVER.order0 }, [
    ['a missing profile image', omit(streamer, 'profileImageUrl'), 'profileImageUrl'],
    ['an empty profile image', st({ profileImageUrl: '' }), 'profileImageUrl'],
    ['a missing TikTok name', omit(streamer, 'tiktokUsername'), 'tiktokUsername'],
    ['an empty TikTok name', st({ tiktokUsername: '' }), 'tiktokUsername'],
    ['a TikTok name of spaces only', st({ tiktokUsername: '   ' }), 'tiktokUsername'],
    ['a missing TikTok URL', omit(streamer, 'tiktokUrl'), 'tiktokUrl'],
    ['an empty TikTok URL', st({ tiktokUrl: '' }), 'tiktokUrl'],
    ['a TikTok URL without scheme', st({ tiktokUrl: 'www.tiktok.com/@mia' }), 'tiktokUrl'],
    ['a TikTok URL that is plain text', st({ tiktokUrl: 'keine url' }), 'tiktokUrl'],
    ['a country outside DACH', st({ country: 'Italien' }), 'country'],
    ['a negative order', st({ order: -1 }), 'order'],
  ]);
  it.each(rows)('create refuses %s', (_description, input, errors) => {
    expect(errorsOf(streamerCreateValidator, input)).toEqual(errors);
  });

  it('create reports TikTok name, TikTok URL and profile image of an empty body', () => {
    expect(errorsOf(streamerCreateValidator, {})).toEqual(SPEC.streamer);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(streamerUpdateValidator, { order: 2 })).toEqual({ order: 2 });
  });

  const updateRows = refusals({ ...SPEC.streamer, name: SERVER.streamerName }, [
    ['a blank name', { name: '  ' }, 'name'],
    ['an empty TikTok name', { tiktokUsername: '' }, 'tiktokUsername'],
    ['an invalid TikTok URL', { tiktokUrl: 'tiktok' }, 'tiktokUrl'],
    ['an empty profile image', { profileImageUrl: '' }, 'profileImageUrl'],
  ]);
  it.each(updateRows)('update refuses %s', (_description, input, errors) => {
    expect(errorsOf(streamerUpdateValidator, input)).toEqual(errors);
  });
});

describe('feedback validators', () => {
  it('accepts a valid feedback', () => {
    expect(valueOf(feedbackCreateValidator, feedback)).toEqual(feedback);
  });

  it.each([
    ['an empty', ''],
    ['a null', null],
  ])('accepts %s tiktokUrl and role (optional)', (_label, empty) => {
    const input = fb({ tiktokUrl: empty, role: empty });
    expect(valueOf(feedbackCreateValidator, input)).toEqual(input);
  });

  it.each([1, 1.5, 3, 4.5, 5])('accepts the rating %s', (rating) => {
    expect(valueOf(feedbackCreateValidator, fb({ rating })).rating).toBe(rating);
  });

  it.each<[string, unknown]>([
    ['0', 0],
    ['0.5', 0.5],
    ['-1', -1],
    ['5.5', 5.5],
    ['6', 6],
    ['the string "5"', '5'],
    ['null', null],
  ])('refuses the rating %s (outside 1-5)', (_label, rating) => {
    expect(errorsOf(feedbackCreateValidator, fb({ rating }))).toEqual({ rating: SERVER.rating });
  });

  const rows = refusals({ ...SPEC.feedback, order: SERVER.order1 }, [
    ['a name of 2 characters', fb({ name: 'Jo' }), 'name'],
    ['a name of 2 characters plus spaces', fb({ name: '  Jo  ' }), 'name'],
    ['a missing name', omit(feedback, 'name'), 'name'],
    ['a text of 4 characters', fb({ content: 'Gut!' }), 'content'],
    ['a missing text', omit(feedback, 'content'), 'content'],
    ['a missing profile image', omit(feedback, 'profileImageUrl'), 'profileImageUrl'],
    ['an empty profile image', fb({ profileImageUrl: '' }), 'profileImageUrl'],
    ['an order below 1', fb({ order: 0 }), 'order'],
  ]);
  it.each(rows)('create refuses %s', (_description, input, errors) => {
    expect(errorsOf(feedbackCreateValidator, input)).toEqual(errors);
  });

  it('create reports name, text and profile image of an empty body', () => {
    expect(errorsOf(feedbackCreateValidator, {})).toEqual(SPEC.feedback);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(feedbackUpdateValidator, { order: 4 })).toEqual({ order: 4 });
  });

  const updateRows = refusals({ ...SPEC.feedback, rating: SERVER.rating }, [
    ['a short name', { name: 'Al' }, 'name'],
    ['a short text', { content: 'Top' }, 'content'],
    ['an empty profile image', { profileImageUrl: '' }, 'profileImageUrl'],
    ['a rating of 10', { rating: 10 }, 'rating'],
  ]);
  it.each(updateRows)('update refuses %s', (_description, input, errors) => {
    expect(errorsOf(feedbackUpdateValidator, input)).toEqual(errors);
  });
});

describe('faq validators', () => {
  it('accepts a valid entry', () => {
    expect(valueOf(faqCreateValidator, faq)).toEqual(faq);
  });

  const rows = refusals({ ...SPEC.faq, order: SERVER.order1 }, [
    ['a question of 4 characters', fq({ question: 'Wie?' }), 'question'],
    ['a question of 4 characters plus spaces', fq({ question: '   Wie?   ' }), 'question'],
    ['a missing question', omit(faq, 'question'), 'question'],
    ['an answer of 9 characters', fq({ answer: 'Ja, klar.' }), 'answer'],
    ['a missing answer', omit(faq, 'answer'), 'answer'],
    ['an order below 1', fq({ order: 0 }), 'order'],
  ]);
  it.each(rows)('create refuses %s', (_description, input, errors) => {
    expect(errorsOf(faqCreateValidator, input)).toEqual(errors);
  });

  it('create reports question and answer of an empty body', () => {
    expect(errorsOf(faqCreateValidator, {})).toEqual(SPEC.faq);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(faqUpdateValidator, { order: 2 })).toEqual({ order: 2 });
  });

  it('update removes id and createdAt', () => {
    expect(valueOf(faqUpdateValidator, { order: 2, id: 9, createdAt: '2000-01-01' })).toEqual({ order: 2 });
  });

  const updateRows = refusals(SPEC.faq, [
    ['a short question', { question: 'Was' }, 'question'],
    ['a short answer', { answer: 'Kurz' }, 'answer'],
  ]);
  it.each(updateRows)('update refuses %s', (_description, input, errors) => {
    expect(errorsOf(faqUpdateValidator, input)).toEqual(errors);
  });
});

describe('uploadValidator', () => {
  it.each(['highlight', 'profile'])('accepts an image data URL of type %s', (type) => {
    expect(valueOf(uploadValidator, { image: PNG_DATA_URL, type })).toEqual({ image: PNG_DATA_URL, type });
  });

  const rows = refusals({ image: SPEC.upload.invalidType, type: SERVER.uploadType }, [
    ['a missing image', { type: 'profile' }, 'image'],
    ['an image that is not a data URL', { image: 'https://example.org/bild.png', type: 'profile' }, 'image'],
    ['a data URL without base64', { image: 'data:image/png,rohdaten-ohne-base64', type: 'profile' }, 'image'],
    ['a missing type', { image: PNG_DATA_URL }, 'type'],
    ['an unknown type', { image: PNG_DATA_URL, type: 'avatar' }, 'type'],
  ]);
  it.each(rows)('refuses %s', (_description, input, errors) => {
    expect(errorsOf(uploadValidator, input)).toEqual(errors);
  });
});

describe('URL safety', () => {
  const safe = [
    'https://www.tiktok.com/@mia.live',
    'http://example.org',
    'https://example.org/pfad/bild.jpg?groesse=400#oben',
    'HTTPS://EXAMPLE.ORG/',
    '/uploads/seed-streamer-1.webp',
    '/uploads/0f3a9c.webp',
    '/uploads/a_b-c.d.png',
  ];
  const unsafe = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JavaScript:alert(document.cookie)',
    'vbscript:msgbox(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://x',
    'ftp://example.org/bild.png',
    '//evil.example/x',
    '/uploads/../secret',
    '/uploads/..',
    '/uploads/a..b.webp',
    '/uploads/',
    '/uploads/.htaccess',
    '/uploads/sub/bild.webp',
    '/uploads/bild.webp?x=1',
    '/secret/bild.webp',
    'uploads/bild.webp',
    'https://exa mple.org',
    'https://example.org/mit leerzeichen.png',
    ' https://example.org',
    'https://example.org\n',
    'https://example.org/\tx',
    'www.tiktok.com/@mia',
    'http://',
    'keine url',
    '',
  ];

  it.each(safe)('isSafeUrl accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each(unsafe)('isSafeUrl refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('isSafeUrl refuses URLs over 1000 characters', () => {
    expect(isSafeUrl(`https://example.org/${'a'.repeat(1000)}`)).toBe(false);
  });

  it('isHttpUrl accepts only absolute http(s) URLs, not upload paths', () => {
    expect(isHttpUrl('https://lena.example')).toBe(true);
    expect(isHttpUrl('/uploads/seed-streamer-1.webp')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });

  // Links may point anywhere on the web; pictures must be images stored by this server's upload.
  const PICTURE = 'Bitte laden Sie das Bild hoch (Bildadressen anderer Websites werden nicht angenommen)';
  const urlFields: {
    name: string;
    validator: Validator<TSchema>;
    base: Input;
    field: string;
    message: string;
  }[] = [
    {
      name: 'streamer tiktokUrl',
      validator: streamerCreateValidator,
      base: streamer,
      field: 'tiktokUrl',
      message: SERVER.url,
    },
    {
      name: 'streamer profileImageUrl',
      validator: streamerCreateValidator,
      base: streamer,
      field: 'profileImageUrl',
      message: PICTURE,
    },
    {
      name: 'highlight imageUrl',
      validator: highlightCreateValidator,
      base: highlight,
      field: 'imageUrl',
      message: PICTURE,
    },
    {
      name: 'feedback profileImageUrl',
      validator: feedbackCreateValidator,
      base: feedback,
      field: 'profileImageUrl',
      message: PICTURE,
    },
    {
      name: 'feedback tiktokUrl',
      validator: feedbackCreateValidator,
      base: feedback,
      field: 'tiktokUrl',
      message: SERVER.url,
    },
  ];
  const dangerous = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    '//evil.example/x',
    '/uploads/../secret',
    'ftp://x',
    'https://example.org/a b',
  ];
  const cases = urlFields.flatMap((target) => dangerous.map((url) => ({ ...target, url })));

  it.each(cases)('the $name validator refuses $url', ({ validator, base, field, url, message }) => {
    expect(errorsOf(validator, { ...base, [field]: url })).toEqual({ [field]: message });
  });

  const links = urlFields.filter(({ message }) => message === SERVER.url);
  const pictures = urlFields.filter(({ message }) => message === PICTURE);
  const accepted = [
    ...links.flatMap((target) =>
      ['https://www.tiktok.com/@mia.live', '/uploads/bild-1.webp'].map((url) => ({ ...target, url })),
    ),
    ...pictures.map((target) => ({ ...target, url: '/uploads/bild-1.webp' })),
  ];
  it.each(accepted)('the $name validator accepts $url', ({ validator, base, field, url }) => {
    expect(valueOf(validator, { ...base, [field]: url })[field]).toBe(url);
  });

  it.each(pictures)('the $name validator refuses a picture on another site', ({ validator, base, field }) => {
    expect(errorsOf(validator, { ...base, [field]: 'https://cdn.example.org/bild.jpg' })).toEqual({
      [field]: PICTURE,
    });
  });

  it('a URL field is trimmed before it is checked', () => {
    const value = valueOf(highlightCreateValidator, hl({ imageUrl: '  /uploads/bild-1.webp  ' }));
    expect(value.imageUrl).toBe('/uploads/bild-1.webp');
  });
});

describe('streamer TikTok name', () => {
  it('refuses a TikTok name of only "@", so the derived display name is never empty', () => {
    const result = streamerCreateValidator.validate({
      tiktokUsername: '@',
      tiktokUrl: 'https://www.tiktok.com/@x',
      profileImageUrl: '/uploads/seed-streamer-1.webp',
    });
    expect(result).toEqual({ ok: false, errors: { tiktokUsername: 'TikTok-Name ist erforderlich' } });
  });
});
