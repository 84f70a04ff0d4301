import { isTelegramName } from './contact-names.js';
import { isSafeUrl, isUploadPath, isWebAddress } from './url.js';

/**
 * The string formats of the shared schemas (`format: 'safe-url'` …), by name. Both the server's
 * Ajv and the precompiled browser validators (shared/build) take them from here, so what is
 * here stays small: the public site's and the control centre's form checks carry all of it.
 */
export const STRING_FORMATS = {
  'safe-url': isSafeUrl,
  'upload-path': isUploadPath,
  'web-address': isWebAddress,
  'telegram-name': isTelegramName,
} satisfies Record<string, (value: string) => boolean>;
