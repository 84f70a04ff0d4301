import { Grid, Image, Table, Typography, type TableColumnsType } from 'antd';
import type { Highlight } from '@shared/api-types.js';
import type { Direction } from '@admin/lib/order.js';
import { orderedActionsColumn } from '../ordered/actions-column.js';

export interface HighlightsTableProps {
  /** Already sorted by order. */
  highlights: Highlight[];
  loading: boolean;
  moving: boolean;
  onMove: (entry: Highlight, direction: Direction) => void;
  onEdit: (entry: Highlight) => void;
  onDelete: (entry: Highlight) => Promise<unknown>;
}

/** The highlights of spec section 2: image, title, description, date, position (order+1), actions. */
export function HighlightsTable({
  highlights,
  loading,
  moving,
  onMove,
  onEdit,
  onDelete,
}: HighlightsTableProps) {
  const screens = Grid.useBreakpoint();
  const columns: TableColumnsType<Highlight> = [
    {
      title: 'Bild',
      dataIndex: 'imageUrl',
      width: 112,
      render: (url: string, entry) => (
        <Image
          src={url}
          alt={entry.title}
          width={88}
          height={50}
          style={{ objectFit: 'cover', borderRadius: 6 }}
          preview={false}
        />
      ),
    },
    { title: 'Titel', dataIndex: 'title', width: 200 },
    {
      title: 'Beschreibung',
      dataIndex: 'description',
      render: (text: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
          {text}
        </Typography.Paragraph>
      ),
    },
    { title: 'Datum', dataIndex: 'date', width: 140 },
    {
      title: 'Position',
      dataIndex: 'order',
      width: 90,
      align: 'center',
      render: (order: number) => order + 1,
    },
    // Always in reach on wide screens; on phones it would hide half of the table.
    orderedActionsColumn(
      { items: highlights, moving, onMove, onEdit, onDelete },
      (entry) => `Das Highlight „${entry.title}“ wird dauerhaft gelöscht.`,
      !!screens.md,
    ),
  ];

  return (
    <Table<Highlight>
      rowKey="id"
      columns={columns}
      dataSource={highlights}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: 'Keine Highlights vorhanden.' }}
    />
  );
}
