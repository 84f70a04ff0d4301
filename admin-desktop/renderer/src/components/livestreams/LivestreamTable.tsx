import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Livestream } from '@shared/api-types.js';
import { dayLabel } from '@admin/lib/days.js';
import type { Direction } from '@admin/lib/order.js';
import { orderedActionsColumn } from '../ordered/actions-column.js';

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

/** The weekly plan in its stored order with move, edit and delete per row. */
export function LivestreamTable({
  entries,
  loading,
  moving,
  onMove,
  onEdit,
  onDelete,
}: LivestreamTableProps) {
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
      render: (isLive: boolean) => (isLive ? <Tag color="red">LIVE</Tag> : null),
    },
    // The plan is narrow: the actions stay in view while the other columns scroll sideways.
    orderedActionsColumn(
      { items: entries, moving, onMove, onEdit, onDelete },
      (entry) => `Der Livestream „${entry.title}“ wird endgültig entfernt.`,
      true,
    ),
  ];

  return (
    <Table<Livestream>
      rowKey="id"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: 'Momentan sind keine Livestreams geplant.' }}
    />
  );
}
