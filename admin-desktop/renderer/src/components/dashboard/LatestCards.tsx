import type { ReactNode } from 'react';
import { Alert, Badge, Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { tiktokHandle } from '@shared/streamer-name.js';
import { API, useApiPage, useApiQuery } from '../../api/client.js';
import { formatDateTime } from '../../lib/date.js';
import { StatusTag } from '../applications/status.js';
import { newestFirst } from '../messages/order.js';
import { openOnArrival } from '../../lib/open-on-arrival.js';
import { useCan } from '../../lib/permissions.js';
import './dashboard.css';
import { Loading } from '../Loading.js';

const LATEST = 5;
const LATEST_APPLICATIONS = new URLSearchParams({ page: '1', pageSize: String(LATEST), sort: '-createdAt' });

/** One entry's line: what it is, its details, and a tag beside the link. */
interface Line {
  main: ReactNode;
  mainClass: string;
  meta: ReactNode;
  metaClass: string;
  tag: ReactNode;
}

/** A card of the newest entries of one list: each opens on its screen, "Alle ansehen" the screen itself. */
function LatestCard<T extends { id: number }>({
  title,
  to,
  state,
  rows,
  empty,
  line,
}: {
  title: string;
  to: string;
  state: { isPending: boolean; isError: boolean };
  rows: readonly T[];
  empty: string;
  line: (row: T) => Line;
}) {
  return (
    <Card
      title={<h2 className="latest-card__title">{title}</h2>}
      extra={<Link to={to}>Alle ansehen</Link>}
      className="latest-card"
    >
      {state.isPending ? (
        <Loading />
      ) : state.isError ? (
        <Alert type="error" showIcon title={`${title} konnten nicht geladen werden.`} role="alert" />
      ) : rows.length === 0 ? (
        <p className="latest-card__empty">{empty}</p>
      ) : (
        <ul className="latest-list">
          {rows.map((row) => {
            const { main, mainClass, meta, metaClass, tag } = line(row);
            return (
              <li key={row.id} className="latest-list__item">
                <Link to={to} state={openOnArrival(row)} className="latest-list__link">
                  <span className={mainClass}>{main}</span>
                  <span className={metaClass}>{meta}</span>
                </Link>
                {tag}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function LatestApplications() {
  const page = useApiPage(API.applications.list, LATEST_APPLICATIONS);
  return (
    <LatestCard
      title="Neueste Bewerbungen"
      to="/bewerbungen"
      state={page}
      rows={page.data?.rows ?? []}
      empty="Noch keine Bewerbungen."
      line={(application) => ({
        main: tiktokHandle(application.tiktokUsername),
        mainClass: 'latest-list__main break-long-words',
        meta: `${application.country} · ${formatDateTime(application.createdAt)}`,
        metaClass: 'latest-list__meta',
        tag: <StatusTag status={application.status} />,
      })}
    />
  );
}

function LatestMessages() {
  const list = useApiQuery(API.messages.list);
  return (
    <LatestCard
      title="Neueste Nachrichten"
      to="/nachrichten"
      state={list}
      rows={[...(list.data ?? [])].sort(newestFirst).slice(0, LATEST)}
      empty="Noch keine Nachrichten."
      line={(message) => ({
        main: message.subject,
        mainClass: message.isRead
          ? 'latest-list__main break-long-words'
          : 'latest-list__main latest-list__main--unread break-long-words',
        meta: `${message.name} · ${formatDateTime(message.createdAt)}`,
        metaClass: 'latest-list__meta break-long-words',
        tag: !message.isRead && <Badge status="processing" text="Ungelesen" />,
      })}
    />
  );
}

/**
 * The newest applications and messages side by side (stacked on narrow screens), each for those
 * who may read them.
 */
export function LatestCards() {
  const can = useCan();
  const cards = [
    can('applications.read') && <LatestApplications key="applications" />,
    can('messages.read') && <LatestMessages key="messages" />,
  ].filter(Boolean);
  if (cards.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card, index) => (
        <Col key={index} xs={24} lg={24 / cards.length}>
          {card}
        </Col>
      ))}
    </Row>
  );
}
