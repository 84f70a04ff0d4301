import { faqMove, sortByOrder, type Direction, type Ordered, type OrderUpdate } from '@admin/lib/order.js';

/** The FAQ schema's smallest order value (shared/schemas/faq.ts: order(1)). */
export const FAQ_MIN_ORDER = 1;

/**
 * The PATCHes of one FAQ move. Normally faqMove's single update of the moved entry (spec
 * section 4). Moving the second entry to the top can need a value below 1 (orders 1, 2: the
 * moved entry would need 0), which the server rejects; only then the neighbour makes room by
 * taking the next value, so the move still works. Empty at the ends of the list.
 */
export function faqMoveUpdates(items: readonly Ordered[], id: number, direction: Direction): OrderUpdate[] {
  const change = faqMove(items, id, direction);
  if (change && change.order >= FAQ_MIN_ORDER) return [change];
  const sorted = sortByOrder(items);
  const index = sorted.findIndex((item) => item.id === id);
  if (direction === 'down' || index < 1) return change ? [change] : [];
  const neighbour = sorted[index - 1]!;
  const top = Math.max(FAQ_MIN_ORDER, neighbour.order);
  return [
    { id, order: top },
    { id: neighbour.id, order: top + 1 },
  ];
}
