import type { ActivityChanges } from '@shared/activity-log.js';
import type { ApplicationHistoryEntry, ApplicationTemplateSent } from '@shared/api-types.js';
import {
  HISTORY_FIELDS,
  HISTORY_FIELD_LABELS,
  UNKNOWN_VALUE_LABEL,
  historyValueLabel,
  templateSentText,
} from '@shared/application-history.js';
import { TEMPLATE_CHANNELS, type TemplateChannel } from '@shared/reply-templates.js';
import type { ActivityRow } from '../services/activity-log.js';

const NOT_KNOWN = Symbol('not known');
/** What every application starts with (POST /api/apply). */
const INITIAL_VALUES: Record<string, unknown> = { status: 'new', outcome: null, assigneeId: null };

/** The colleague ids an application's log rows name as assignees (their names are looked up). */
export function historyUserIds(rows: readonly ActivityRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    const change = row.changes ? (JSON.parse(row.changes) as ActivityChanges).assigneeId : undefined;
    if (!change || 'withheld' in change) continue;
    for (const value of [change.before, change.after].flat()) if (typeof value === 'number') ids.add(value);
  }
  return [...ids];
}

/** The fact a log row recorded under `field` (a `details` row: before null, after the value). */
const recorded = (changes: ActivityChanges, field: string): unknown => {
  const change = changes[field];
  return change && 'after' in change ? change.after : undefined;
};

/** A template-sent row as its history line; null for a row that does not say what went out. */
function templateSent(row: ActivityRow, changes: ActivityChanges): ApplicationTemplateSent | null {
  const template = recorded(changes, 'template');
  const channel = recorded(changes, 'channel');
  if (typeof template !== 'string' || !TEMPLATE_CHANNELS.includes(channel as TemplateChannel)) return null;
  return {
    kind: 'template-sent',
    at: row.at,
    actorName: row.actorName,
    template,
    channel: channel as TemplateChannel,
    text: templateSentText(template, channel as TemplateChannel),
  };
}

/**
 * An application's history from its log rows (oldest first, as activityLog.rowsChanging answers):
 * one entry per changed field of HISTORY_FIELDS, newest first. A bulk action records the values
 * before of all its applications as a list: the application's own value is the one its previous
 * change left (from the start: new, no outcome, nobody assigned, when `complete`, i.e. the log's
 * retention pruned nothing since it arrived), else the list's only value, else "unbekannt". Entries that changed nothing for this
 * application (a bulk action changed only others' values) are left out. A reply template sent
 * (the row of POST …/template-sent) is a line of its own: which template, on which channel.
 */
export function presentApplicationHistory(
  rows: readonly ActivityRow[],
  names: ReadonlyMap<number, string>,
  complete = false,
): ApplicationHistoryEntry[] {
  const current = new Map<string, unknown>(complete ? Object.entries(INITIAL_VALUES) : []);
  // One group per row, so that within a change the fields keep their order (status, outcome, …).
  const groups: ApplicationHistoryEntry[][] = [];
  for (const row of rows) {
    const entries: ApplicationHistoryEntry[] = [];
    groups.push(entries);
    const changes = row.changes ? (JSON.parse(row.changes) as ActivityChanges) : {};
    if (row.action === 'template-sent') {
      const sent = templateSent(row, changes);
      if (sent) entries.push(sent);
      continue;
    }
    for (const field of HISTORY_FIELDS) {
      const change = changes[field];
      if (!change || 'withheld' in change) continue;
      let before: unknown = change.before;
      if (Array.isArray(before)) {
        if (current.has(field)) before = current.get(field);
        else before = before.length === 1 ? before[0] : NOT_KNOWN;
      }
      current.set(field, change.after);
      if (before !== NOT_KNOWN && JSON.stringify(before ?? null) === JSON.stringify(change.after ?? null))
        continue;
      entries.push({
        at: row.at,
        actorName: row.actorName,
        field,
        label: HISTORY_FIELD_LABELS[field]!,
        from: before === NOT_KNOWN ? UNKNOWN_VALUE_LABEL : historyValueLabel(field, before, names),
        to: historyValueLabel(field, change.after, names),
        bulk: row.action === 'bulk',
      });
    }
  }
  return groups.reverse().flat();
}
