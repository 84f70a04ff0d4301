import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Highlight } from '@shared/api-types.js';
import type { HighlightCreate } from '@shared/schemas/highlight.js';
import { adminPaths } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { HighlightFormDialog } from '../components/highlights/HighlightFormDialog.js';
import { HighlightsTable } from '../components/highlights/HighlightsTable.js';
import { failure, useListEditor } from '../components/ordered/useListEditor.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { countOrder, neighbourSwap, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

const path = adminPaths.highlights;

/** /admin/highlights: the agency highlights shown on the landing page, in their order. */
export default function HighlightsPage() {
  const editor = useListEditor<Highlight, HighlightCreate>(path, {
    created: 'Highlight erstellt',
    updated: 'Highlight aktualisiert',
    deleted: 'Highlight gelöscht',
    createFailed: failure.plain('Das Highlight konnte nicht erstellt werden.'),
    updateFailed: failure.plain('Das Highlight konnte nicht aktualisiert werden.'),
    deleteFailed: failure.plain('Das Highlight konnte nicht gelöscht werden. Bitte erneut versuchen.'),
  });
  const reorder = useReorder(path);
  const toast = useToast();

  const onMove = (entry: Highlight, direction: Direction) =>
    reorder.apply(neighbourSwap(editor.items, entry.id, direction), {
      onError: () => toast.error('Die Reihenfolge konnte nicht geändert werden.'),
    });

  return (
    <>
      <PageHeader
        title="Highlights"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew}>
            Neues Highlight
          </Button>
        }
      />
      {editor.list.isError ? (
        <Alert type="error" showIcon title="Fehler beim Laden der Highlights." role="alert" />
      ) : (
        <HighlightsTable
          highlights={editor.items}
          loading={editor.list.isPending}
          moving={reorder.isPending}
          onMove={onMove}
          onEdit={editor.openEdit}
          onDelete={editor.destroy}
        />
      )}
      <HighlightFormDialog
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
