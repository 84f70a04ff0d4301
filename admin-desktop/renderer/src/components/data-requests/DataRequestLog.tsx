import { Alert, Card, Typography } from 'antd';
import type { DataRequestAction } from '@shared/api-types.js';
import { API, useApiQuery } from '@admin/api/client.js';
import { formatDateTime } from '@admin/lib/date.js';
import { recordsLabel } from './counts.js';

const ACTIONS: Record<DataRequestAction, string> = {
  export: 'Auskunft heruntergeladen',
  erasure: 'Daten gelöscht',
};

/** The latest exports and erasures: who, when, how many (the server keeps nothing about the person). */
export function DataRequestLog() {
  const log = useApiQuery(API.dataRequests.log);
  return (
    <Card size="small" title="Protokoll" className="data-request__log" loading={log.isPending}>
      {log.isError ? (
        <Alert type="error" showIcon role="alert" title="Fehler beim Laden des Protokolls." />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Die letzten Auskünfte und Löschungen. Festgehalten wird nur, wer wann wie viele Einträge
            heruntergeladen oder gelöscht hat – keine Angaben zur Person.
          </Typography.Paragraph>
          {log.data?.length ? (
            <ul className="data-request__log-list stacked-list">
              {log.data.map((entry) => (
                <li key={entry.id}>
                  <Typography.Text strong>{ACTIONS[entry.action]}</Typography.Text>
                  <span>{recordsLabel(entry.applications, entry.messages, entry.newsletter)}</span>
                  <Typography.Text type="secondary">
                    {formatDateTime(entry.createdAt)} · {entry.username}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">Noch keine Einträge.</Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
