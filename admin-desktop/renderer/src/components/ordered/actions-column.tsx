import type { TableColumnType } from 'antd';
import type { Direction, Ordered } from '@admin/lib/order.js';
import { OrderedRowActions } from './OrderedRowActions.js';

export interface OrderedActions<T> {
  /** The rows, already sorted by order. */
  items: readonly T[];
  /** A reorder is under way: moving again waits for it. */
  moving: boolean;
  onMove: (entry: T, direction: Direction) => void;
  onEdit: (entry: T) => void;
  onDelete: (entry: T) => Promise<unknown>;
}

/**
 * The 'Aktionen' column of the ordered tables (livestreams, highlights, streamers): move up/down,
 * edit, delete with confirmation. `pinned` keeps it in view while the other columns scroll.
 */
export function orderedActionsColumn<T extends Ordered>(
  { items, moving, onMove, onEdit, onDelete }: OrderedActions<T>,
  deleteDescription: (entry: T) => string,
  pinned: boolean,
): TableColumnType<T> {
  return {
    title: 'Aktionen',
    key: 'actions',
    width: 180,
    fixed: pinned ? 'end' : undefined,
    render: (_, entry, index) => (
      <OrderedRowActions
        isFirst={index === 0}
        isLast={index === items.length - 1}
        moving={moving}
        onMove={(direction) => onMove(entry, direction)}
        onEdit={() => onEdit(entry)}
        onDelete={() => onDelete(entry)}
        deleteDescription={deleteDescription(entry)}
      />
    ),
  };
}
