import { useMemo, useState } from 'react';
import { reasonOf, useApiCrud, useApiQuery, type CrudEndpoints } from '@admin/api/client.js';
import { sortInSlots, type Ordered, type Slots } from '@admin/lib/order.js';
import { useToast } from '@admin/lib/toast.js';

/** A failure toast: title and optional description, made from the error. */
export type FailureText = (error: unknown) => [title: string, description?: string];

/** Failure toasts come in three forms. */
export const failure = {
  /** Only the sentence, e.g. 'Das Highlight konnte nicht erstellt werden.' */
  plain:
    (title: string): FailureText =>
    () => [title],
  /** The sentence with the server's reason under it. */
  withReason:
    (title: string): FailureText =>
    (error) => [title, reasonOf(error)],
  /** 'Fehler beim Erstellen: {reason}' */
  prefixed:
    (prefix: string): FailureText =>
    (error) => [`${prefix}: ${reasonOf(error)}`],
};

export interface ListEditorTexts {
  created: string;
  updated: string;
  deleted: string;
  createFailed: FailureText;
  updateFailed: FailureText;
  deleteFailed: FailureText;
}

/**
 * The state of an ordered admin list with its create/edit dialog: the list sorted by order (by slot
 * first, where the list has slots), the
 * dialog (the entry stays while it fades out, so its title does not flip), saving and deleting with
 * success and failure toasts. After a successful save the dialog closes (the list is refetched by
 * useApiCrud).
 */
export function useListEditor<T extends Ordered, TInput>(
  group: CrudEndpoints<T, TInput>,
  texts: ListEditorTexts,
  slots?: Slots<T>,
) {
  const list = useApiQuery(group.list);
  const items = useMemo(() => sortInSlots(list.data ?? [], slots), [list.data, slots]);
  const { create, update, remove } = useApiCrud(group);
  const toast = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; entry: T | null }>({ open: false, entry: null });

  const close = () => setDialog((current) => ({ ...current, open: false }));

  const save = async (payload: TInput) => {
    const editing = dialog.entry;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, data: payload });
      else await create.mutateAsync(payload);
      close();
      toast.success(editing ? texts.updated : texts.created);
    } catch (error) {
      toast.error(...(editing ? texts.updateFailed : texts.createFailed)(error));
    }
  };

  // Never rejects: the delete confirmation would report an unhandled rejection.
  const destroy = async (entry: T) => {
    try {
      await remove.mutateAsync(entry.id);
      toast.success(texts.deleted);
    } catch (error) {
      toast.error(...texts.deleteFailed(error));
    }
  };

  return {
    list,
    items,
    dialog,
    openNew: () => setDialog({ open: true, entry: null }),
    openEdit: (entry: T) => setDialog({ open: true, entry }),
    close,
    save,
    destroy,
    saving: create.isPending || update.isPending,
  };
}
