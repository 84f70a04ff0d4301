import { describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { errorsOf, omit, refusals, valueOf, type Input } from '@tests/helpers/validators.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const streamerCreateValidator = CONTENT_VALIDATORS.streamers.create;
const streamerUpdateValidator = CONTENT_VALIDATORS.streamers.update;

const streamer: Input = factories.streamer({ order: 0 });
const st = (overrides: Input) => ({ ...streamer, ...overrides });

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
