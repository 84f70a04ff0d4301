import { Avatar, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { StarFilled } from '@ant-design/icons';
import type { Streamer } from '@shared/api-types.js';
import type { Direction } from '@admin/lib/order.js';
import { orderedActionsColumn, orderedRowActions } from '../ordered/actions-column.js';
import { ListCard, ResponsiveList } from '../ResponsiveList.js';
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

function StreamerAvatar({ streamer }: { streamer: Streamer }) {
  return (
    <Avatar src={streamer.profileImageUrl} alt="" size={40}>
      {streamer.name.charAt(0).toUpperCase()}
    </Avatar>
  );
}

function FeaturedStar() {
  return (
    <Tooltip title="Hervorgehoben: wird auf der Website gezeigt">
      <StarFilled className="streamer-name__featured" aria-label="Hervorgehoben" role="img" />
    </Tooltip>
  );
}

function TikTokLink({ streamer }: { streamer: Streamer }) {
  return (
    <Typography.Link href={streamer.tiktokUrl} target="_blank" rel="noopener noreferrer">
      {handleOf(streamer.tiktokUsername)}
    </Typography.Link>
  );
}

const NO_FRAME = 'Kein Rahmen';

const deleteDescription = (entry: Streamer) => `Der Streamer „${entry.name}“ wird dauerhaft gelöscht.`;

/**
 * The streamers of spec section 2: position, name, TikTok, country, frame, tags, actions; a star
 * marks featured ones (the only ones the website shows). A card per streamer on narrow screens.
 */
export function StreamersTable({
  streamers,
  loading,
  moving,
  onMove,
  onEdit,
  onDelete,
}: StreamersTableProps) {
  const actions = { items: streamers, moving, onMove, onEdit, onDelete };
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
          <StreamerAvatar streamer={entry} />
          <Typography.Text strong>{name}</Typography.Text>
          {entry.featured && <FeaturedStar />}
        </span>
      ),
    },
    {
      title: 'TikTok',
      dataIndex: 'tiktokUsername',
      width: 180,
      render: (_, entry) => <TikTokLink streamer={entry} />,
    },
    { title: 'Land', dataIndex: 'country', width: 110 },
    {
      title: 'Rahmen',
      dataIndex: 'frameType',
      width: 160,
      render: (frameType: string) =>
        frameType === 'standard' ? (
          <Typography.Text type="secondary">{NO_FRAME}</Typography.Text>
        ) : (
          frameLabelOf(frameType)
        ),
    },
    { title: 'Tags', dataIndex: 'tags', render: (_, entry) => <StreamerTags streamer={entry} /> },
    orderedActionsColumn(actions, deleteDescription),
  ];

  return (
    <ResponsiveList<Streamer>
      label="Streamer"
      items={streamers}
      loading={loading}
      columns={columns}
      scroll={{ x: 1120 }}
      emptyText="Keine Streamer vorhanden."
      renderCard={(entry, index) => (
        <ListCard
          label={entry.name}
          media={<StreamerAvatar streamer={entry} />}
          title={
            <span className="streamer-name">
              {entry.name}
              {entry.featured && <FeaturedStar />}
            </span>
          }
          extra={<Tag>Position {entry.order + 1}</Tag>}
          actions={orderedRowActions(actions, deleteDescription(entry), entry, index, true)}
        >
          <TikTokLink streamer={entry} />
          <span className="list-card__meta">
            {entry.country} · {entry.frameType === 'standard' ? NO_FRAME : frameLabelOf(entry.frameType)}
          </span>
          {tagsOf(entry.tags).length > 0 && (
            <div>
              <StreamerTags streamer={entry} />
            </div>
          )}
        </ListCard>
      )}
    />
  );
}
