import { Image, Tag, Typography, type TableColumnsType } from 'antd';
import type { Highlight } from '@shared/api-types.js';
import type { Direction } from '@admin/lib/order.js';
import { orderedActionsColumn, orderedRowActions } from '../ordered/actions-column.js';
import { ListCard, ResponsiveList } from '../ResponsiveList.js';

export interface HighlightsTableProps {
  /** Already sorted by order. */
  highlights: Highlight[];
  loading: boolean;
  moving: boolean;
  onMove: (entry: Highlight, direction: Direction) => void;
  onEdit: (entry: Highlight) => void;
  onDelete: (entry: Highlight) => Promise<unknown>;
}

function Thumbnail({ entry }: { entry: Highlight }) {
  return (
    <Image
      src={entry.imageUrl}
      alt={entry.title}
      width={88}
      height={50}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      preview={false}
    />
  );
}

const deleteDescription = (entry: Highlight) => `Das Highlight „${entry.title}“ wird dauerhaft gelöscht.`;

/**
 * The highlights of spec section 2: image, title, description, date, position (order+1), actions;
 * a card per highlight on narrow screens.
 */
export function HighlightsTable({
  highlights,
  loading,
  moving,
  onMove,
  onEdit,
  onDelete,
}: HighlightsTableProps) {
  const actions = { items: highlights, moving, onMove, onEdit, onDelete };
  const columns: TableColumnsType<Highlight> = [
    {
      title: 'Bild',
      dataIndex: 'imageUrl',
      width: 112,
      render: (_, entry) => <Thumbnail entry={entry} />,
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
    orderedActionsColumn(actions, deleteDescription),
  ];

  return (
    <ResponsiveList<Highlight>
      label="Highlights"
      items={highlights}
      loading={loading}
      columns={columns}
      scroll={{ x: 900 }}
      emptyText="Keine Highlights vorhanden."
      renderCard={(entry, index) => (
        <ListCard
          label={entry.title}
          media={<Thumbnail entry={entry} />}
          title={entry.title}
          extra={<Tag>Position {entry.order + 1}</Tag>}
          actions={orderedRowActions(actions, deleteDescription(entry), entry, index, true)}
        >
          <span className="list-card__meta">{entry.date}</span>
          <Typography.Paragraph className="list-card__text" ellipsis={{ rows: 2 }}>
            {entry.description}
          </Typography.Paragraph>
        </ListCard>
      )}
    />
  );
}
