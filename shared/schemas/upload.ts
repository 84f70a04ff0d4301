import { Type, type Static } from '@sinclair/typebox';
import { UPLOAD_TYPES } from '../constants.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { oneOf } from './fields.js';

const m = validationMessages.upload;

/** POST /api/admin/upload: the chosen file as a data URL. Its bytes are checked by the server. */
export const uploadSchema = Type.Object(
  {
    image: Type.String({
      pattern: '^data:[^,]*;base64,',
      minLength: 16,
      errorMessage: m.invalidType,
    }),
    type: oneOf(UPLOAD_TYPES, m.type),
  },
  { additionalProperties: false, errorMessage: { required: { image: m.invalidType, type: m.type } } },
);
export type UploadInput = Static<typeof uploadSchema>;
export const uploadValidator = compile(uploadSchema);
