import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ENTITY_LABELS,
  type ActivityChange,
  type ActivityChanges,
  type ActivityEntity,
} from './activity-log.js';
import { APPLICATION_OUTCOME_LABELS, APPLICATION_STATUS_LABELS, NO_OUTCOME_LABEL } from './constants.js';
import { CONTENT } from './content/index.js';
import { POSITION, positionOf, type ContentDefinition } from './content/define.js';
import type { Field } from './content/fields.js';
import { fieldLabel as settingsFieldLabel } from './site-settings-sections.js';
import { OPENING_DAY_LABELS } from './site-settings.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from './content-types.js';
import { fieldLabels } from './entities/define.js';
import { ENTITIES } from './entities/index.js';
import { NEWSLETTER_STATUS_LABELS } from './newsletter.js';
import { TEMPLATE_CHANNEL_LABELS } from './reply-templates.js';
import { ROLE_LABELS } from './roles.js';

/**
 * How the Protokoll shows a row's changes: each field by its German label, each value as staff
 * read it elsewhere in the control centre (a position counted from 1, a status or a choice by its
 * German name, yes or no, a colleague by name). The control centre and the server's exports of the
 * log use the same words.
 */

/** A value the log withheld: personal data of applicants and senders, or a secret. */
export const WITHHELD_PERSONAL = 'nicht protokolliert (personenbezogen)';
export const WITHHELD_SECRET = 'nicht protokolliert (vertraulich)';
/** No value: before a create, after a delete, an emptied field. */
export const NO_VALUE = '—';

/** The second factors, as the sign-in screen names them. */
const SIGN_IN_METHODS: Readonly<Record<string, string>> = {
  password: 'Passwort',
  totp: 'Authenticator-App',
  passkey: 'Passkey',
  'recovery-code': 'Wiederherstellungscode',
  enrolment: 'Einrichtung des zweiten Faktors',
};

/**
 * The German names of values outside the content types: an application's status, the action and
 * area an export of the log was filtered by, what a bulk action did, an export's file.
 */
const VALUE_LABELS: Partial<Record<string, Readonly<Record<string, string>>>> = {
  status: APPLICATION_STATUS_LABELS,
  outcome: { ...APPLICATION_OUTCOME_LABELS, none: NO_OUTCOME_LABEL },
  action: ACTIVITY_ACTION_LABELS,
  entity: ACTIVITY_ENTITY_LABELS,
  operation: { status: 'Status gesetzt', delete: 'Gelöscht', assign: 'Zuständig gesetzt' },
  format: { csv: 'CSV', xlsx: 'Excel' },
  channel: TEMPLATE_CHANNEL_LABELS,
  // A newsletter subscription's state (a removed subscriber, the status an export was filtered by).
  subscriberStatus: NEWSLETTER_STATUS_LABELS,
  // The settings' opening hours for search engines: their days, as the settings' screen names them.
  'openingHours.days': OPENING_DAY_LABELS,
  role: ROLE_LABELS,
  // How someone signed in (server/routes/admin/sign-in.ts) or which step failed.
  method: SIGN_IN_METHODS,
  step: { ...SIGN_IN_METHODS, password: 'Passwort', disabled: 'Konto deaktiviert' },
  link: { issued: 'ausgestellt' },
  // An export of the log filtered to the server itself.
  actor: { system: 'System' },
  // An export of the applications filtered to those nobody is assigned.
  assignee: { none: 'Niemand' },
  // Why invitations were withdrawn with their inviter (server/services/account-rules.ts).
  reason: {
    'inviter-deleted': 'Einladende Person gelöscht',
    'inviter-disabled': 'Einladende Person deaktiviert',
    'inviter-role': 'Rolle der einladenden Person geändert',
  },
};

/** The entities whose withheld values are a person's data (the rest withholds only secrets). */
const PERSONAL: ReadonlySet<ActivityEntity> = new Set([
  'applications',
  'messages',
  'data-requests',
  'newsletter-subscribers',
]);

/**
 * The names of the facts an action records (a bulk action's ids, an export's format and filters,
 * the retention's count) and of the fields no definition names (an account's columns the team's
 * answer leaves out, an invitation's).
 */
