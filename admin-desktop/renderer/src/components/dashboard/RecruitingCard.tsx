import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Descriptions, Segmented, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { API, urlOf, useApiQuery } from '@admin/api/client.js';
import type { RecruitingSourceRow } from '@shared/api-types.js';
import {
  DEFAULT_RECRUITING_REPORT_DAYS,
  RECRUITING_REPORT_DAYS,
  type RecruitingReportDays,
} from '@shared/recruiting-report.js';
import { Loading } from '../Loading.js';
import { useNarrowScreen } from '../ResponsiveList.js';
import { numberFormat } from './number-format.js';

// recharts is large: loaded only when the card shows the chart (its own chunk, like the page views').
const RecruitingChart = lazy(() => import('./RecruitingChart.js'));

const CHART_HEIGHT = 260;
const daysFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

type Figure = Exclude<keyof RecruitingSourceRow, 'source'>;
const formatCount = (value: number | null) => numberFormat.format(value ?? 0);
const formatDays = (value: number | null) => (value === null ? '–' : daysFormat.format(value));

/** The report's figures per source: the table's columns, and the blocks on a phone. */
const FIGURES: { key: Figure; title: string; format: (value: number | null) => string }[] = [
  { key: 'applications', title: 'Bewerbungen', format: formatCount },
  { key: 'accepted', title: 'Angenommen', format: formatCount },
  { key: 'rejected', title: 'Abgelehnt', format: formatCount },
  { key: 'withdrawn', title: 'Zurückgezogen', format: formatCount },
  { key: 'open', title: 'Offen', format: formatCount },
  { key: 'medianDaysToDecision', title: 'Median Tage bis Entscheidung', format: formatDays },
];

const COLUMNS: ColumnsType<RecruitingSourceRow> = [
  {
    title: 'Quelle',
    dataIndex: 'source',
    key: 'source',
    render: (source: string) => <span className="break-long-words">{source}</span>,
  },
  ...FIGURES.map(({ key, title, format }) => ({
    title,
    dataIndex: key,
    key,
    align: 'right' as const,
    render: (value: number | null) => format(value),
  })),
];

/**
 * Applications per source over the last 30, 90 or 365 days and how they ended (anonymous figures
 * that deleting applications does not change): a table, a chart and the CSV of the same window.
 */
export function RecruitingCard() {
  const [days, setDays] = useState<RecruitingReportDays>(DEFAULT_RECRUITING_REPORT_DAYS);
  const narrow = useNarrowScreen();
  const query = useApiQuery(API.reports.recruiting, { query: { days } });
  const loader = (
    <div className="chart-placeholder" style={{ height: CHART_HEIGHT }}>
      <Loading />
    </div>
  );
  const controls = (
    <Space wrap className="recruiting-card__controls">
      <Segmented<RecruitingReportDays>
        aria-label="Zeitraum"
        value={days}
        onChange={setDays}
        options={RECRUITING_REPORT_DAYS.map((value) => ({ label: `${value} Tage`, value }))}
      />
      <Button
        href={urlOf(API.reports.recruitingCsv, { query: { days } })}
        download
        icon={<DownloadOutlined />}
      >
        CSV exportieren
      </Button>
    </Space>
  );

  let body;
  if (query.isPending) body = loader;
  else if (query.isError)
    body = <Alert type="error" showIcon title="Fehler beim Laden des Recruiting-Berichts." role="alert" />;
  else if (query.data.bySource.length === 0)
    body = (
      <Typography.Paragraph type="secondary">
        Keine Bewerbungen in den letzten {days} Tagen.
      </Typography.Paragraph>
    );
  else
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Suspense fallback={loader}>
          <RecruitingChart data={query.data.bySource} height={CHART_HEIGHT} days={days} />
        </Suspense>
        {narrow ? (
          // On a phone one block per source: seven columns would scroll sideways.
          <ul
            className="recruiting-card__sources"
            aria-label={`Bewerbungen nach Quelle, letzte ${days} Tage`}
          >
            {query.data.bySource.map((row) => (
              <li key={row.source}>
                <Descriptions
                  size="small"
                  column={2}
                  title={<span className="break-long-words">{row.source}</span>}
                  items={FIGURES.map(({ key, title, format }) => ({
                    key,
                    label: title,
                    children: format(row[key]),
                  }))}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Table<RecruitingSourceRow>
            aria-label={`Bewerbungen nach Quelle, letzte ${days} Tage`}
            columns={COLUMNS}
            dataSource={query.data.bySource}
            rowKey="source"
            pagination={false}
            size="small"
          />
        )}
      </Space>
    );

  return (
    <Card title={<h2 className="latest-card__title">Recruiting</h2>} className="recruiting-card">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {controls}
        {body}
      </Space>
    </Card>
  );
}
