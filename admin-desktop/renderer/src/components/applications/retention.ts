import type { Application } from '@shared/api-types.js';
import { formatDate } from '@admin/lib/date.js';

const DAY_MS = 24 * 3_600_000;

/**
 * The dialog's line about the automatic deletion of a completed application, from what the
 * server answered (deleteAfter, null while not completed or with the deletion off); null when
 * there is nothing to say. The deletion runs with the daily maintenance from that day on.
 */
export function deletionNote(
  application: Pick<Application, 'status' | 'completedAt' | 'deleteAfter'>,
): string | null {
  const { status, completedAt, deleteAfter } = application;
  if (status !== 'completed' || !completedAt || !deleteAfter) return null;
  const days = Math.round((Date.parse(deleteAfter) - Date.parse(completedAt)) / DAY_MS);
  return (
    `Wird ab dem ${formatDate(deleteAfter)} automatisch gelöscht ` +
    `(Aufbewahrung: ${days} ${days === 1 ? 'Tag' : 'Tage'} nach „Erledigt“).`
  );
}
