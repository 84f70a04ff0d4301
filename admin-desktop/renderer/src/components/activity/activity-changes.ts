import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ENTITY_LABELS,
  type ActivityChange,
  type ActivityChanges,
  type ActivityEntity,
} from '@shared/activity-log.js';
import {
  APPLICATION_OUTCOME_LABELS,
  APPLICATION_STATUS_LABELS,
  NO_OUTCOME_LABEL,
} from '@shared/constants.js';
import { CONTENT } from '@shared/content/index.js';
import { POSITION, positionOf, type ContentDefinition } from '@shared/content/define.js';
import type { Field } from '@shared/content/fields.js';
import { fieldLabel as settingsFieldLabel } from '@shared/site-settings-sections.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { TEMPLATE_CHANNEL_LABELS } from '@shared/reply-templates.js';

/**
 * How the Protokoll shows a row's changes: each field by its German label, each value as staff
 * read it elsewhere in the control centre (a position counted from 1, a status or a choice by its
 * German name, yes or no).
 */

/** A value the log withheld: personal data of applicants and senders, or a secret. */
export const WITHHELD_PERSONAL = 'nicht protokolliert (personenbezogen)';
export const WITHHELD_SECRET = 'nicht protokolliert (vertraulich)';
/** No value: before a create, after a delete, an emptied field. */
export const NO_VALUE = '—';

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
};

/** The entities whose withheld values are a person's data (the rest withholds only secrets). */
const PERSONAL: ReadonlySet<ActivityEntity> = new Set(['applications', 'messages', 'data-requests']);

/**
 * The names of the fields that are not a content type's (those come from its definition): the
 * applications' and messages' fields as their dialogs name them, and the facts an action records
 * (a bulk action's ids, an export's format and filters, the retention's count).
 */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  outcome: 'Ergebnis',
  notes: 'Notizen',
  completedAt: 'Erledigt am',
  assigneeId: 'Zuständig',
  alertOnAssignment: 'E-Mail bei Zuweisung',
  tiktokUsername: 'TikTok-Name',
  whatsappNumber: 'WhatsApp',
  telegramUsername: 'Telegram',
  website: 'Website',
  country: 'Land',
  streamingExperience: 'Streaming-Erfahrung',
  currentAgency: 'Aktuelle Agentur',
  isRead: 'Gelesen',
  name: 'Name',
  email: 'E-Mail',
  subject: 'Betreff',
  message: 'Nachricht',
  operation: 'Vorgang',
  ids: 'Einträge',
  count: 'Anzahl',
  format: 'Format',
  sort: 'Sortierung',
  q: 'Suche',
  source: 'Quelle',
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
  text: 'Text',
  template: 'Vorlage',
  templateId: 'Vorlage (Nr.)',
  channel: 'Kanal',
};

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

/** A field's German name: the content type's label, „Position“ for its order, else a known name or the field's own. */
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
export function formatValue(entity: ActivityEntity, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (Array.isArray(value) && value.length === 0) return NO_VALUE;
  if (Array.isArray(value)) return value.map((item) => formatValue(entity, field, item)).join(', ');
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (isContent(entity) && field === 'order' && typeof value === 'number')
    return String(positionOf(value, definitionOf(entity).order));
  if (typeof value === 'string') {
    const choice = contentField(entity, field);
    if (choice?.kind === 'choice') return own(choice.labels ?? {}, value) ?? value;
    return own(own(VALUE_LABELS, field) ?? {}, value) ?? value;
  }
  if (typeof value === 'number') return String(value);
  // A partner of the site's settings: its name and address.
  const { name, url } = value as { name?: unknown; url?: unknown };
  if (typeof name === 'string' && typeof url === 'string') return `${name} (${url})`;
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
export function changeRows(entity: ActivityEntity, changes: ActivityChanges | null): ChangeRow[] {
  return Object.entries(changes ?? {}).map(([field, change]) => ({
    field,
    label: fieldLabel(entity, field),
    before: isWithheld(change) ? null : formatValue(entity, field, change.before),
    after: isWithheld(change) ? null : formatValue(entity, field, change.after),
  }));
}

/** The list's short summary of a row's changes: „1 Feld“, „3 Felder“, or a dash. */
export function changesSummary(changes: ActivityChanges | null): string {
  const count = Object.keys(changes ?? {}).length;
  if (count === 0) return NO_VALUE;
  return count === 1 ? '1 Feld' : `${count} Felder`;
}
