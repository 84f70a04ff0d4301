import { Alert, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@shared/api-types.js';
import { adminPaths } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { AccountReminders } from '../components/dashboard/AccountReminders.js';
import { PageViewsCard } from '../components/dashboard/PageViewsCard.js';
import { RecruitingCard } from '../components/dashboard/RecruitingCard.js';
import { LatestCards } from '../components/dashboard/LatestCards.js';
import { StatCards } from '../components/dashboard/StatCards.js';
import { Loading } from '../components/Loading.js';
import { DashboardGoLive } from '../components/settings/DashboardGoLive.js';
import { useCan } from '../lib/permissions.js';

/**
 * /admin/dashboard: reminders about one's own account (a sign-in with a recovery code, an owner
 * without e-mail), the go-live reminder (while the Impressum lacks values), the eight statistic cards (applications, page views), the newest applications
 * and messages, the recruiting report (for those who may see it), and the daily page-view chart.
 */
export default function DashboardPage() {
  const stats = useQuery<Stats>({ queryKey: [adminPaths.stats] });
  const can = useCan();

  return (
    <>
      <PageHeader title="Dashboard" />
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        <AccountReminders />
        <DashboardGoLive />
        {stats.isPending ? (
          <Loading screen />
        ) : stats.isError ? (
          <Alert type="error" showIcon title="Fehler beim Laden der Statistiken." role="alert" />
        ) : (
          <StatCards stats={stats.data} />
        )}
        <LatestCards />
        {can('reports.recruiting') && <RecruitingCard />}
        <PageViewsCard />
      </Space>
    </>
  );
}
