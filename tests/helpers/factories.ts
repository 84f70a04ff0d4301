import type { Application } from '@shared/api-types.js';
import { CONTENT, type Content, type CreateOf } from '@shared/content/index.js';
import { isNullable, type Field } from '@shared/content/fields.js';
import type { ContentItems, ContentTypeName } from '@shared/content-types.js';

/** A create payload of a content type, as its definition types it. */
type Create<N extends ContentTypeName> = CreateOf<Content[N]>;
/** What the content factories make: every field of the definition (the order left to the server). */
type Payload<N extends ContentTypeName> = Required<Omit<Create<N>, 'order'>> & { order?: number };
type Overrides = Record<string, unknown>;

const fieldsOf = (name: ContentTypeName) => Object.entries(CONTENT[name].fields) as Array<[string, Field]>;

/** A valid value of a field; an optional text or address is left empty (null), as on an entry saved without it. */
function validValue(field: Field): unknown {
  if (isNullable(field)) return null;
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

/** A valid value of a field that differs from `value` (a choice with a single value keeps it). */
function otherValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return `Geändert: ${typeof value === 'string' ? value : 'Beispieltext'}`.slice(0, field.max);
    case 'choice':
      return field.values[(field.values.indexOf(value as string) + 1) % field.values.length];
    case 'boolean':
      return !value;
    case 'rating':
      return value === field.max ? field.min : Math.min(field.max, Number(value) + field.step);
    case 'url':
      return value === 'https://www.tiktok.com/@geaendert'
        ? 'https://www.tiktok.com/@beispiel'
        : 'https://www.tiktok.com/@geaendert';
    case 'image':
      return value === '/uploads/seed-streamer-2.webp'
        ? '/uploads/seed-highlight-2.webp'
        : '/uploads/seed-streamer-2.webp';
  }
}

/** A valid payload per entity, for create calls in tests. */
export const factories = {
  content,
  application: (overrides: Record<string, unknown> = {}) => ({
    tiktokUsername: '@lena.live',
    // In international notation already: stored as it is (the service's reading changes nothing).
    whatsappNumber: '+49 1512 3456789',
    telegramUsername: '@lena_tg',
    website: 'https://lena.example',
    country: 'Deutschland',
    streamingExperience: '1-3 Monate',
    currentAgency: '',
    ageConfirm: true,
    privacyConfirm: true,
    ...overrides,
  }),
  /**
   * A stored application as the admin API answers it (the presenter's fields), for tests without a
   * server: the one `application()` submits, new and not yet completed.
   */
  applicationRecord: (overrides: Partial<Application> = {}): Application => ({
    id: 7,
    tiktokUsername: 'lena.live',
    whatsappNumber: '+49 1512 3456789',
    telegramUsername: 'lena_tg',
    website: 'https://lena.example',
    country: 'Deutschland',
    streamingExperience: '1-3 Monate',
    currentAgency: null,
    isAdult: true,
    agreedToPrivacy: true,
    status: 'new',
    notes: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    completedAt: null,
    outcome: null,
    deleteAfter: null,
    assigneeId: null,
    source: { ref: null, utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null },
    previousApplications: 0,
    ...overrides,
  }),
  contact: (overrides: Record<string, unknown> = {}) => ({
    name: 'Max Muster',
    email: 'max@example.org',
    subject: 'Kooperation',
    message: 'Hallo, ich hätte gern mehr Informationen.',
    ...overrides,
  }),
  /** A stored entry as the API answers it (id, every field, order), for tests without a server. */
  item: <N extends ContentTypeName>(name: N, overrides: Partial<ContentItems[N]> = {}): ContentItems[N] =>
    ({ id: 1, ...content(name), order: CONTENT[name].order.first, ...overrides }) as ContentItems[N],
  /** An update that gives every field of content(name) another valid value. */
  changed: <N extends ContentTypeName>(name: N): Payload<N> => {
    const current = content(name) as Overrides;
    return Object.fromEntries(
      fieldsOf(name).map(([key, field]) => [key, otherValue(field, current[key])]),
    ) as Payload<N>;
  },
  livestream: (overrides?: Overrides) => content('livestreams', overrides),
  highlight: (overrides?: Overrides) => content('highlights', overrides),
  streamer: (overrides?: Overrides) => content('streamers', overrides),
  feedback: (overrides?: Overrides) => content('feedbacks', overrides),
  faq: (overrides?: Overrides) => content('faqs', overrides),
};

/**
 * Realistic values per content type; a field left out gets a valid value of its kind. A type
 * whose definition has `isPublic` needs values here that make its entries public (the CRUD
 * contract test reads them through the public API).
 */
const SAMPLES = {
  livestreams: {
    day: 'friday',
    time: '20:00',
    title: 'Freitags-Battle',
    description: 'Große Battle-Nacht',
    isLive: false,
  },
  highlights: {
    title: 'Creator-Treffen',
    description: 'Unser erstes Treffen in Berlin',
    imageUrl: '/uploads/seed-highlight-1.webp',
    date: 'Oktober 2026',
  },
  streamers: {
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
  },
  feedbacks: {
    name: 'Jonas',
    content: 'Super Betreuung von Anfang an.',
    rating: 4.5,
    role: 'Gaming Creator',
    profileImageUrl: '/uploads/seed-feedback-1.webp',
    tiktokUrl: 'https://www.tiktok.com/@jonas',
  },
  faqs: {
    question: 'Wie lange dauert die Antwort?',
    answer: 'Wir melden uns innerhalb von 48 Stunden.',
  },
} satisfies { [N in ContentTypeName]?: Partial<Create<N>> };

/** A valid create payload of a content type: every field of its definition, with its sample's values. */
function content<N extends ContentTypeName>(name: N, overrides: Overrides = {}): Payload<N> {
  return {
    ...Object.fromEntries(fieldsOf(name).map(([key, field]) => [key, validValue(field)])),
    ...(SAMPLES as Partial<Record<ContentTypeName, Overrides>>)[name],
    ...overrides,
  } as Payload<N>;
}

/** A 1x1 transparent PNG as a data URL: the smallest image the upload accepts. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
