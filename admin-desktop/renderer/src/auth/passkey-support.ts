import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { apiRequest } from '../api/client.js';
import { desktopApi } from '../desktop/bridge.js';

/**
 * Whether passkeys can be offered here: a browser with WebAuthn, never the desktop app (its pages
 * come from the app itself, an origin no passkey belongs to; the authenticator app works there).
 */
export const passkeysOffered = (): boolean => !desktopApi() && browserSupportsWebAuthn();

/** Why the desktop app offers no passkeys (the account screen says so). */
export const DESKTOP_PASSKEY_NOTE =
  'In der Desktop-App sind Passkeys nicht verfügbar. Verwenden Sie hier die Authenticator-App; Passkeys richten Sie im Browser ein.';

/**
 * One WebAuthn ceremony: the server's options, then the browser's own dialog; its cancellation
 * (the browser's texts) is said in German as `cancelled`.
 */
export async function passkeyCeremony<Options, Response>(
  optionsPath: string,
  start: (args: { optionsJSON: Options }) => Promise<Response>,
  cancelled: string,
): Promise<Response> {
  const optionsJSON = (await (await apiRequest('POST', optionsPath)).json()) as Options;
  try {
    return await start({ optionsJSON });
  } catch {
    throw new Error(cancelled);
  }
}
