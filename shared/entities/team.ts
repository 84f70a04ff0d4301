import { ROLE_LABELS } from '../roles.js';
import { choice, defineEntity, derived, flag, id, optionalText, optionalTime, text, time } from './define.js';

/**
 * A staff account as the team screen lists it (GET /api/admin/team). Its table holds more (the
 * password's hash, the second factor's key, the e-mail alerts: db/models/admin-user.ts), and the
 * signed-in person's own view of it is the account (AdminUser in shared/api-types.ts).
 */
export const team = defineEntity({
  name: 'team',
  fields: {
    id: id(),
    username: text({ label: 'Benutzername' }),
    /** The name the team sees (the username when none was given). */
    displayName: derived(text({ label: 'Anzeigename' })),
    email: optionalText({ label: 'E-Mail' }),
    role: choice(ROLE_LABELS, { label: 'Rolle' }),
    /** Whether a second factor (authenticator app or passkey) is set up. */
    secondFactor: derived(flag()),
    lastSignInAt: optionalTime({ label: 'Letzte Anmeldung' }),
    /** Not disabled (its column: disabledAt). */
    active: derived(flag({ label: 'Konto aktiv' })),
    createdAt: time(),
    /** A new address mailed a confirmation link and not yet confirmed (null when none waits). */
    pendingEmail: derived(optionalText({ label: 'Neue E-Mail (unbestätigt)' })),
  },
});
