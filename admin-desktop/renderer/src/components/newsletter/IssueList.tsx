import { Button, Tag } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { NewsletterIssueFigures, NewsletterIssueSummary } from '@shared/api-types.js';
import { NEWSLETTER_ISSUE_STATUS_LABELS, type NewsletterIssueStatus } from '@shared/newsletter.js';
import { ListCard, ResponsiveList, TouchActions } from '../ResponsiveList.js';
import { formatDateTime } from '../../lib/date.js';
import { numberFormat } from '../dashboard/number-format.js';

const STATUS_COLORS: Record<NewsletterIssueStatus, string> = {
  draft: 'default',
  sending: 'processing',
  sent: 'success',
};

export function IssueStatusTag({ status }: { status: NewsletterIssueStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{NEWSLETTER_ISSUE_STATUS_LABELS[status]}</Tag>;
}

/** The figures in words: "120 Empfänger · 118 zugestellt · 1 fehlgeschlagen · 1 übersprungen". */
export function figuresText(figures: NewsletterIssueFigures): string {
  const n = (value: number) => numberFormat.format(value);
  return [
    `${n(figures.recipients)} Empfänger`,
    `${n(figures.delivered)} zugestellt`,
    `${n(figures.failed)} fehlgeschlagen`,
    `${n(figures.skipped)} übersprungen`,
  ].join(' · ');
}

/** When: the draft's last change, or when sending started or ended. */
const whenText = (issue: NewsletterIssueSummary) =>
  issue.status === 'sent' && issue.sentAt
    ? `Gesendet ${formatDateTime(issue.sentAt)}`
    : issue.status === 'sending' && issue.sendStartedAt
      ? `Gestartet ${formatDateTime(issue.sendStartedAt)}`
      : `Geändert ${formatDateTime(issue.updatedAt)}`;

const openLabel = (issue: NewsletterIssueSummary) => (issue.status === 'draft' ? 'Bearbeiten' : 'Ansehen');

/** The issues, newest first: subject, status, when, figures; each opens in the editor. */
export function IssueList({
  issues,
  loading,
  onOpen,
}: {
  issues: readonly NewsletterIssueSummary[];
  loading: boolean;
  onOpen: (id: number) => void;
}) {
  const openButton = (issue: NewsletterIssueSummary) => (
    <Button
      icon={issue.status === 'draft' ? <EditOutlined /> : <EyeOutlined />}
      aria-label={`${openLabel(issue)}: ${issue.subject}`}
      onClick={() => onOpen(issue.id)}
    >
      {openLabel(issue)}
    </Button>
  );
  const columns: ColumnsType<NewsletterIssueSummary> = [
    { title: 'Betreff', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Status',
      key: 'status',
      render: (_, issue) => <IssueStatusTag status={issue.status} />,
    },
    { title: 'Zeitpunkt', key: 'when', render: (_, issue) => whenText(issue) },
    {
      title: 'Zahlen',
      key: 'figures',
      render: (_, issue) => (issue.status === 'draft' ? '–' : figuresText(issue)),
    },
    { title: 'Aktion', key: 'action', render: (_, issue) => openButton(issue) },
  ];
  return (
    <ResponsiveList<NewsletterIssueSummary>
      items={issues}
      loading={loading}
      columns={columns}
      label="Ausgaben"
      emptyText="Noch keine Ausgaben. Schreiben Sie die erste."
      pageSize={20}
      renderCard={(issue) => (
        <ListCard
          label={issue.subject}
          title={issue.subject}
          extra={<IssueStatusTag status={issue.status} />}
          actions={<TouchActions end={openButton(issue)} />}
        >
          <div>{whenText(issue)}</div>
          {issue.status !== 'draft' && <div>{figuresText(issue)}</div>}
        </ListCard>
      )}
    />
  );
}
