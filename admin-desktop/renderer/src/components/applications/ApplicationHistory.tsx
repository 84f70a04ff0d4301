import { Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, callApi } from '@admin/api/client.js';
import { formatDateTime } from '@admin/lib/date.js';
import { useCan } from '@admin/lib/permissions.js';

/** The query key's start of an application's history (with its id: every copy of it). */
export const APPLICATION_HISTORY_KEY = 'application-history';

interface Props {
  id: number;
  /** Counts the dialog's own saves: each one asks again. */
  saves?: number;
}

/**
 * „Verlauf“ in an application's dialog: each change of status, outcome and assignee and each reply
 * template sent, newest first, with who and when („Status: Neu → In Bearbeitung“, „Vorlage
 * „Rückruf“ gesendet per WhatsApp“), as the server words it from the activity log. Nothing while it loads, when there is none, or when the question fails: the dialog works
 * without it.
 */
export function ApplicationHistory({ id, saves = 0 }: Props) {
  const allowed = useCan()('applications.read');
  const { data } = useQuery({
    // Not under the list's key: a delete from the open dialog would ask again for a gone entry (404).
    queryKey: [APPLICATION_HISTORY_KEY, id, saves],
    queryFn: () => callApi(API.applications.history, { params: { id } }),
    enabled: allowed,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const entries = allowed && Array.isArray(data) ? data : [];
  if (entries.length === 0) return null;
  return (
    <section
      className="application-dialog__section application-history"
      aria-labelledby="application-history-title"
    >
      <Typography.Title level={5} id="application-history-title">
        Verlauf
      </Typography.Title>
      <ol className="application-history__list">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="application-history__entry">
            {'kind' in entry ? (
              <span>
                <strong>{entry.text}</strong>
              </span>
            ) : (
              <span>
                <strong>{entry.label}:</strong> {entry.from} → {entry.to}
                {entry.bulk ? ' (Mehrfachauswahl)' : ''}
              </span>
            )}
            <Typography.Text type="secondary" className="application-history__meta">
              {entry.actorName}, {formatDateTime(entry.at)}
            </Typography.Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
