import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
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
 * The browser's own dialog (fingerprint, face, PIN or security key) for the server's options; its
 * cancellation (the browser's texts) is said in German as `cancelled`.
 */
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
