import {
  APPLICATION_OUTCOME_LABELS,
  APPLICATION_STATUS_LABELS,
  type ApplicationOutcome,
  type ApplicationStatus,
} from './constants.js';
import { TEMPLATE_CHANNEL_LABELS, type TemplateChannel } from './reply-templates.js';

/**
 * The history in an application's dialog (GET /api/admin/applications/:id/history): the changes
 * of the fields below and the reply templates sent, read from the activity log. Free of the server, so the words live with the
 * other shared texts; the server labels the values, the control centre only shows them.
 */

/** The fields the history shows, with their German names, in this order within one change. */
export const HISTORY_FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  outcome: 'Ergebnis',
  assigneeId: 'Zuständig',
};
export const HISTORY_FIELDS = Object.keys(HISTORY_FIELD_LABELS);

/** A value the log does not tell (a bulk action over applications of different states). */
export const UNKNOWN_VALUE_LABEL = 'unbekannt';
/** A colleague's account that no longer exists. */
export const FORMER_COLLEAGUE_LABEL = 'ehemaliges Teammitglied';

/** A field's value in German; `names` gives colleagues' names by id (for assigneeId). */
export function historyValueLabel(field: string, value: unknown, names: ReadonlyMap<number, string>): string {
  switch (field) {
    case 'status':
      return APPLICATION_STATUS_LABELS[value as ApplicationStatus] ?? String(value ?? '–');
    case 'outcome':
      return value === null || value === undefined
        ? 'kein Ergebnis'
        : (APPLICATION_OUTCOME_LABELS[value as ApplicationOutcome] ?? String(value));
    case 'assigneeId':
      return value === null || value === undefined
        ? 'niemand'
        : (names.get(Number(value)) ?? FORMER_COLLEAGUE_LABEL);
    default:
      return value === null || value === undefined ? '–' : String(value);
  }
}

/** A template sent, as its line reads: „Vorlage „Rückruf“ gesendet per WhatsApp“. */
export const templateSentText = (template: string, channel: TemplateChannel): string =>
  `Vorlage „${template}“ gesendet per ${TEMPLATE_CHANNEL_LABELS[channel] ?? channel}`;
