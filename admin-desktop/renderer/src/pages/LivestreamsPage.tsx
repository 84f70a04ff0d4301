import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Livestream } from '../../../../shared/api-types.js';
import type { LivestreamCreate } from '../../../../shared/schemas/livestream.js';
import { adminPaths, reasonOf, useApiMutation, useCrud, useList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { LivestreamFormDialog } from '../components/livestreams/LivestreamFormDialog.js';
import { LivestreamTable } from '../components/livestreams/LivestreamTable.js';
import { countOrder, neighbourSwap, sortByOrder, type Direction, type OrderUpdate } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

const path = adminPaths.livestreams;

/** /admin/livestream: the weekly plan (spec section 2), sorted by order. */
export default function LivestreamsPage() {
  const list = useList<Livestream>(path);
  const { create, update, remove } = useCrud<Livestream, LivestreamCreate>(path);
  // A move is two order updates; the list is refetched once both are stored.
  const moveOne = useApiMutation<OrderUpdate>(null, ({ id, order }) => ({
    method: 'PATCH',
    url: `${path}/${id}`,
    body: { order },
  }));
  const queryClient = useQueryClient();
  const toast = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; entry: Livestream | null }>({
    open: false,
    entry: null,
  });

  // Until the refetched list is in, further moves would start from stale order values.
  const [moving, setMoving] = useState(false);
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

  const move = async (entry: Livestream, direction: Direction) => {
    const updates = neighbourSwap(entries, entry.id, direction);
    if (!updates) return;
    setMoving(true);
    try {
      await Promise.all(updates.map((change) => moveOne.mutateAsync(change)));
      toast.success('Reihenfolge geändert');
    } catch {
      toast.error('Die Reihenfolge konnte nicht geändert werden.');
    } finally {
      await queryClient.invalidateQueries({ queryKey: [path] });
      setMoving(false);
    }
  };

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
          moving={moving}
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
