import { describe, expect, it } from 'vitest';
import {
  canMove,
  countOrder,
  faqMove,
  neighbourSwap,
  nextOrder,
  sortByOrder,
  sortInSlots,
  type Ordered,
  type OrderUpdate,
} from '@admin/lib/order.js';

/** Entries with ids 1..n and the given order values. */
const entries = (...orders: number[]): Ordered[] => orders.map((order, index) => ({ id: index + 1, order }));

/** The ids in displayed order after the updates were applied (as the refetched list shows them). */
function idsAfter(items: readonly Ordered[], updates: readonly OrderUpdate[] | OrderUpdate | null): number[] {
  const list = updates === null ? [] : Array.isArray(updates) ? updates : [updates as OrderUpdate];
  const changed = items.map((item) => ({
    ...item,
    order: list.find((u) => u.id === item.id)?.order ?? item.order,
  }));
  return sortByOrder(changed).map((item) => item.id);
}

describe('sortByOrder', () => {
  it('sorts by order ascending and returns a copy', () => {
    const items = [
      { id: 1, order: 3 },
      { id: 2, order: 1 },
      { id: 3, order: 2 },
    ];
    const sorted = sortByOrder(items);
    expect(sorted.map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(sorted).not.toBe(items);
  });

  it('breaks ties by id, whatever the input order', () => {
    const items = [
      { id: 5, order: 1 },
      { id: 2, order: 1 },
      { id: 9, order: 0 },
      { id: 3, order: 1 },
    ];
    expect(sortByOrder(items).map((item) => item.id)).toEqual([9, 2, 3, 5]);
    expect(sortByOrder([...items].reverse()).map((item) => item.id)).toEqual([9, 2, 3, 5]);
  });

  it('keeps the other fields and handles an empty list', () => {
    expect(sortByOrder([{ id: 1, order: 0, title: 'A' }])).toEqual([{ id: 1, order: 0, title: 'A' }]);
    expect(sortByOrder([])).toEqual([]);
  });
});

describe('neighbourSwap (highlights, streamers)', () => {
  it('moving up swaps the order values with the previous entry (two updates)', () => {
    const items = entries(0, 1, 2);
    const updates = neighbourSwap(items, 3, 'up');
    expect(updates).toEqual([
      { id: 3, order: 1 },
      { id: 2, order: 2 },
    ]);
    expect(idsAfter(items, updates)).toEqual([1, 3, 2]);
  });

  it('moving down swaps the order values with the next entry', () => {
    const items = entries(0, 1, 2);
    const updates = neighbourSwap(items, 1, 'down');
    expect(updates).toEqual([
      { id: 1, order: 1 },
      { id: 2, order: 0 },
    ]);
    expect(idsAfter(items, updates)).toEqual([2, 1, 3]);
  });

  it('finds the neighbour by sorted position, not by array position, and keeps gaps', () => {
    const items = [
      { id: 1, order: 30 },
      { id: 2, order: 10 },
      { id: 3, order: 20 },
    ];
    expect(neighbourSwap(items, 1, 'up')).toEqual([
      { id: 1, order: 20 },
      { id: 3, order: 30 },
    ]);
    expect(neighbourSwap(items, 2, 'down')).toEqual([
      { id: 2, order: 20 },
      { id: 3, order: 10 },
    ]);
  });

  it('is null at the ends of the list and for an unknown id', () => {
    const items = entries(0, 1, 2);
    expect(neighbourSwap(items, 1, 'up')).toBeNull();
    expect(neighbourSwap(items, 3, 'down')).toBeNull();
    expect(neighbourSwap(items, 99, 'up')).toBeNull();
    expect(neighbourSwap([], 1, 'down')).toBeNull();
    expect(neighbourSwap(entries(4), 1, 'up')).toBeNull();
  });

  it('with equal orders uses the positions so the move still changes something', () => {
    const items = entries(5, 5);
    const up = neighbourSwap(items, 2, 'up');
    expect(up).toEqual([
      { id: 2, order: 0 },
      { id: 1, order: 1 },
    ]);
    expect(idsAfter(items, up)).toEqual([2, 1]);

    const down = neighbourSwap(items, 1, 'down');
    expect(down).toEqual([
      { id: 1, order: 1 },
      { id: 2, order: 0 },
    ]);
    expect(idsAfter(items, down)).toEqual([2, 1]);
  });

  it('with equal orders the moved entry always ends up before / after its neighbour', () => {
    const items = entries(0, 0, 0, 0);
    for (const id of [2, 3, 4]) {
      const after = idsAfter(items, neighbourSwap(items, id, 'up'));
      expect(after.indexOf(id)).toBeLessThan(after.indexOf(id - 1));
    }
    for (const id of [1, 2, 3]) {
      const after = idsAfter(items, neighbourSwap(items, id, 'down'));
      expect(after.indexOf(id)).toBeGreaterThan(after.indexOf(id + 1));
    }
  });
});

describe('faqMove (FAQ: only the moved entry is updated)', () => {
  it('the moved entry receives the neighbour’s order value when that moves it', () => {
    // A tie sorts the lower id first, so here the neighbour's value alone is enough.
    const items = [
      { id: 1, order: 2 },
      { id: 2, order: 1 },
      { id: 3, order: 0 },
    ];
    expect(faqMove(items, 1, 'up')).toEqual({ id: 1, order: 1 });
    expect(idsAfter(items, faqMove(items, 1, 'up'))).toEqual([3, 1, 2]);
    expect(faqMove(items, 2, 'down')).toEqual({ id: 2, order: 2 });
    expect(idsAfter(items, faqMove(items, 2, 'down'))).toEqual([3, 1, 2]);
  });

  it('moves exactly one place up or down in the usual case of ascending ids and orders', () => {
    const items = entries(1, 2, 3, 4);
    expect(idsAfter(items, faqMove(items, 2, 'up'))).toEqual([2, 1, 3, 4]);
    expect(idsAfter(items, faqMove(items, 3, 'up'))).toEqual([1, 3, 2, 4]);
    expect(idsAfter(items, faqMove(items, 4, 'up'))).toEqual([1, 2, 4, 3]);
    expect(idsAfter(items, faqMove(items, 1, 'down'))).toEqual([2, 1, 3, 4]);
    expect(idsAfter(items, faqMove(items, 2, 'down'))).toEqual([1, 3, 2, 4]);
    expect(idsAfter(items, faqMove(items, 3, 'down'))).toEqual([1, 2, 4, 3]);
  });

  it('returns a single update for the moved entry only', () => {
    const update = faqMove(entries(1, 2, 3), 2, 'up');
    expect(update).not.toBeNull();
    expect(Array.isArray(update)).toBe(false);
    expect(update!.id).toBe(2);
  });

  it('passes a neighbour with the same order value', () => {
    const items = entries(1, 3, 3, 5);
    expect(faqMove(items, 3, 'up')).toEqual({ id: 3, order: 2 });
    expect(idsAfter(items, faqMove(items, 3, 'up'))).toEqual([1, 3, 2, 4]);
    expect(faqMove(items, 2, 'down')).toEqual({ id: 2, order: 4 });
    expect(idsAfter(items, faqMove(items, 2, 'down'))).toEqual([1, 3, 2, 4]);
  });

  it('with duplicates all around it, at least passes the neighbour', () => {
    // No single value puts id 3 exactly between 1 and 2 here; one below the neighbour is the best.
    const items = entries(5, 5, 5, 5);
    const update = faqMove(items, 3, 'up');
    expect(update).toEqual({ id: 3, order: 4 });
    const after = idsAfter(items, update);
    expect(after.indexOf(3)).toBeLessThan(after.indexOf(2));
  });

  it('never goes below 0 and is null when no single update can move the entry', () => {
    // Both at 0: the moved entry would need -1.
    expect(faqMove(entries(0, 0), 2, 'up')).toBeNull();
    // Down still works: one beyond the neighbour.
    expect(faqMove(entries(0, 0), 1, 'down')).toEqual({ id: 1, order: 1 });
  });

  it('is null at the ends of the list and for an unknown id', () => {
    const items = entries(1, 2, 3);
    expect(faqMove(items, 1, 'up')).toBeNull();
    expect(faqMove(items, 3, 'down')).toBeNull();
    expect(faqMove(items, 42, 'down')).toBeNull();
    expect(faqMove([], 1, 'up')).toBeNull();
  });
});

describe('nextOrder (feedback, FAQ)', () => {
  it('is 1 for an empty list', () => {
    expect(nextOrder([])).toBe(1);
  });

  it('is the maximum order plus 1, not the count', () => {
    expect(nextOrder(entries(1))).toBe(2);
    expect(nextOrder(entries(3, 7, 2))).toBe(8);
    expect(nextOrder(entries(0, 0))).toBe(1);
  });
});

describe('countOrder (livestreams, highlights, streamers)', () => {
  it('is the number of entries', () => {
    expect(countOrder([])).toBe(0);
    expect(countOrder(entries(0))).toBe(1);
    expect(countOrder(entries(10, 20, 30))).toBe(3);
  });
});

describe('lists with slots (livestreams: the order counts only within a day and time)', () => {
  /** Entries in slots named by letters; the slot sorts first, the order only within it. */
  type Slotted = Ordered & { slot: string };
  const slotted = (...rows: Array<[string, number]>): Slotted[] =>
    rows.map(([slot, order], index) => ({ id: index + 1, slot, order }));
  const bySlot = (a: Slotted, b: Slotted) => a.slot.localeCompare(b.slot);
  const idsInSlots = (items: readonly Slotted[], updates: readonly OrderUpdate[] | null) =>
    sortInSlots(
      items.map((item) => ({ ...item, order: updates?.find((u) => u.id === item.id)?.order ?? item.order })),
      bySlot,
    ).map((item) => item.id);

  it('sorts by slot, then order, then id', () => {
    const items = slotted(['b', 0], ['a', 7], ['a', 2], ['b', 0], ['c', -1]);
    expect(sortInSlots(items, bySlot).map((item) => item.id)).toEqual([3, 2, 1, 4, 5]);
    expect(sortInSlots(items).map((item) => item.id)).toEqual(sortByOrder(items).map((item) => item.id));
  });

  it('moves only past a neighbour of the same slot', () => {
    // Sorted: a(1), a(2) | b(3) | c(4), c(5)
    const items = slotted(['a', 0], ['a', 1], ['b', 0], ['c', 3], ['c', 4]);
    expect(canMove(items, 2, 'up', bySlot)).toBe(true);
    expect(canMove(items, 2, 'down', bySlot)).toBe(false);
    expect(canMove(items, 3, 'up', bySlot)).toBe(false);
    expect(canMove(items, 3, 'down', bySlot)).toBe(false);
    expect(canMove(items, 4, 'up', bySlot)).toBe(false);
    expect(neighbourSwap(items, 2, 'down', bySlot)).toBeNull();
    expect(neighbourSwap(items, 4, 'up', bySlot)).toBeNull();
    // Without slots the same entries pass one another.
    expect(canMove(items, 3, 'up')).toBe(true);
  });

  it('swaps the order values within a slot', () => {
    const items = slotted(['a', 9], ['b', 0], ['a', 4]);
    const updates = neighbourSwap(items, 1, 'up', bySlot);
    expect(updates).toEqual([
      { id: 1, order: 4 },
      { id: 3, order: 9 },
    ]);
    expect(idsInSlots(items, updates)).toEqual([1, 3, 2]);
  });

  it('with equal orders numbers the slot afresh from its lowest value, passing no other entry of it', () => {
    // Slot a sorted: 1 (3), 2 (5), 3 (5), 4 (6): moving 2 down must not pass 4.
    const items = slotted(['a', 3], ['a', 5], ['a', 5], ['a', 6], ['b', 0]);
    const updates = neighbourSwap(items, 2, 'down', bySlot);
    // 1, 3, 2, 4 numbered 3, 4, 5, 6: only 3 takes a new value.
    expect(updates).toEqual([{ id: 3, order: 4 }]);
    expect(idsInSlots(items, updates)).toEqual([1, 3, 2, 4, 5]);
    const up = neighbourSwap(items, 3, 'up', bySlot);
    expect(idsInSlots(items, up)).toEqual([1, 3, 2, 4, 5]);
  });
});
