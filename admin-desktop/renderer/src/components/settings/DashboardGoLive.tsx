import { API, useApiQuery } from '../../api/client.js';
import { useCan } from '../../lib/permissions.js';
import { GoLiveAlert } from './GoLiveAlert.js';
import { SampleContentAlert } from './SampleContentAlert.js';
import './settings.css';

/**
 * The dashboard's reminder that the Impressum still lacks required values, for those who can fill
 * them in (settings.agency), and the sample content still public, for those who edit the content
 * (SampleContentAlert). Asked for again whenever the dashboard opens.
 */
export function DashboardGoLive() {
  const can = useCan();
  const allowed = can('settings.agency');
  const settings = useApiQuery(API.settings.get, undefined, { enabled: allowed, staleTime: 0 });
  return (
    <>
      {allowed && settings.data && <GoLiveAlert problems={settings.data.problems} />}
      <SampleContentAlert />
    </>
  );
}
