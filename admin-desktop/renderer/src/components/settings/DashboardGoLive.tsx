import { useQuery } from '@tanstack/react-query';
import type { SettingsState } from '@shared/api-types.js';
import { SETTINGS_PATHS } from '@shared/site-settings-sections.js';
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
  const settings = useQuery<SettingsState>({
    queryKey: [SETTINGS_PATHS.settings],
    enabled: allowed,
    staleTime: 0,
  });
  return (
    <>
      {allowed && settings.data && <GoLiveAlert problems={settings.data.problems} />}
      <SampleContentAlert />
    </>
  );
}
