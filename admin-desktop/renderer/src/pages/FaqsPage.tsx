import { Button, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Faq } from '@shared/api-types.js';
import type { FaqCreate } from '@shared/schemas/faq.js';
import { adminPaths, reasonOf } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { RetryAlert } from '../components/RetryAlert.js';
import { FaqFormDialog } from '../components/faqs/FaqFormDialog.js';
import { FaqList } from '../components/faqs/FaqList.js';
import { faqMoveUpdates } from '../components/faqs/faq-order.js';
import { failure, useListEditor } from '../components/ordered/useListEditor.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { nextOrder, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

const path = adminPaths.faqs;

/** /admin/faq: the FAQ entries as an accordion in their stored order (spec section 2). */
export default function FaqsPage() {
  const editor = useListEditor<Faq, FaqCreate>(path, {
    created: 'FAQ erstellt',
    updated: 'FAQ aktualisiert',
    deleted: 'FAQ gelöscht',
    createFailed: failure.prefixed('Fehler beim Erstellen'),
    updateFailed: failure.prefixed('Fehler beim Aktualisieren'),
    deleteFailed: failure.prefixed('Fehler beim Löschen'),
  });
  const { list, items } = editor;
  const reorder = useReorder(path);
  const toast = useToast();

  // Spec section 4: only the moved entry receives a new order value (see faqMoveUpdates).
  const move = (entry: Faq, direction: Direction) =>
    reorder.apply(faqMoveUpdates(items, entry.id, direction), {
      onSuccess: () => toast.success('Position geändert'),
      onError: (error) => toast.error(`Fehler beim Ändern der Position: ${reasonOf(error)}`),
    });

  return (
    <>
      <PageHeader
        title="FAQ"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew}>
            Neuer FAQ-Eintrag
          </Button>
        }
      />
      {list.isPending ? (
        <Spin size="large" className="admin-spinner" aria-label="Wird geladen" />
      ) : list.isError ? (
        <RetryAlert
          title="Fehler beim Laden der FAQ-Einträge"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <FaqList
          entries={items}
          moving={reorder.isPending}
          onMove={move}
          onEdit={editor.openEdit}
          onDelete={editor.destroy}
        />
      )}
      <FaqFormDialog
        open={editor.dialog.open}
        entry={editor.dialog.entry}
        defaultOrder={nextOrder(items)}
        saving={editor.saving}
        onSubmit={editor.save}
        onCancel={editor.close}
      />
    </>
  );
}
