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
 * edit, delete with confirmation. It stays in view while the other columns scroll sideways.
 */
export function orderedActionsColumn<T extends Ordered>(
  actions: OrderedActions<T>,
  deleteDescription: (entry: T) => string,
): TableColumnType<T> {
  return {
    title: 'Aktionen',
    key: 'actions',
    width: 180,
    fixed: 'end',
    render: (_, entry, index) => orderedRowActions(actions, deleteDescription(entry), entry, index),
  };
}

/** The actions of one row (`index` in the whole sorted list); `touch` for the cards on phones. */
export function orderedRowActions<T extends Ordered>(
  { items, moving, onMove, onEdit, onDelete }: OrderedActions<T>,
  deleteDescription: string,
  entry: T,
  index: number,
  touch = false,
) {
  return (
    <OrderedRowActions
      isFirst={index === 0}
      isLast={index === items.length - 1}
      moving={moving}
      onMove={(direction) => onMove(entry, direction)}
      onEdit={() => onEdit(entry)}
      onDelete={() => onDelete(entry)}
      deleteDescription={deleteDescription}
      touch={touch}
    />
  );
}
