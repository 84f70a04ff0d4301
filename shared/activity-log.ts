import { CONTENT } from './content/index.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from './content-types.js';

/**
 * The activity log ("Protokoll"): who changed what, when. The actions and entities are closed
 * lists with the German words the control centre shows; the server refuses any other value, so a
 * filter or a stored row always has a label.
 */

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'bulk',
  'export',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'session-end',
  'totp-enable',
  'totp-reset',
  'recovery-codes',
  'passkey-add',
  'passkey-remove',
  'role-change',
  'account-disable',
  'account-enable',
  'invitation',
  'invitation-revoke',
  'invitation-accept',
  'password-change',
  'password-reset',
  // A new e-mail address of a staff account (issue 48): asked for, confirmed by its link, withdrawn.
  'email-change',
  'email-confirm',
  'email-change-cancel',
  'data-export',
  'data-erasure',
  'settings',
  'prune',
  'template-sent',
  'newsletter-send',
  'newsletter-sent',
  'newsletter-test',
  // The newsletter's subscribers (issue 40): a person removed by staff, block-listed.
  'subscriber-remove',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Angelegt',
  update: 'Geändert',
  delete: 'Gelöscht',
  reorder: 'Verschoben',
  bulk: 'Sammelaktion',
  export: 'Exportiert',
  'sign-in': 'Angemeldet',
  'sign-in-failed': 'Anmeldung fehlgeschlagen',
  'sign-out': 'Abgemeldet',
  'session-end': 'Sitzung beendet',
  'totp-enable': 'Zweiter Faktor eingerichtet',
  'totp-reset': 'Zweiter Faktor zurückgesetzt',
  'recovery-codes': 'Wiederherstellungscodes erneuert',
  'passkey-add': 'Passkey hinzugefügt',
  'passkey-remove': 'Passkey entfernt',
  'role-change': 'Rolle geändert',
  'account-disable': 'Konto deaktiviert',
  'account-enable': 'Konto aktiviert',
  invitation: 'Eingeladen',
  'invitation-revoke': 'Einladung widerrufen',
  'invitation-accept': 'Einladung angenommen',
  'password-change': 'Passwort geändert',
  'password-reset': 'Passwort zurückgesetzt',
  'email-change': 'Neue E-Mail-Adresse angefordert',
  'email-confirm': 'E-Mail-Adresse bestätigt',
  'email-change-cancel': 'E-Mail-Änderung zurückgenommen',
  'data-export': 'Auskunft erteilt',
  'data-erasure': 'Daten gelöscht (Art. 17)',
  settings: 'Einstellungen geändert',
  prune: 'Protokoll gekürzt',
  'template-sent': 'Vorlage gesendet',
  'newsletter-send': 'Newsletter-Versand gestartet',
  'newsletter-sent': 'Newsletter gesendet',
  'newsletter-test': 'Testmail gesendet',
  'subscriber-remove': 'Abonnent entfernt',
};

export const ACTIVITY_ENTITIES = [
  'applications',
  'messages',
  ...CONTENT_TYPE_NAMES,
  'uploads',
  'team',
  'sessions',
  'data-requests',
  'settings',
  'activity',
  'reply-templates',
  'newsletter-issues',
  'newsletter-subscribers',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** The content types by the names their screens carry (their definitions' titles). */
const contentLabels = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [name, CONTENT[name].admin.title]),
) as Record<ContentTypeName, string>;

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  applications: 'Bewerbungen',
  messages: 'Nachrichten',
  ...contentLabels,
  uploads: 'Bilder',
  team: 'Team',
  sessions: 'Sitzungen',
  'data-requests': 'Auskunft & Löschung',
  settings: 'Einstellungen',
  activity: 'Protokoll',
  'reply-templates': 'Vorlagen',
  'newsletter-issues': 'Newsletter-Ausgaben',
  'newsletter-subscribers': 'Newsletter-Abonnenten',
};

/**
 * One changed field: its value before and after (null where there was none: a create, a delete,
 * a count), or only that it changed, where the value is personal data the log must not copy.
 */
export type ActivityChange = { before: unknown; after: unknown } | { withheld: true };
export type ActivityChanges = Record<string, ActivityChange>;

export const ACTIVITY_DEFAULT_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;
/** The longest entity id a filter takes (ids are numbers or upload file names). */
export const ACTIVITY_MAX_ENTITY_ID_LENGTH = 100;
/** `actor=system`: the rows of the server itself (the daily maintenance, the command line). */
export const SYSTEM_ACTOR_FILTER = 'system';

/** The filters of the list and its exports, as the server reads them. */
export interface ActivityFilter {
  /** A staff account's id, or null for the server itself ("system"). */
  actor?: number | null;
  action?: ActivityAction;
  entity?: ActivityEntity;
  entityId?: string;
  /** Calendar days in Europe/Berlin (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

export interface ActivityListQuery extends ActivityFilter {
  page: number;
  pageSize: number;
}
