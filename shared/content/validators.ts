import type { TSchema } from '@sinclair/typebox';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '../content-types.js';
import { compile, type Validator } from '../validation.js';
import { CONTENT_SCHEMAS } from './schemas.js';

/** The create and update validators of each content type (server and tests; Ajv at import). */
export const CONTENT_VALIDATORS = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [
    name,
    {
      create: compile(CONTENT_SCHEMAS[name].create as TSchema),
      update: compile(CONTENT_SCHEMAS[name].update),
    },
  ]),
) as Record<ContentTypeName, { create: Validator<TSchema>; update: Validator<TSchema> }>;
