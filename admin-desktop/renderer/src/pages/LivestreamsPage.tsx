import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Livestream } from '@shared/api-types.js';
import type { LivestreamCreate } from '@shared/schemas/livestream.js';
import { adminPaths } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { LivestreamFormDialog } from '../components/livestreams/LivestreamFormDialog.js';
import { LivestreamTable } from '../components/livestreams/LivestreamTable.js';
import { failure, useListEditor } from '../components/ordered/useListEditor.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { countOrder, neighbourSwap, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

const path = adminPaths.livestreams;

/** /admin/livestream: the weekly plan (spec section 2), sorted by order. */
export default function LivestreamsPage() {
  const editor = useListEditor<Livestream, LivestreamCreate>(path, {
    created: 'Livestream erstellt',
    updated: 'Livestream aktualisiert',
    deleted: 'Livestream gelöscht',
    createFailed: failure.withReason('Der Livestream konnte nicht erstellt werden.'),
    updateFailed: failure.withReason('Der Livestream konnte nicht aktualisiert werden.'),
    deleteFailed: failure.plain('Der Livestream konnte nicht gelöscht werden. Bitte erneut versuchen.'),
  });
  // A move is two order updates; the list is refetched once both are stored.
  const reorder = useReorder(path);
  const toast = useToast();

  const move = (entry: Livestream, direction: Direction) =>
    reorder.apply(neighbourSwap(editor.items, entry.id, direction), {
      onSuccess: () => toast.success('Reihenfolge geändert'),
      onError: () => toast.error('Die Reihenfolge konnte nicht geändert werden.'),
    });

  return (
    <>
      <PageHeader
        title="Livestream-Plan"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew}>
            Neuer Livestream
          </Button>
        }
      />
      {editor.list.isError ? (
        <Alert type="error" showIcon title="Fehler beim Laden der Livestreams." role="alert" />
      ) : (
        <LivestreamTable
          entries={editor.items}
          loading={editor.list.isPending}
          moving={reorder.isPending}
          onMove={move}
          onEdit={editor.openEdit}
          onDelete={editor.destroy}
        />
      )}
      <LivestreamFormDialog
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
