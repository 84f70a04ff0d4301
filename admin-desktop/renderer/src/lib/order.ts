/**
 * Order computations of spec sections 4 and 7, kept free of React so they are unit tested
 * (tests/unit/admin/order.test.ts).
 */
export interface Ordered {
  id: number;
  order: number;
}

/** A copy sorted by `order`, ties by id (stable for equal orders). */
export function sortByOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order || a.id - b.id);
}

export type Direction = 'up' | 'down';

export interface OrderUpdate {
  id: number;
  order: number;
}

function neighbourOf<T extends Ordered>(items: readonly T[], id: number, direction: Direction) {
  const sorted = sortByOrder(items);
  const index = sorted.findIndex((item) => item.id === id);
  if (index < 0) return null;
  const target = index + (direction === 'up' ? -1 : 1);
  if (target < 0 || target >= sorted.length) return null;
  return { moved: sorted[index]!, neighbour: sorted[target]!, index, target, sorted };
}

/**
 * Highlights and streamers: the moved entry and its neighbour swap their order values (two
 * updates). When both carry the same value (old data), positions are used instead so the move
 * still changes something. Null at the ends of the list.
 */
export function neighbourSwap<T extends Ordered>(items: readonly T[], id: number, direction: Direction): OrderUpdate[] | null {
  const found = neighbourOf(items, id, direction);
  if (!found) return null;
  const { moved, neighbour, index, target } = found;
  if (moved.order === neighbour.order) {
    return [
      { id: moved.id, order: target },
      { id: neighbour.id, order: index },
    ];
  }
  return [
    { id: moved.id, order: neighbour.order },
    { id: neighbour.id, order: moved.order },
  ];
}

/**
 * FAQ: only the moved entry receives the neighbour's order value (spec section 4). To still
 * pass the neighbour when both values end up equal, the moved entry goes one beyond it.
 */
export function faqMove<T extends Ordered>(items: readonly T[], id: number, direction: Direction): OrderUpdate | null {
  const found = neighbourOf(items, id, direction);
  if (!found) return null;
  const { moved, neighbour } = found;
  if (moved.order !== neighbour.order) return { id: moved.id, order: neighbour.order };
  const order = direction === 'up' ? Math.max(0, neighbour.order - 1) : neighbour.order + 1;
  return order === moved.order ? null : { id: moved.id, order };
}

/** Feedback and FAQ: a new entry gets the maximum existing order plus 1 (1 for an empty list). */
export function nextOrder(items: readonly Ordered[]): number {
  return items.length === 0 ? 1 : Math.max(...items.map((item) => item.order)) + 1;
}

/** Livestreams, highlights and streamers: a new entry's order defaults to the current count. */
export function countOrder(items: readonly Ordered[]): number {
  return items.length;
}
