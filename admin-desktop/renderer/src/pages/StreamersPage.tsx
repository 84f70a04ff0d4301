import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Streamer } from '@shared/api-types.js';
import type { StreamerCreate } from '@shared/schemas/streamer.js';
import { adminPaths, reasonOf } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { failure, useListEditor } from '../components/ordered/useListEditor.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { StreamerFormDialog } from '../components/streamers/StreamerFormDialog.js';
import { StreamersTable } from '../components/streamers/StreamersTable.js';
import { countOrder, neighbourSwap, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

const path = adminPaths.streamers;

/** /admin/streamer: the featured streamers of the landing page, in their order. */
export default function StreamersPage() {
  const editor = useListEditor<Streamer, StreamerCreate>(path, {
    created: 'Streamer erstellt',
    updated: 'Streamer aktualisiert',
    deleted: 'Streamer gelöscht',
    // Spec section 8: a failed streamer write names the reason (status and body).
    createFailed: failure.withReason('Der Streamer konnte nicht erstellt werden.'),
    updateFailed: failure.withReason('Der Streamer konnte nicht aktualisiert werden.'),
    deleteFailed: failure.withReason('Der Streamer konnte nicht gelöscht werden. Bitte erneut versuchen.'),
  });
  const reorder = useReorder(path);
  const toast = useToast();

  const onMove = (entry: Streamer, direction: Direction) =>
    reorder.apply(neighbourSwap(editor.items, entry.id, direction), {
      onError: (error) => toast.error('Die Reihenfolge konnte nicht geändert werden.', reasonOf(error)),
    });

  return (
    <>
      <PageHeader
        title="Streamer"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew}>
            Neuer Streamer
          </Button>
        }
      />
      {editor.list.isError ? (
        <Alert type="error" showIcon title="Fehler beim Laden der Streamer." role="alert" />
      ) : (
        <StreamersTable
          streamers={editor.items}
          loading={editor.list.isPending}
          moving={reorder.isPending}
          onMove={onMove}
          onEdit={editor.openEdit}
          onDelete={editor.destroy}
        />
      )}
      <StreamerFormDialog
        open={editor.dialog.open}
        entry={editor.dialog.entry}
        defaultOrder={countOrder(editor.items)}
        saving={editor.saving}
        onSubmit={editor.save}
        onCancel={editor.close}
      />
    </>
  );
}
