import { Button, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Feedback } from '@shared/api-types.js';
import type { FeedbackCreate } from '@shared/schemas/feedback.js';
import { adminPaths } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { RetryAlert } from '../components/RetryAlert.js';
import { FeedbackFormModal } from '../components/feedbacks/FeedbackFormModal.js';
import { FeedbackGrid } from '../components/feedbacks/FeedbackGrid.js';
import { failure, useListEditor } from '../components/ordered/useListEditor.js';
import { nextOrder } from '../lib/order.js';

/** /admin/feedbacks: card grid sorted by order, create/edit dialog, delete with confirmation. */
export default function FeedbacksPage() {
  const editor = useListEditor<Feedback, FeedbackCreate>(adminPaths.feedbacks, {
    created: 'Feedback erstellt',
    updated: 'Feedback aktualisiert',
    deleted: 'Feedback gelöscht',
    createFailed: failure.prefixed('Fehler beim Erstellen'),
    updateFailed: failure.prefixed('Fehler beim Aktualisieren'),
    deleteFailed: failure.prefixed('Fehler beim Löschen'),
  });
  const { list, items } = editor;

  return (
    <>
      <PageHeader
        title="Feedbacks"
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={!list.data} onClick={editor.openNew}>
            Neues Feedback
          </Button>
        }
      />
      {list.isPending ? (
        <Spin size="large" className="admin-spinner" aria-label="Wird geladen" />
      ) : list.isError ? (
        <RetryAlert
          title="Fehler beim Laden der Feedbacks"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <FeedbackGrid feedbacks={items} onEdit={editor.openEdit} onDelete={editor.destroy} />
      )}
      <FeedbackFormModal
        open={editor.dialog.open}
        feedback={editor.dialog.entry}
        defaultOrder={nextOrder(items)}
        saving={editor.saving}
        onSubmit={(payload) => void editor.save(payload)}
        onCancel={editor.close}
      />
    </>
  );
}
