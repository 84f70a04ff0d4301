import type { ComponentType, ReactNode } from 'react';
import type { Ordered } from '@admin/lib/order.js';
import type { OrderedActions } from '../components/ordered/actions-column.js';
import type { UseFormExtras } from '../components/content/ContentFormDialog.js';
import type { CardParts, Cell, Entry } from '../components/content/ContentTable.js';

/** A list of a type's own (the feedback card grid, the FAQ accordion) instead of the table. */
export type OwnListProps<E extends Ordered = Entry> = Omit<OrderedActions<E>, 'items'> & {
  /** Already sorted by order. */
  entries: E[];
};

/**
 * What the control centre shows of a content type beyond its definition (shared/content/): only
 * what its screen shapes differently: cells of its own, its cards, a list of its own, extras of
 * its form. A type without any gets the generic table, cards and form.
 */
export interface ContentView {
  cells?: Record<string, Cell>;
  card?: CardParts | ((entry: Entry, index: number, actions: ReactNode) => ReactNode);
  list?: ComponentType<OwnListProps>;
  useFormExtras?: UseFormExtras;
}
