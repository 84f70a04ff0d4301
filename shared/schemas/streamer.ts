import { Type, type Static } from '@sinclair/typebox';
import { COUNTRIES, FRAME_TYPES, TAG_COLORS } from '../constants.js';
import { tooLongMessage, validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { bool, oneOf, optionalText, order, safeUrl, text, uploadedImage } from './fields.js';

const m = validationMessages.streamer;

const properties = {
  // May be left empty: the server then fills it from the TikTok name without "@".
  name: Type.Optional(
    Type.String({
      maxLength: 100,
      plainText: 'line',
      errorMessage: {
        maxLength: tooLongMessage(100),
        plainText: validationMessages.common.invisibleCharacters,
      },
    }),
  ),
  // At least one character besides '@', so the name derived from it is never empty.
  tiktokUsername: text(1, 100, m.tiktokUsername, { pattern: '[^@\\s]' }),
  tiktokUrl: safeUrl(m.tiktokUrl),
  profileImageUrl: uploadedImage(m.profileImageUrl),
  description: optionalText(2000, { multiline: true }),
  country: Type.Optional(oneOf(COUNTRIES, m.country)),
  tags: optionalText(500),
  tagColor: Type.Optional(oneOf(TAG_COLORS, m.tagColor)),
  frameType: Type.Optional(oneOf(FRAME_TYPES, m.frameType)),
  featured: Type.Optional(bool()),
  order: Type.Optional(order()),
};

export const streamerCreateSchema = Type.Object(properties, {
  additionalProperties: false,
  errorMessage: {
    required: {
      tiktokUsername: m.tiktokUsername,
      tiktokUrl: m.tiktokUrl,
      profileImageUrl: m.profileImageUrl,
    },
  },
});
export const streamerUpdateSchema = Type.Partial(
  Type.Object({ ...properties, name: text(1, 100, m.name) }, { additionalProperties: false }),
);
export type StreamerCreate = Static<typeof streamerCreateSchema>;
export type StreamerUpdate = Static<typeof streamerUpdateSchema>;
export const streamerCreateValidator = compile(streamerCreateSchema);
export const streamerUpdateValidator = compile(streamerUpdateSchema);

export { streamerNameFromTiktok } from '../streamer-name.js';
