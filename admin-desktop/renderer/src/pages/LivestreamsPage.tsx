import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Livestream } from '../../../../shared/api-types.js';
import type { LivestreamCreate } from '../../../../shared/schemas/livestream.js';
import { adminPaths, reasonOf, useCrud, useList } from '../api/client.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { PageHeader } from '../components/PageHeader.js';
import { LivestreamFormDialog } from '../components/livestreams/LivestreamFormDialog.js';
import { LivestreamTable } from '../components/livestreams/LivestreamTable.js';
import { countOrder, neighbourSwap, sortByOrder, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

const path = adminPaths.livestreams;

/** /admin/livestream: the weekly plan (spec section 2), sorted by order. */
export default function LivestreamsPage() {
  const list = useList<Livestream>(path);
  const { create, update, remove } = useCrud<Livestream, LivestreamCreate>(path);
  // A move is two order updates; the list is refetched once both are stored.
  const reorder = useReorder(path);
  const toast = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; entry: Livestream | null }>({
    open: false,
    entry: null,
  });

  const entries = useMemo(() => sortByOrder(list.data ?? []), [list.data]);
  const close = () => setDialog((current) => ({ ...current, open: false }));

  const save = async (payload: LivestreamCreate) => {
    const editing = dialog.entry;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, data: payload });
      else await create.mutateAsync(payload);
      close();
      toast.success(editing ? 'Livestream aktualisiert' : 'Livestream erstellt');
    } catch (error) {
      toast.error(
        editing
          ? 'Der Livestream konnte nicht aktualisiert werden.'
          : 'Der Livestream konnte nicht erstellt werden.',
        reasonOf(error),
      );
    }
  };

  const move = (entry: Livestream, direction: Direction) =>
    reorder.apply(neighbourSwap(entries, entry.id, direction), {
      onSuccess: () => toast.success('Reihenfolge geändert'),
      onError: () => toast.error('Die Reihenfolge konnte nicht geändert werden.'),
    });

  // Never rejects: the confirmation would report an unhandled rejection.
  const destroy = async (entry: Livestream) => {
    try {
      await remove.mutateAsync(entry.id);
      toast.success('Livestream gelöscht');
    } catch {
      toast.error('Der Livestream konnte nicht gelöscht werden. Bitte erneut versuchen.');
    }
  };

  return (
    <>
      <PageHeader
        title="Livestream-Plan"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ open: true, entry: null })}
          >
            Neuer Livestream
          </Button>
        }
      />
      {list.isError ? (
        <Alert type="error" showIcon title="Fehler beim Laden der Livestreams." role="alert" />
      ) : (
        <LivestreamTable
          entries={entries}
          loading={list.isPending}
          moving={reorder.isPending}
          onMove={move}
          onEdit={(entry) => setDialog({ open: true, entry })}
          onDelete={destroy}
        />
      )}
      <LivestreamFormDialog
        open={dialog.open}
        entry={dialog.entry}
        defaultOrder={countOrder(entries)}
        saving={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={close}
      />
    </>
  );
}
