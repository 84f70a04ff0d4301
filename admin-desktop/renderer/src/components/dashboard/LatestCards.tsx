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

/** A card of the newest entries of one list: each opens on its screen, "Alle ansehen" the screen itself. */
function LatestCard({
  title,
  to,
  state,
  empty,
  children,
}: {
  title: string;
  to: string;
  state: { isPending: boolean; isError: boolean; count: number };
  empty: string;
  children: ReactNode;
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
      ) : state.count === 0 ? (
        <p className="latest-card__empty">{empty}</p>
      ) : (
        <ul className="latest-list">{children}</ul>
      )}
    </Card>
  );
}

function LatestApplications() {
  const page = useApiPage(API.applications.list, LATEST_APPLICATIONS);
  const rows = page.data?.rows ?? [];
  return (
    <LatestCard
      title="Neueste Bewerbungen"
      to="/bewerbungen"
      state={{ isPending: page.isPending, isError: page.isError, count: rows.length }}
      empty="Noch keine Bewerbungen."
    >
      {rows.map((application) => (
        <li key={application.id} className="latest-list__item">
          <Link to="/bewerbungen" state={openOnArrival(application)} className="latest-list__link">
            <span className="latest-list__main break-long-words">
              {tiktokHandle(application.tiktokUsername)}
            </span>
            <span className="latest-list__meta">
              {application.country} · {formatDateTime(application.createdAt)}
            </span>
          </Link>
          <StatusTag status={application.status} />
        </li>
      ))}
    </LatestCard>
  );
}

function LatestMessages() {
  const list = useApiQuery(API.messages.list);
  const rows = [...(list.data ?? [])].sort(newestFirst).slice(0, LATEST);
  return (
    <LatestCard
      title="Neueste Nachrichten"
      to="/nachrichten"
      state={{ isPending: list.isPending, isError: list.isError, count: rows.length }}
      empty="Noch keine Nachrichten."
    >
      {rows.map((message) => (
        <li key={message.id} className="latest-list__item">
          <Link to="/nachrichten" state={openOnArrival(message)} className="latest-list__link">
            <span
              className={
                message.isRead
                  ? 'latest-list__main break-long-words'
                  : 'latest-list__main latest-list__main--unread break-long-words'
              }
            >
              {message.subject}
            </span>
            <span className="latest-list__meta break-long-words">
              {message.name} · {formatDateTime(message.createdAt)}
            </span>
          </Link>
          {!message.isRead && <Badge status="processing" text="Ungelesen" />}
        </li>
      ))}
    </LatestCard>
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
