import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Streamer } from '../../../../shared/api-types.js';
import type { StreamerCreate } from '../../../../shared/schemas/streamer.js';
import { adminPaths, reasonOf, useCrud, useList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { StreamerFormDialog } from '../components/streamers/StreamerFormDialog.js';
import { StreamersTable } from '../components/streamers/StreamersTable.js';
import { countOrder, neighbourSwap, sortByOrder, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

interface DialogState {
  open: boolean;
  /** Kept while the dialog closes so its title does not flip during the animation. */
  entry: Streamer | null;
}

/** /admin/streamer: the featured streamers of the landing page, in their order. */
export default function StreamersPage() {
  const list = useList<Streamer>(adminPaths.streamers);
  const streamers = useMemo(() => sortByOrder(list.data ?? []), [list.data]);
  const { create, update, remove } = useCrud<Streamer, StreamerCreate>(adminPaths.streamers);
  const reorder = useReorder(adminPaths.streamers);
  const toast = useToast();
  const [dialog, setDialog] = useState<DialogState>({ open: false, entry: null });

  const close = () => setDialog((state) => ({ ...state, open: false }));

  const save = (payload: StreamerCreate) => {
    const { entry } = dialog;
    if (entry) {
      update.mutate(
        { id: entry.id, data: payload },
        {
          onSuccess: () => {
            close();
            toast.success('Streamer aktualisiert');
          },
          onError: (error) => toast.error('Der Streamer konnte nicht aktualisiert werden.', reasonOf(error)),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: () => {
          close();
          toast.success('Streamer erstellt');
        },
        onError: (error) => toast.error('Der Streamer konnte nicht erstellt werden.', reasonOf(error)),
      });
    }
  };

  const onDelete = (entry: Streamer) =>
    remove.mutateAsync(entry.id).then(
      () => toast.success('Streamer gelöscht'),
      (error: unknown) =>
        toast.error('Der Streamer konnte nicht gelöscht werden. Bitte erneut versuchen.', reasonOf(error)),
    );

  const onMove = (entry: Streamer, direction: Direction) =>
    reorder.apply(neighbourSwap(streamers, entry.id, direction), {
      onError: (error) => toast.error('Die Reihenfolge konnte nicht geändert werden.', reasonOf(error)),
    });

  return (
    <>
      <PageHeader
        title="Streamer"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ open: true, entry: null })}
          >
            Neuer Streamer
          </Button>
        }
      />
      {list.isError ? (
        <Alert type="error" showIcon title="Fehler beim Laden der Streamer." role="alert" />
      ) : (
        <StreamersTable
          streamers={streamers}
          loading={list.isPending}
          moving={reorder.isPending}
          onMove={onMove}
          onEdit={(entry) => setDialog({ open: true, entry })}
          onDelete={onDelete}
        />
      )}
      <StreamerFormDialog
        open={dialog.open}
        entry={dialog.entry}
        defaultOrder={countOrder(streamers)}
        saving={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={close}
      />
    </>
  );
}
