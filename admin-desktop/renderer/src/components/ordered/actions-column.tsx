import type { TableColumnType } from 'antd';
import { canMove, type Direction, type Ordered, type Slots } from '@admin/lib/order.js';
import { OrderedRowActions } from './OrderedRowActions.js';

export interface OrderedActions<T> {
  /** The rows, already sorted (by slot and order). */
  items: readonly T[];
  /** The list's slots (livestreams: day and time): entries move only within theirs. */
  slots?: Slots<T>;
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
  { items, slots, moving, onMove, onEdit, onDelete }: OrderedActions<T>,
  deleteDescription: string,
  entry: T,
  index: number,
  touch = false,
) {
  const [isFirst, isLast] = slots
    ? [!canMove(items, entry.id, 'up', slots), !canMove(items, entry.id, 'down', slots)]
    : [index === 0, index === items.length - 1];
  return (
    <OrderedRowActions
      isFirst={isFirst}
      isLast={isLast}
      // Alone in its slot, an entry has nowhere to move.
      movable={!(isFirst && isLast && slots)}
      moving={moving}
      onMove={(direction) => onMove(entry, direction)}
      onEdit={() => onEdit(entry)}
      onDelete={() => onDelete(entry)}
      deleteDescription={deleteDescription}
      touch={touch}
    />
  );
}
