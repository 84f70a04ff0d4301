import { describe, expect, it } from 'vitest';
import {
  singleMoveUpdates,
  sortByOrder,
  type Direction,
  type Ordered,
  type OrderUpdate,
} from '@admin/lib/order.js';

/** The FAQ's moves: one entry at a time, in a list whose first position is 1. */
const faqMoveUpdates = (items: readonly Ordered[], id: number, direction: Direction) =>
  singleMoveUpdates(items, id, direction, 1);

/** Entries with ids 1..n and the given order values. */
const entries = (...orders: number[]): Ordered[] => orders.map((order, index) => ({ id: index + 1, order }));

function idsAfter(items: readonly Ordered[], updates: readonly OrderUpdate[]): number[] {
  const changed = items.map((item) => ({
    ...item,
    order: updates.find((u) => u.id === item.id)?.order ?? item.order,
  }));
  return sortByOrder(changed).map((item) => item.id);
}

describe('faqMoveUpdates', () => {
  it('updates only the moved entry when that is enough', () => {
    const items = entries(1, 2, 3, 4);
    expect(faqMoveUpdates(items, 4, 'up')).toHaveLength(1);
    expect(idsAfter(items, faqMoveUpdates(items, 4, 'up'))).toEqual([1, 2, 4, 3]);
    expect(faqMoveUpdates(items, 1, 'down')).toHaveLength(1);
    expect(idsAfter(items, faqMoveUpdates(items, 1, 'down'))).toEqual([2, 1, 3, 4]);
  });

  it('never sends an order below 1 (the FAQ schema minimum)', () => {
    const items = entries(1, 2, 3);
    const updates = faqMoveUpdates(items, 2, 'up');
    expect(updates.every((update) => update.order >= 1)).toBe(true);
    expect(idsAfter(items, updates)).toEqual([2, 1, 3]);
  });

  it('moves to the top also when both carry the minimum', () => {
    const items = entries(1, 1, 4);
    const updates = faqMoveUpdates(items, 2, 'up');
    expect(updates.every((update) => update.order >= 1)).toBe(true);
    expect(idsAfter(items, updates)).toEqual([2, 1, 3]);
  });

  it('is empty at the ends of the list', () => {
    const items = entries(1, 2, 3);
    expect(faqMoveUpdates(items, 1, 'up')).toEqual([]);
    expect(faqMoveUpdates(items, 3, 'down')).toEqual([]);
  });
});
