import { useMemo, useState } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Feedback } from '../../../../shared/api-types.js';
import type { FeedbackCreate } from '../../../../shared/schemas/feedback.js';
import { adminPaths, reasonOf, useCrud, useList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { FeedbackFormModal } from '../components/feedbacks/FeedbackFormModal.js';
import { FeedbackGrid } from '../components/feedbacks/FeedbackGrid.js';
import { nextOrder, sortByOrder } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

interface DialogState {
  open: boolean;
  /** Kept while the dialog fades out, so its title does not flip. */
  feedback: Feedback | null;
}

/** /admin/feedbacks: card grid sorted by order, create/edit dialog, delete with confirmation. */
export default function FeedbacksPage() {
  const list = useList<Feedback>(adminPaths.feedbacks);
  const { create, update, remove } = useCrud<Feedback, FeedbackCreate>(adminPaths.feedbacks);
  const toast = useToast();
  const [dialog, setDialog] = useState<DialogState>({ open: false, feedback: null });
  const feedbacks = useMemo(() => sortByOrder(list.data ?? []), [list.data]);

  const save = async (payload: FeedbackCreate) => {
    const editing = dialog.feedback;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, data: payload });
      else await create.mutateAsync(payload);
      setDialog((current) => ({ ...current, open: false }));
      toast.success(editing ? 'Feedback aktualisiert' : 'Feedback erstellt');
    } catch (error) {
      toast.error(`${editing ? 'Fehler beim Aktualisieren' : 'Fehler beim Erstellen'}: ${reasonOf(error)}`);
    }
  };

  const destroy = async (feedback: Feedback) => {
    try {
      await remove.mutateAsync(feedback.id);
      toast.success('Feedback gelöscht');
    } catch (error) {
      toast.error(`Fehler beim Löschen: ${reasonOf(error)}`);
    }
  };

  return (
    <>
      <PageHeader
        title="Feedbacks"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!list.data}
            onClick={() => setDialog({ open: true, feedback: null })}
          >
            Neues Feedback
          </Button>
        }
      />
      {list.isPending ? (
        <Spin size="large" className="admin-spinner" aria-label="Wird geladen" />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Fehler beim Laden der Feedbacks"
          description={
            // Under the text rather than as the alert's action, which squeezes the text on phones.
            <Space orientation="vertical" size={12} align="start">
              Fehler beim Laden der Daten
              <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
                Erneut versuchen
              </Button>
            </Space>
          }
        />
      ) : (
        <FeedbackGrid
          feedbacks={feedbacks}
          onEdit={(feedback) => setDialog({ open: true, feedback })}
          onDelete={destroy}
        />
      )}
      <FeedbackFormModal
        open={dialog.open}
        feedback={dialog.feedback}
        defaultOrder={nextOrder(feedbacks)}
        saving={create.isPending || update.isPending}
        onSubmit={(payload) => void save(payload)}
        onCancel={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
