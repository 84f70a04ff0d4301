import type { DataRequestResult } from '@shared/api-types.js';

export type RecordKind = 'applications' | 'messages';
export type SelectedIds = Record<RecordKind, ReadonlySet<number>>;

/** The found records staff selected for download and erasure. */
export interface RecordSelection {
  isSelected(kind: RecordKind, id: number): boolean;
  isUncertain(kind: RecordKind, id: number): boolean;
  toggle(kind: RecordKind, id: number, selected: boolean): void;
  count: { applications: number; messages: number };
}

const ID_LISTS = { applications: 'applicationIds', messages: 'messageIds' } as const;

/** Every certain match selected, the uncertain ones not: they may be another person's. */
export function initialSelection(found: DataRequestResult): SelectedIds {
  const certain = (kind: RecordKind) => {
    const uncertain = new Set(found.uncertain[ID_LISTS[kind]]);
    return new Set(found[kind].map((row) => row.id).filter((id) => !uncertain.has(id)));
  };
  return { applications: certain('applications'), messages: certain('messages') };
}

/** The selected ids, as the export and erasure take them. */
export const selectedIds = (selected: SelectedIds) => ({
  applicationIds: [...selected.applications],
  messageIds: [...selected.messages],
});

/** The selection of one search's results, changed through `update`. */
export function recordSelection(
  found: DataRequestResult,
  selected: SelectedIds,
  update: (selected: SelectedIds) => void,
): RecordSelection {
  return {
    isSelected: (kind, id) => selected[kind].has(id),
    isUncertain: (kind, id) => found.uncertain[ID_LISTS[kind]].includes(id),
    toggle: (kind, id, on) => {
      const next = new Set(selected[kind]);
      if (on) next.add(id);
      else next.delete(id);
      update({ ...selected, [kind]: next });
    },
    count: { applications: selected.applications.size, messages: selected.messages.size },
  };
}
