import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import type { Validator } from '@shared/validation.js';
import { factories } from '@tests/helpers/factories.js';
import { SERVER } from '@tests/helpers/messages.js';
import { errorsOf, valueOf, type Input } from '@tests/helpers/validators.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const feedbackCreateValidator = CONTENT_VALIDATORS.feedbacks.create;
const highlightCreateValidator = CONTENT_VALIDATORS.highlights.create;
const streamerCreateValidator = CONTENT_VALIDATORS.streamers.create;

/** The two kinds of URL field of shared/schemas/fields.ts (safeUrl, uploadedImage) in the payloads using them. */
const streamer: Input = factories.streamer();
const highlight: Input = factories.highlight();
const feedback: Input = factories.feedback();
const hl = (overrides: Input) => ({ ...highlight, ...overrides });

describe('URL safety', () => {
  // Links may point anywhere on the web; pictures must be images stored by this server's upload.
  const PICTURE = SERVER.uploadedImage;
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
