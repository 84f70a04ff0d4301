import { describe, expect, it } from 'vitest';
import { uploadValidator } from '@shared/schemas/upload.js';
import { PNG_DATA_URL } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { errorsOf, refusals, valueOf } from '@tests/helpers/validators.js';

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
