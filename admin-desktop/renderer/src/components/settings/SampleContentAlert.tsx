import { Alert } from 'antd';
import { Link } from 'react-router';
import { sampleContentPath, sampleTypeLabel, type SampleContentEntry } from '@shared/sample-content.js';
import { API, useApiQuery } from '../../api/client.js';
import { useCan } from '../../lib/permissions.js';
import './settings.css';

const entryText = (entry: SampleContentEntry) =>
  `${sampleTypeLabel(entry.type)}: „${entry.label}“` +
  (entry.fallback ? ' (eingebautes Beispiel, bis ein eigener Eintrag veröffentlicht ist)' : '');

/**
 * The go-live check's sample content (issue 39): every entry the public site still shows that
 * nobody at the agency wrote (the first start's sample entries, the sample founder, the built-in
 * FAQ and feedbacks while a list is empty), each as a link to where it is edited. For those who
 * edit the content; on the dashboard and at the top of Einstellungen. Asked for whenever it shows.
 */
export function SampleContentAlert() {
  const can = useCan();
  const allowed = can('content.write');
  // The server's details for staff, with the sample content still public (server/services/health.ts).
  const health = useApiQuery(API.stats.health, null, { enabled: allowed, staleTime: 0 });
  const samples = health.data?.sampleContent;
  if (!allowed || !samples || samples.count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="go-live-alert sample-content-alert"
      title={
        samples.count === 1
          ? 'Die Website zeigt noch 1 Beispielinhalt'
          : `Die Website zeigt noch ${samples.count} Beispielinhalte`
      }
      description={
        <>
          <p className="go-live-alert__lead">
            Diese Einträge sind erfunden und öffentlich sichtbar. Bitte ersetzen oder löschen Sie sie, bevor
            die Website öffentlich wird – erfundene Bewertungen sind unzulässig:
          </p>
          <ul className="go-live-alert__list sample-content-alert__list" aria-label="Beispielinhalte">
            {samples.entries.map((entry) => (
              <li key={`${entry.type}-${entry.id ?? 'settings'}`}>
                <Link to={sampleContentPath(entry.type)}>{entryText(entry)}</Link>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
