import { lazy, Suspense } from 'react';
import { Alert, Card, Typography } from 'antd';
import { API, useApiQuery } from '@admin/api/client.js';
import { Loading } from '../Loading.js';

// recharts is large: loaded only when the dashboard shows the chart (its own chunk).
const PageViewsChart = lazy(() => import('./PageViewsChart.js'));

const DAYS = 90;
const CHART_HEIGHT = 300;

/** Beyond the spec: daily page views of the last 90 days (Europe/Berlin days, oldest first). */
export function PageViewsCard() {
  // The data request starts together with the chart chunk instead of after it.
  const query = useApiQuery(API.stats.pageViews, { query: { days: DAYS } });
  const loader = (
    <div className="chart-placeholder" style={{ height: CHART_HEIGHT }}>
      <Loading />
    </div>
  );

  return (
    <Card title={`Seitenaufrufe pro Tag (letzte ${DAYS} Tage)`} className="page-views-card">
      {query.isPending ? (
        loader
      ) : query.isError ? (
        <Alert type="error" showIcon title="Fehler beim Laden der Seitenaufrufe." role="alert" />
      ) : (
        <Suspense fallback={loader}>
          <PageViewsChart data={query.data} height={CHART_HEIGHT} />
        </Suspense>
      )}
      <Typography.Paragraph
        type="secondary"
        className="page-views-help"
        style={{ marginTop: 12, marginBottom: 0 }}
      >
        Gezählt wird jeder Besucher einmal je Seite und halbe Stunde, gemeldet von der geladenen Seite selbst.
        Besuche von Browsern ohne JavaScript und von Bots (etwa Suchmaschinen) werden nicht gezählt.
      </Typography.Paragraph>
    </Card>
  );
}
