import { Tag, Typography, type TableColumnsType } from 'antd';
import type { Livestream } from '@shared/api-types.js';
import { dayLabel } from '@admin/lib/days.js';
import type { Direction } from '@admin/lib/order.js';
import { orderedActionsColumn, orderedRowActions } from '../ordered/actions-column.js';
import { ListCard, ResponsiveList } from '../ResponsiveList.js';

export interface LivestreamTableProps {
  /** Already sorted by order. */
  entries: Livestream[];
  loading: boolean;
  /** True while a move is saved: the move buttons wait for it. */
  moving: boolean;
  onMove: (entry: Livestream, direction: Direction) => void;
  onEdit: (entry: Livestream) => void;
  onDelete: (entry: Livestream) => Promise<unknown>;
}

const LIVE_TAG = <Tag color="red">LIVE</Tag>;

const deleteDescription = (entry: Livestream) => `Der Livestream „${entry.title}“ wird endgültig entfernt.`;

/** The weekly plan in its stored order with move, edit and delete per row; cards on narrow screens. */
export function LivestreamTable({
  entries,
  loading,
  moving,
  onMove,
  onEdit,
  onDelete,
}: LivestreamTableProps) {
  const actions = { items: entries, moving, onMove, onEdit, onDelete };
  const columns: TableColumnsType<Livestream> = [
    { title: 'Tag', dataIndex: 'day', width: 120, render: (day: string) => dayLabel(day) },
    { title: 'Uhrzeit', dataIndex: 'time', width: 100 },
    {
      title: 'Titel',
      dataIndex: 'title',
      width: 240,
      render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
    },
    {
      title: 'Beschreibung',
      dataIndex: 'description',
      render: (description: string | null) =>
        description ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: description }} style={{ marginBottom: 0 }}>
            {description}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">–</Typography.Text>
        ),
    },
    {
      title: 'Live',
      dataIndex: 'isLive',
      width: 80,
      render: (isLive: boolean) => (isLive ? LIVE_TAG : null),
    },
    orderedActionsColumn(actions, deleteDescription),
  ];

  return (
    <ResponsiveList<Livestream>
      label="Livestreams"
      items={entries}
      loading={loading}
      columns={columns}
      scroll={{ x: 900 }}
      emptyText="Momentan sind keine Livestreams geplant."
      renderCard={(entry, index) => (
        <ListCard
          label={entry.title}
          title={entry.title}
          extra={entry.isLive && LIVE_TAG}
          actions={orderedRowActions(actions, deleteDescription(entry), entry, index, true)}
        >
          <span className="list-card__meta">
            {dayLabel(entry.day)} · {entry.time}
          </span>
          {entry.description && (
            <Typography.Paragraph className="list-card__text" ellipsis={{ rows: 2 }}>
              {entry.description}
            </Typography.Paragraph>
          )}
        </ListCard>
      )}
    />
  );
}
