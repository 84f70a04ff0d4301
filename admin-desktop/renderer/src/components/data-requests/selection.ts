import type { DataRequestResult } from '@shared/api-types.js';

export type RecordKind = 'applications' | 'messages' | 'newsletter';
export type SelectedIds = Record<RecordKind, ReadonlySet<number>>;

/** The found records staff selected for download and erasure. */
export interface RecordSelection {
  isSelected(kind: RecordKind, id: number): boolean;
  isUncertain(kind: RecordKind, id: number): boolean;
  toggle(kind: RecordKind, id: number, selected: boolean): void;
  count: { applications: number; messages: number; newsletter: number };
}

/** The ids of the found records of one kind (the newsletter: the subscription under the address). */
export function foundIds(found: DataRequestResult, kind: RecordKind): number[] {
  if (kind === 'newsletter') {
    const subscription = found.newsletter?.subscription;
    return subscription ? [subscription.id] : [];
  }
  return found[kind].map((row) => row.id);
}

/** The uncertain matches of a kind; a subscription is found by its exact address, never uncertain. */
const uncertainIds = (found: DataRequestResult, kind: RecordKind): number[] =>
  kind === 'applications'
    ? found.uncertain.applicationIds
    : kind === 'messages'
      ? found.uncertain.messageIds
      : [];

/** Every certain match selected, the uncertain ones not: they may be another person's. */
export function initialSelection(found: DataRequestResult): SelectedIds {
  const certain = (kind: RecordKind) => {
    const uncertain = new Set(uncertainIds(found, kind));
    return new Set(foundIds(found, kind).filter((id) => !uncertain.has(id)));
  };
  return {
    applications: certain('applications'),
    messages: certain('messages'),
    newsletter: certain('newsletter'),
  };
}

/** The selected ids, as the export and erasure take them. */
export const selectedIds = (selected: SelectedIds) => ({
  applicationIds: [...selected.applications],
  messageIds: [...selected.messages],
  newsletterIds: [...selected.newsletter],
});

/** The selection of one search's results, changed through `update`. */
export function recordSelection(
  found: DataRequestResult,
  selected: SelectedIds,
  update: (selected: SelectedIds) => void,
): RecordSelection {
  return {
    isSelected: (kind, id) => selected[kind].has(id),
    isUncertain: (kind, id) => uncertainIds(found, kind).includes(id),
    toggle: (kind, id, on) => {
      const next = new Set(selected[kind]);
      if (on) next.add(id);
      else next.delete(id);
      update({ ...selected, [kind]: next });
    },
    count: {
      applications: selected.applications.size,
      messages: selected.messages.size,
      newsletter: selected.newsletter.size,
    },
  };
}