const FACT_LABELS: Record<string, string> = {
  alertOnAssignment: 'E-Mail bei Zuweisung',
  // An export of the applications filtered to those past the 48-hour promise.
  overdue: 'Überfällig',
  resent: 'Erneut gesendet',
  operation: 'Vorgang',
  ids: 'Einträge',
  count: 'Anzahl',
  format: 'Format',
  sort: 'Sortierung',
  q: 'Suche',
  actor: 'Person',
  action: 'Aktion',
  entity: 'Bereich',
  entityId: 'Eintrag',
  from: 'Von',
  to: 'Bis',
  retentionDays: 'Aufbewahrung (Tage)',
  removedRows: 'Entfernte Zeilen',
  throughId: 'Bis Zeile',
  type: 'Art',
  bytes: 'Bytes',
  template: 'Vorlage',
  templateId: 'Vorlage (Nr.)',
  channel: 'Kanal',
  disabledAt: 'Deaktiviert am',
  endedSessions: 'Sitzungen beendet',
  method: 'Methode',
  step: 'Schritt',
  mailed: 'Per E-Mail gesendet',
  link: 'Link',
  passkey: 'Passkey',
  replaced: 'Ersetzt',
  invitation: 'Einladung',
  reason: 'Grund',
  invitedBy: 'Eingeladen von',
  mustChangePassword: 'Muss Passwort ändern',
  expiresAt: 'Gültig bis',
  // A content entry's place in its list as the list counts it (recorded with each move).
  position: POSITION,
  assignee: 'Zuständig',
  applications: 'Bewerbungen',
  messages: 'Nachrichten',
  // A newsletter issue's figures (recorded when sending starts and when it is done).
  recipients: 'Empfänger',
  delivered: 'Zugestellt',
  failed: 'Fehlgeschlagen',
  skipped: 'Übersprungen',
  // The newsletter's subscribers (issue 40); an address itself is never recorded.
  subscriberStatus: 'Status',
  droppedMails: 'Nicht mehr gesendete Newsletter',
  newsletter: 'Newsletter-Abonnements',
};

/**
 * The names of the fields that are not a content type's (those come from its definition) or a
 * setting's: the entities' fields as their definitions name them (shared/entities/: applications
 * and messages as their dialogs do, the team's accounts, the reply templates), then the facts. A
 * name holds in every area alike, as the facts do: a field is named the same wherever it appears.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.values(ENTITIES).flatMap((definition) => fieldLabels(definition)),
  ...Object.entries(FACT_LABELS),
]);

/** Fields whose values are colleagues' account ids: shown by the person's name (`names`). */
const PERSON_FIELDS: ReadonlySet<string> = new Set(['assigneeId', 'invitedBy', 'actor', 'assignee']);

/** Colleagues' names by account id, as the server answers them with the log's rows. */
export type PersonNames = Readonly<Record<string, string>>;

