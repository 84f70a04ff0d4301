import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Highlight } from '../../../../shared/api-types.js';
import type { HighlightCreate } from '../../../../shared/schemas/highlight.js';
import { adminPaths, useCrud, useList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { HighlightFormDialog } from '../components/highlights/HighlightFormDialog.js';
import { HighlightsTable } from '../components/highlights/HighlightsTable.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { countOrder, neighbourSwap, sortByOrder, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

interface DialogState {
  open: boolean;
  /** Kept while the dialog closes so its title does not flip during the animation. */
  entry: Highlight | null;
}

/** /admin/highlights: the agency highlights shown on the landing page, in their order. */
export default function HighlightsPage() {
  const list = useList<Highlight>(adminPaths.highlights);
  const highlights = useMemo(() => sortByOrder(list.data ?? []), [list.data]);
  const { create, update, remove } = useCrud<Highlight, HighlightCreate>(adminPaths.highlights);
  const reorder = useReorder(adminPaths.highlights);
  const toast = useToast();
  const [dialog, setDialog] = useState<DialogState>({ open: false, entry: null });

  const close = () => setDialog((state) => ({ ...state, open: false }));

  const save = (payload: HighlightCreate) => {
    const { entry } = dialog;
    if (entry) {
      update.mutate(
        { id: entry.id, data: payload },
        {
          onSuccess: () => {
            close();
            toast.success('Highlight aktualisiert');
          },
          onError: () => toast.error('Das Highlight konnte nicht aktualisiert werden.'),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: () => {
          close();
          toast.success('Highlight erstellt');
        },
        onError: () => toast.error('Das Highlight konnte nicht erstellt werden.'),
      });
    }
  };

  const onDelete = (entry: Highlight) =>
    remove.mutateAsync(entry.id).then(
      () => toast.success('Highlight gelöscht'),
      () => toast.error('Das Highlight konnte nicht gelöscht werden. Bitte erneut versuchen.'),
    );

  const onMove = (entry: Highlight, direction: Direction) =>
    reorder.apply(neighbourSwap(highlights, entry.id, direction), {
      onError: () => toast.error('Die Reihenfolge konnte nicht geändert werden.'),
    });

  return (
    <>
      <PageHeader
        title="Highlights"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ open: true, entry: null })}
          >
            Neues Highlight
          </Button>
        }
      />
      {list.isError ? (
        <Alert type="error" showIcon title="Fehler beim Laden der Highlights." role="alert" />
      ) : (
        <HighlightsTable
          highlights={highlights}
          loading={list.isPending}
          moving={reorder.isPending}
          onMove={onMove}
          onEdit={(entry) => setDialog({ open: true, entry })}
          onDelete={onDelete}
        />
      )}
      <HighlightFormDialog
        open={dialog.open}
        entry={dialog.entry}
        defaultOrder={countOrder(highlights)}
        saving={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={close}
      />
    </>
  );
}
