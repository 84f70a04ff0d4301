import { Alert, Space } from 'antd';
import { API, useApiQuery } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { AccountReminders } from '../components/dashboard/AccountReminders.js';
import { ContentCard } from '../components/dashboard/ContentCard.js';
import { PageViewsCard } from '../components/dashboard/PageViewsCard.js';
import { RecruitingCard } from '../components/dashboard/RecruitingCard.js';
import { NewsletterCard } from '../components/dashboard/NewsletterCard.js';
import { LatestCards } from '../components/dashboard/LatestCards.js';
import { StatCards } from '../components/dashboard/StatCards.js';
import { Loading } from '../components/Loading.js';
import { DashboardGoLive } from '../components/settings/DashboardGoLive.js';
import { useCan } from '../lib/permissions.js';

/**
 * /admin/dashboard, each role what it works on: reminders about one's own account (a sign-in with
 * a recovery code, an owner without e-mail), the go-live reminder (while the Impressum lacks
 * values), the spec's eight statistic cards (applications, page views) for those who read
 * applications, the newest applications and messages, the website's content (for those who edit
 * it), the recruiting report (for those who may see it), and the daily page-view chart. Redaktion
 * sees its content and the page views once, as the chart, not six counters.
 */
export default function DashboardPage() {
  const can = useCan();
  const figures = can('applications.read');
  const stats = useApiQuery(API.stats.summary, null, { enabled: figures });

  return (
    <>
      <PageHeader title="Dashboard" />
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        <AccountReminders />
        <DashboardGoLive />
        {!figures ? null : stats.isPending ? (
          <Loading screen />
        ) : stats.isError ? (
          <Alert type="error" showIcon title="Fehler beim Laden der Statistiken." role="alert" />
        ) : (
          <StatCards stats={stats.data} />
        )}
        <LatestCards />
        <ContentCard />
        <NewsletterCard />
        {can('reports.recruiting') && <RecruitingCard />}
        <PageViewsCard />
      </Space>
    </>
  );
}
