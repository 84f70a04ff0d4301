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
