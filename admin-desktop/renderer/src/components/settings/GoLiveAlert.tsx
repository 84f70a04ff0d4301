import { Alert } from 'antd';
import { Link } from 'react-router';
import type { SettingsProblem } from '@shared/site-settings-check.js';

/** The settings screen with a field focused: `/einstellungen?feld=legal.vatId`. */
export const settingsFieldLink = (path: string) => `/einstellungen?feld=${encodeURIComponent(path)}`;

/**
 * The go-live check's findings: each legally required value that is empty or still a sample, as
 * a link to its field. On the dashboard and at the top of the settings screen.
 */
export function GoLiveAlert({ problems }: { problems: readonly SettingsProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="go-live-alert"
      title="Die Website ist noch nicht bereit für den Livebetrieb"
      description={
        <>
          <p className="go-live-alert__lead">
            Diese Angaben verlangt das Impressum. Bitte ergänzen Sie sie, bevor die Website öffentlich wird:
          </p>
          <ul className="go-live-alert__list">
            {problems.map((problem) => (
              <li key={problem.path}>
                <Link to={settingsFieldLink(problem.path)}>{problem.message}</Link>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