/** A map's own entry (never one of Object's, such as a field named "constructor"). */
const own = <T>(map: Readonly<Partial<Record<string, T>>>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

const isContent = (entity: ActivityEntity): entity is ContentTypeName =>
  (CONTENT_TYPE_NAMES as readonly string[]).includes(entity);
const definitionOf = (entity: ContentTypeName) => CONTENT[entity] as unknown as ContentDefinition;
const contentField = (entity: ActivityEntity, field: string): Field | undefined => {
  const fields = isContent(entity) ? definitionOf(entity).fields : {};
  return Object.hasOwn(fields, field) ? (fields[field] as Field) : undefined;
};

/** A field's German name: the content type's label, „Position“ for its order, else an entity's or a fact's name, or the field's own. */
export function fieldLabel(entity: ActivityEntity, field: string): string {
  if (entity === 'settings') return settingsFieldLabel(field);
  if (isContent(entity) && field === 'order') return POSITION;
  return contentField(entity, field)?.label ?? own(FIELD_LABELS, field) ?? field;
}

const isWithheld = (change: ActivityChange): change is { withheld: true } => 'withheld' in change;

/** What a withheld field says instead of its values. */
export const withheldText = (entity: ActivityEntity) =>
  PERSONAL.has(entity) ? WITHHELD_PERSONAL : WITHHELD_SECRET;

/** One value as text, the way the rest of the control centre shows it. */
export function formatValue(
  entity: ActivityEntity,
  field: string,
  value: unknown,
  names: PersonNames = {},
): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (Array.isArray(value) && value.length === 0) return NO_VALUE;
  if (Array.isArray(value)) return value.map((item) => formatValue(entity, field, item, names)).join(', ');
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (PERSON_FIELDS.has(field) && typeof value === 'number')
    return own(names, String(value)) ?? `Konto #${value}`;
  if (isContent(entity) && field === 'order' && typeof value === 'number')
    return String(positionOf(value, definitionOf(entity).order));
  if (typeof value === 'string') {
    const choice = contentField(entity, field);
    if (choice?.kind === 'choice') return own(choice.labels ?? {}, value) ?? value;
    return own(own(VALUE_LABELS, field) ?? {}, value) ?? value;
  }
  if (typeof value === 'number') return String(value);
  // A partner of the site's settings: its name and address; a tracking link: its name and the
  // `?ref=` its address carries (as the settings' screen shows them).
  const { name, url, ref } = value as { name?: unknown; url?: unknown; ref?: unknown };
  if (typeof name === 'string' && typeof url === 'string') return `${name} (${url})`;
  if (typeof name === 'string' && typeof ref === 'string') return `${name} (?ref=${ref})`;
  return JSON.stringify(value);
}

/** One row of the before/after table. */
export interface ChangeRow {
  field: string;
  label: string;
  /** The values as text; null where the log withheld them. */
  before: string | null;
  after: string | null;
}

/** A row's changes in the order the log holds them, labelled and formatted. */
export function changeRows(
  entity: ActivityEntity,
  changes: ActivityChanges | null,
  names: PersonNames = {},
): ChangeRow[] {
  // A move records the place as the list counts it: that one is shown, not the order value.
  const shown = Object.entries(changes ?? {}).filter(
    ([field]) => !(field === 'order' && changes && Object.hasOwn(changes, 'position')),
  );
  return shown.map(([field, change]) => ({
    field,
    label: fieldLabel(entity, field),
    before: isWithheld(change) ? null : formatValue(entity, field, change.before, names),
    after: isWithheld(change) ? null : formatValue(entity, field, change.after, names),
  }));
}

/**
 * One change as a line of text: „Sitzungen beendet: 2“ (a fact, or a create's value),
 * „Position: 2 → 4“ (a change), „Notizen: geändert (nicht protokolliert)“ (withheld).
 */
export function changeLine(row: ChangeRow): string {
  if (row.before === null || row.after === null) return `${row.label}: geändert (nicht protokolliert)`;
  if (row.before === NO_VALUE) return `${row.label}: ${row.after}`;
  return `${row.label}: ${row.before} → ${row.after}`;
}

/** All of a row's changes, one line each (the exports' „Änderungen“). */
export const changesText = (
  entity: ActivityEntity,
  changes: ActivityChanges | null,
  names: PersonNames = {},
) => changeRows(entity, changes, names).map(changeLine).join('\n');

/** Facts that name the entry (its „Eintrag“ says it already): left out of the list's summary. */
const NAMING_FACTS: ReadonlySet<string> = new Set([
  'username',
  'name',
  'email',
  'template',
  'templateId',
  'invitation',
]);

/**
 * The list's short summary of a row's changes: the changes themselves when there are one or two
 * („Sitzungen beendet: 2“, „Rolle: Inhaber → Redaktion; Sitzungen beendet: 1“, „Position: 2 → 4“),
 * else how many fields („3 Felder“), or a dash. Facts naming the entry are left out when more remains.
 */
export function changesSummary(
  entity: ActivityEntity,
  changes: ActivityChanges | null,
  names: PersonNames = {},
): string {
  const all = changeRows(entity, changes, names);
  const told = all.filter((row) => !(NAMING_FACTS.has(row.field) && row.before === NO_VALUE));
  const rows = told.length > 0 ? told : all;
  if (rows.length === 0) return NO_VALUE;
  if (rows.length <= 2) return rows.map(changeLine).join('; ');
  return `${rows.length} Felder`;
}
