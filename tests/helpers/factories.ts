import { CONTENT } from '@shared/content/index.js';
import type { Field } from '@shared/content/fields.js';
import type { ContentTypeName } from '@shared/content-types.js';

/** A valid value of a field, from its definition: for tests that treat every content type alike. */
function validValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
      return 'Beispieltext für einen Test'.padEnd(field.min, '.').slice(0, field.max);
    case 'choice':
      return field.default ?? field.values[0];
    case 'boolean':
    case 'rating':
      return field.default;
    case 'url':
      return 'https://www.tiktok.com/@beispiel';
    case 'image':
      return '/uploads/seed-highlight-1.webp';
  }
}

/** A valid payload per entity, for create calls in tests. */
export const factories = {
  /** A valid create payload of any content type, derived from its definition. */
  content: (name: ContentTypeName, overrides: Record<string, unknown> = {}) => ({
    ...Object.fromEntries(
      Object.entries(CONTENT[name].fields as Record<string, Field>).map(([key, field]) => [
        key,
        validValue(field),
      ]),
    ),
    ...overrides,
  }),
  application: (overrides: Record<string, unknown> = {}) => ({
    tiktokUsername: '@lena.live',
    whatsappNumber: '+49 151 23456789',
    telegramUsername: '@lena',
    website: 'https://lena.example',
    country: 'Deutschland',
    streamingExperience: '1-3 Monate',
    currentAgency: '',
    ageConfirm: true,
    privacyConfirm: true,
    ...overrides,
  }),
  contact: (overrides: Record<string, unknown> = {}) => ({
    name: 'Max Muster',
    email: 'max@example.org',
    subject: 'Kooperation',
    message: 'Hallo, ich hätte gern mehr Informationen.',
    ...overrides,
  }),
  livestream: (overrides: Record<string, unknown> = {}) => ({
    day: 'friday',
    time: '20:00',
    title: 'Freitags-Battle',
    description: 'Große Battle-Nacht',
    isLive: false,
    ...overrides,
  }),
  highlight: (overrides: Record<string, unknown> = {}) => ({
    title: 'Creator-Treffen',
    description: 'Unser erstes Treffen in Berlin',
    imageUrl: '/uploads/seed-highlight-1.webp',
    date: 'Oktober 2026',
    ...overrides,
  }),
  streamer: (overrides: Record<string, unknown> = {}) => ({
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
    ...overrides,
  }),
  feedback: (overrides: Record<string, unknown> = {}) => ({
    name: 'Jonas',
    content: 'Super Betreuung von Anfang an.',
    rating: 4.5,
    role: 'Gaming Creator',
    profileImageUrl: '/uploads/seed-feedback-1.webp',
    tiktokUrl: 'https://www.tiktok.com/@jonas',
    ...overrides,
  }),
  faq: (overrides: Record<string, unknown> = {}) => ({
    question: 'Wie lange dauert die Antwort?',
    answer: 'Wir melden uns innerhalb von 48 Stunden.',
    ...overrides,
  }),
};

/** A 1x1 transparent PNG as a data URL: the smallest image the upload accepts. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
