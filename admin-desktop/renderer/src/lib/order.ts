/**
 * Order computations of the admin lists (sorting, moves, a new entry's order), kept free of React
 * so they are unit tested (tests/unit/admin/order.test.ts).
 */
export interface Ordered {
  id: number;
  order: number;
}

/** A copy sorted by `order`, ties by id (stable for equal orders). */
export function sortByOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order || a.id - b.id);
}

/**
 * The slots of a list whose entries sort by something before their order (the livestreams' day
 * and time; OrderRules.slots in shared/content/define.ts): 0 for two entries of the same slot.
 */
export type Slots<T> = (a: T, b: T) => number;

/** A copy sorted by slot, then by `order`, ties by id; by order alone without slots. */
export function sortInSlots<T extends Ordered>(items: readonly T[], slots?: Slots<T>): T[] {
  if (!slots) return sortByOrder(items);
  return [...items].sort((a, b) => slots(a, b) || a.order - b.order || a.id - b.id);
}

export type Direction = 'up' | 'down';

export interface OrderUpdate {
  id: number;
  order: number;
}

function neighbourOf<T extends Ordered>(
  items: readonly T[],
  id: number,
  direction: Direction,
  slots?: Slots<T>,
) {
  const sorted = sortInSlots(items, slots);
  const index = sorted.findIndex((item) => item.id === id);
  if (index < 0) return null;
  const target = index + (direction === 'up' ? -1 : 1);
  if (target < 0 || target >= sorted.length) return null;
  const moved = sorted[index]!;
  const neighbour = sorted[target]!;
  // The order counts only within a slot: an entry does not pass one of another slot.
  if (slots && slots(moved, neighbour) !== 0) return null;
  return { moved, neighbour, index, target, sorted };
}

/** Whether an entry has a neighbour to move past that way (within its slot, where there are slots). */
export function canMove<T extends Ordered>(
  items: readonly T[],
  id: number,
  direction: Direction,
  slots?: Slots<T>,
): boolean {
  return neighbourOf(items, id, direction, slots) !== null;
}

/**
 * Highlights, streamers and livestreams: the moved entry and its neighbour swap their order
 * values (two updates). When both carry the same value (old data), positions are used instead so
 * the move still changes something; in a list with slots the slot's entries are numbered afresh
 * from its lowest value in their new sequence (only those whose value changes are sent), as
 * positions in the whole list could pass another entry of the slot. Null at the ends of the list
 * or of the entry's slot.
 */
export function neighbourSwap<T extends Ordered>(
  items: readonly T[],
  id: number,
  direction: Direction,
  slots?: Slots<T>,
): OrderUpdate[] | null {
  const found = neighbourOf(items, id, direction, slots);
  if (!found) return null;
  const { moved, neighbour, index, target, sorted } = found;
  if (moved.order === neighbour.order && slots) {
    const slot = sorted.filter((item) => slots(item, moved) === 0);
    const sequence = slot.map((item) => item.id);
    const [from, to] = [sequence.indexOf(moved.id), sequence.indexOf(neighbour.id)];
    [sequence[from], sequence[to]] = [neighbour.id, moved.id];
    const lowest = Math.min(...slot.map((item) => item.order));
    return sequence
      .map((itemId, position) => ({ id: itemId, order: lowest + position }))
      .filter(({ id: itemId, order }) => slot.find((item) => item.id === itemId)!.order !== order);
  }
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
 * FAQ: only the moved entry is updated; it receives the neighbour's order value.
 * Equal values sort by id, so that value alone often leaves the entry where it was (moving the
 * second of 1, 2 up gives 1, 1: still the same order); then the entry goes one beyond the
 * neighbour instead. Null at the ends, or when no single update can move it (it would need -1).
 */
export function faqMove<T extends Ordered>(
  items: readonly T[],
  id: number,
  direction: Direction,
): OrderUpdate | null {
  const found = neighbourOf(items, id, direction);
  if (!found) return null;
  const { moved, neighbour, index, target, sorted } = found;
  const expected = sorted.map((item) => item.id);
  [expected[index], expected[target]] = [neighbour.id, moved.id];
  const lands = (order: number) =>
    sortByOrder(items.map((item) => (item.id === moved.id ? { ...item, order } : item)))
      .map((item) => item.id)
      .every((itemId, position) => itemId === expected[position]);

  const beyond = neighbour.order + (direction === 'up' ? -1 : 1);
  const candidates = [neighbour.order, beyond].filter((order) => order >= 0 && order !== moved.order);
  // If neither lands exactly (duplicates around it), passing the neighbour is the next best thing.
  const order = candidates.find(lands) ?? candidates.find((candidate) => candidate === beyond);
  return order === undefined ? null : { id: moved.id, order };
}

/** Feedback and FAQ: a new entry gets the maximum existing order plus 1 (1 for an empty list). */
export function nextOrder(items: readonly Ordered[]): number {
  return items.length === 0 ? 1 : Math.max(...items.map((item) => item.order)) + 1;
}

/** Livestreams, highlights and streamers: a new entry's order defaults to the current count. */
export function countOrder(items: readonly Ordered[]): number {
  return items.length;
}

/**
 * The PATCHes of a move that gives only the moved entry a new order (FAQ): normally faqMove's
 * single update. Moving the second entry to the top can need a value below the list's first
 * position (orders 1, 2: the moved entry would need 0), which the server rejects; only then the
 * neighbour makes room by taking the next value, so the move still works. Empty at the ends.
 */
export function singleMoveUpdates(
  items: readonly Ordered[],
  id: number,
  direction: Direction,
  first: number,
): OrderUpdate[] {
  const change = faqMove(items, id, direction);
  if (change && change.order >= first) return [change];
  const sorted = sortByOrder(items);
  const index = sorted.findIndex((item) => item.id === id);
  if (direction === 'down' || index < 1) return change ? [change] : [];
  const neighbour = sorted[index - 1]!;
  const top = Math.max(first, neighbour.order);
  return [
    { id, order: top },
    { id: neighbour.id, order: top + 1 },
  ];
}
