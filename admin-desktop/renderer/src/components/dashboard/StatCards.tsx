import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ClockCircleOutlined,
  EyeOutlined,
  InboxOutlined,
  MailOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { PageViewStats, Stats } from '@shared/api-types.js';
import { numberFormat } from './number-format.js';
import './dashboard.css';

interface StatCard {
  key: string;
  title: string;
  /** Null when the person's role does not show this figure (Redaktion: no applications). */
  value: (stats: Stats) => number | null;
  icon: ReactNode;
  /** The list the figure counts, filtered (the card is a link to it). */
  to?: string;
}

/** The card of one page-view window. */
const pageViews = (span: keyof PageViewStats, title: string): StatCard => ({
  key: span,
  title,
  value: (stats) => stats.pageviews[span],
  icon: <EyeOutlined />,
});

/**
 * The figures: new and total applications, those overdue (still „Neu“, or messages unanswered,
 * past the 48-hour promise: each a link to its list filtered so), then page views. The server counts rolling
 * windows of whole hours (server/services/page-views.ts): the last 24 hours, the 24 hours before
 * them, the last 7, 14, 30 and 90 times 24 hours; the titles say just that, no calendar day.
 */
const CARDS: StatCard[] = [
  {
    key: 'new',
    title: 'Neue Bewerbungen',
    value: (s) => s.applications?.new ?? null,
    icon: <InboxOutlined />,
  },
  {
    key: 'total',
    title: 'Bewerbungen gesamt',
    value: (s) => s.applications?.total ?? null,
    icon: <SolutionOutlined />,
  },
  {
    key: 'overdue-applications',
    title: 'Überfällige Bewerbungen',
    value: (s) => s.applications?.overdue ?? null,
    icon: <ClockCircleOutlined />,
    to: '/bewerbungen?overdue=1',
  },
  {
    key: 'overdue-messages',
    title: 'Überfällige Nachrichten',
    value: (s) => s.messages?.overdue ?? null,
    icon: <MailOutlined />,
    to: '/nachrichten?overdue=1',
  },
  pageViews('today', 'Seitenaufrufe letzte 24 Stunden'),
  pageViews('yesterday', 'Seitenaufrufe 24 bis 48 Stunden zuvor'),
  pageViews('last7days', 'Seitenaufrufe letzte 7 Tage'),
  pageViews('last14days', 'Seitenaufrufe letzte 14 Tage'),
  pageViews('last30days', 'Seitenaufrufe letzte 30 Tage'),
  pageViews('last90days', 'Seitenaufrufe letzte 90 Tage'),
];

/**
 * The figures in cards of one height (a grid whose rows share one height, so a wrapped title makes
 * every card taller, not one): two per row on phones and tablets, four on wide screens.
 */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <ul aria-label="Statistiken" className="stat-grid">
      {CARDS.filter((card) => card.value(stats) !== null).map((card) => {
        const figure = (
          <Statistic
            title={card.title}
            value={card.value(stats) ?? 0}
            prefix={card.icon}
            // Statistic's own grouping is English style; the spec wants German (1.234).
            formatter={(value) => numberFormat.format(Number(value))}
          />
        );
        return (
          <li key={card.key}>
            <Card
              className={card.to ? 'stat-card stat-card--link' : 'stat-card'}
              hoverable={Boolean(card.to)}
            >
              {card.to ? (
                <Link to={card.to} className="stat-card__link">
                  {figure}
                </Link>
              ) : (
                figure
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
