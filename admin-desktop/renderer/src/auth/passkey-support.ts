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

/** Why a server address offers no passkeys, when the server does not say which rule it fails. */
export const PASSKEY_ADDRESS_NOTE =
  'Unter dieser Adresse funktionieren Passkeys nicht: Sie brauchen einen Domainnamen mit HTTPS (in der Entwicklung auch http://localhost), keine IP-Adresse. Richten Sie hier die Authenticator-App ein; einen Passkey können Sie später unter der richtigen Adresse hinzufügen.';

/**
 * One WebAuthn ceremony: the server's options (asked for with `body`, e.g. the password), then
 * the browser's own dialog; its cancellation (the browser's texts) is said in German as `cancelled`.
 */
export async function passkeyCeremony<Options, Response>(
  optionsPath: string,
  start: (args: { optionsJSON: Options }) => Promise<Response>,
  cancelled: string,
  body?: unknown,
): Promise<Response> {
  const optionsJSON = (await (await apiRequest('POST', optionsPath, body)).json()) as Options;
  return passkeyDialog(optionsJSON, start, cancelled);
}

/** The browser's own dialog for options the server already gave (after the password was confirmed). */
export async function passkeyDialog<Options, Response>(
  optionsJSON: Options,
  start: (args: { optionsJSON: Options }) => Promise<Response>,
  cancelled: string,
): Promise<Response> {
  try {
    return await start({ optionsJSON });
  } catch {
    throw new Error(cancelled);
  }
}
