import type { ReactNode } from 'react';
import { Image, Tag, Typography, type TableColumnsType } from 'antd';
import { POSITION, positionOf, type ContentDefinition } from '@shared/content/define.js';
import type { Column } from '@shared/content/fields.js';
import type { Direction, Slots } from '@admin/lib/order.js';
import { orderedActionsColumn, orderedRowActions } from '../ordered/actions-column.js';
import { ListCard, ResponsiveList } from '../ResponsiveList.js';

export type Entry = { id: number; order: number } & Record<string, unknown>;

/** A cell a content type declares itself (a column shown as 'custom', a card's part). */
export type Cell = (entry: Entry) => ReactNode;

/** How an entry reads as a card on narrow screens: the parts by field, 'position' for the order. */
export interface CardParts {
  media?: string;
  extra?: string;
  /** Shown in one line, separated by " · ". */
  meta?: readonly string[];
  /** The longer text, in at most two lines; left out when empty. */
  text?: string;
}

export interface ContentTableProps {
  definition: ContentDefinition;
  cells: Record<string, Cell>;
  /** The card of an entry: its parts, or a card of the type's own. */
  card: CardParts | ((entry: Entry, index: number, actions: ReactNode) => ReactNode);
  /** Already sorted (by slot, then order). */
  entries: Entry[];
  /** The type's slots (OrderRules.slots): entries move only within theirs. */
  slots?: Slots<Entry>;
  loading: boolean;
  moving: boolean;
  onMove: (entry: Entry, direction: Direction) => void;
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => Promise<unknown>;
}

/** The name of an entry (its card, its picture's alternative text). */
export const nameOf = (definition: ContentDefinition, entry: Entry) =>
  String(entry[definition.admin.nameField ?? Object.keys(definition.fields)[0]!] ?? '');

/** The delete confirmation's text, the entry's fields put into the definition's wording. */
export const deleteText = (definition: ContentDefinition, entry: Entry) =>
  (definition.admin.deleteConfirm ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(entry[key] ?? ''));

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      width={88}
      height={50}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      preview={false}
    />
  );
}

/** A value shown as the column says. */
function shown(how: Column['show'], value: unknown, entry: Entry, name: string, custom?: Cell): ReactNode {
  switch (how) {
    case 'strong':
      return <Typography.Text strong>{String(value)}</Typography.Text>;
    case 'ellipsis':
    case 'ellipsis-or-dash':
      if (!value && how === 'ellipsis-or-dash') return <Typography.Text type="secondary">–</Typography.Text>;
      return (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: String(value) }} style={{ margin: 0 }}>
          {String(value)}
        </Typography.Paragraph>
      );
    case 'thumbnail':
      return <Thumbnail src={String(value)} alt={name} />;
    case 'custom':
      return custom?.(entry);
    default:
      return value as ReactNode;
  }
}

/**
 * A content type's list as a table (its definition's columns, a position column, the move, edit
 * and delete actions) on wide screens, and a card per entry on narrow ones.
 */
export function ContentTable({
  definition,
  cells,
  card,
  entries,
  slots,
  loading,
  moving,
  onMove,
  onEdit,
  onDelete,
}: ContentTableProps) {
  const { admin, fields, order } = definition;
  const actions = { items: entries, slots, moving, onMove, onEdit, onDelete };
  const keys = admin.columns ?? Object.keys(fields).filter((key) => fields[key]!.column);
  const cellOf = (key: string, entry: Entry): ReactNode => {
    if (key === 'order') return <Tag>{`${POSITION} ${positionOf(entry.order, order)}`}</Tag>;
    const how = fields[key]?.column?.show;
    return shown(how, entry[key], entry, nameOf(definition, entry), cells[key]);
  };
  const columns: TableColumnsType<Entry> = [
    ...keys.map((key) => {
      if (key === 'order') {
        return {
          title: POSITION,
          dataIndex: 'order',
          width: order.columnWidth,
          align: 'center' as const,
          render: (value: number) => positionOf(value, order),
        };
      }
      const field = fields[key]!;
      const column = field.column ?? {};
      return {
        title: column.title ?? field.label,
        dataIndex: key,
        ...(column.width ? { width: column.width } : {}),
        ...(column.show && column.show !== 'text'
          ? {
              render: (value: unknown, entry: Entry) =>
                shown(column.show, value, entry, nameOf(definition, entry), cells[key]),
            }
          : {}),
      };
    }),
    orderedActionsColumn(actions, (entry) => deleteText(definition, entry)),
  ];

  const renderCard = (entry: Entry, index: number) => {
    const rowActions = orderedRowActions(actions, deleteText(definition, entry), entry, index, true);
    if (typeof card === 'function') return card(entry, index, rowActions);
    const meta = (card.meta ?? []).map((key) => cellOf(key, entry));
    const text = card.text ? entry[card.text] : undefined;
    return (
      <ListCard
        label={nameOf(definition, entry)}
        media={card.media && cellOf(card.media, entry)}
        title={nameOf(definition, entry)}
        extra={card.extra && cellOf(card.extra, entry)}
        actions={rowActions}
      >
        {meta.length > 0 && (
          <span className="list-card__meta">
            {meta.map((part, position) => (position === 0 ? part : [' · ', part]))}
          </span>
        )}
        {text ? (
          <Typography.Paragraph className="list-card__text" ellipsis={{ rows: 2 }}>
            {String(text)}
          </Typography.Paragraph>
        ) : null}
      </ListCard>
    );
  };

  return (
    <ResponsiveList<Entry>
      label={admin.list ?? admin.title}
      items={entries}
      loading={loading}
      columns={columns}
      scroll={{ x: admin.scrollX ?? 900 }}
      emptyText={admin.empty ?? ''}
      renderCard={renderCard}
    />
  );
}
