import { Avatar, Grid, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { StarFilled } from '@ant-design/icons';
import type { Streamer } from '@shared/api-types.js';
import type { Direction } from '@admin/lib/order.js';
import { orderedActionsColumn } from '../ordered/actions-column.js';
import { frameLabelOf, swatchOf, tagsOf } from './streamer-options.js';
import './streamers.css';

export interface StreamersTableProps {
  /** Already sorted by order. */
  streamers: Streamer[];
  loading: boolean;
  moving: boolean;
  onMove: (entry: Streamer, direction: Direction) => void;
  onEdit: (entry: Streamer) => void;
  onDelete: (entry: Streamer) => Promise<unknown>;
}

const handleOf = (username: string) => (username.startsWith('@') ? username : `@${username}`);

/** The first tag is the achievement, coloured as on the landing page; the others stay plain. */
function StreamerTags({ streamer }: { streamer: Streamer }) {
  const tags = tagsOf(streamer.tags);
  if (tags.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const color = swatchOf(streamer.tagColor);
  return tags.map((tag, index) => (
    <Tag
      key={`${index}-${tag}`}
      className="streamer-tag"
      style={
        index === 0
          ? { color, borderColor: color, background: `color-mix(in srgb, ${color} 14%, transparent)` }
          : {}
      }
    >
      {tag}
    </Tag>
  ));
}

/** The streamers of spec section 2: position, name, TikTok, country, frame, tags, actions; a star marks featured ones (the only ones the website shows). */
export function StreamersTable({
  streamers,
  loading,
  moving,
  onMove,
  onEdit,
  onDelete,
}: StreamersTableProps) {
  const screens = Grid.useBreakpoint();
  const columns: TableColumnsType<Streamer> = [
    {
      title: 'Position',
      dataIndex: 'order',
      width: 88,
      align: 'center',
      render: (order: number) => order + 1,
    },
    {
      title: 'Name',
      dataIndex: 'name',
      width: 230,
      render: (name: string, entry) => (
        <span className="streamer-name">
          <Avatar src={entry.profileImageUrl} alt="" size={40}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Typography.Text strong>{name}</Typography.Text>
          {entry.featured && (
            <Tooltip title="Hervorgehoben: wird auf der Website gezeigt">
              <StarFilled className="streamer-name__featured" aria-label="Hervorgehoben" role="img" />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: 'TikTok',
      dataIndex: 'tiktokUsername',
      width: 180,
      render: (username: string, entry) => (
        <Typography.Link href={entry.tiktokUrl} target="_blank" rel="noopener noreferrer">
          {handleOf(username)}
        </Typography.Link>
      ),
    },
    { title: 'Land', dataIndex: 'country', width: 110 },
    {
      title: 'Rahmen',
      dataIndex: 'frameType',
      width: 160,
      render: (frameType: string) =>
        frameType === 'standard' ? (
          <Typography.Text type="secondary">Kein Rahmen</Typography.Text>
        ) : (
          frameLabelOf(frameType)
        ),
    },
    { title: 'Tags', dataIndex: 'tags', render: (_, entry) => <StreamerTags streamer={entry} /> },
    // Always in reach on wide screens; on phones it would hide half of the table.
    orderedActionsColumn(
      { items: streamers, moving, onMove, onEdit, onDelete },
      (entry) => `Der Streamer „${entry.name}“ wird dauerhaft gelöscht.`,
      !!screens.md,
    ),
  ];

  return (
    <Table<Streamer>
      rowKey="id"
      columns={columns}
      dataSource={streamers}
      loading={loading}
      pagination={false}
      scroll={{ x: 1120 }}
      locale={{ emptyText: 'Keine Streamer vorhanden.' }}
    />
  );
}
