import { useMemo, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Faq } from '../../../../shared/api-types.js';
import type { FaqCreate } from '../../../../shared/schemas/faq.js';
import { adminPaths, reasonOf, useCrud, useList } from '../api/client.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { PageHeader } from '../components/PageHeader.js';
import { FaqFormDialog } from '../components/faqs/FaqFormDialog.js';
import { FaqList } from '../components/faqs/FaqList.js';
import { faqMoveUpdates } from '../components/faqs/faq-order.js';
import { nextOrder, sortByOrder, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';

const path = adminPaths.faqs;

/** /admin/faq: the FAQ entries as an accordion in their stored order (spec section 2). */
export default function FaqsPage() {
  const list = useList<Faq>(path);
  const { create, update, remove } = useCrud<Faq, FaqCreate>(path);
  const reorder = useReorder(path);
  const toast = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; entry: Faq | null }>({ open: false, entry: null });

  const entries = useMemo(() => sortByOrder(list.data ?? []), [list.data]);
  const close = () => setDialog((current) => ({ ...current, open: false }));

  const save = async (payload: FaqCreate) => {
    const editing = dialog.entry;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, data: payload });
      else await create.mutateAsync(payload);
      close();
      toast.success(editing ? 'FAQ aktualisiert' : 'FAQ erstellt');
    } catch (error) {
      toast.error(`${editing ? 'Fehler beim Aktualisieren' : 'Fehler beim Erstellen'}: ${reasonOf(error)}`);
    }
  };

  // Spec section 4: only the moved entry receives a new order value (see faqMoveUpdates).
  const move = (entry: Faq, direction: Direction) =>
    reorder.apply(faqMoveUpdates(entries, entry.id, direction), {
      onSuccess: () => toast.success('Position geändert'),
      onError: (error) => toast.error(`Fehler beim Ändern der Position: ${reasonOf(error)}`),
    });

  // Never rejects: the confirmation would report an unhandled rejection.
  const destroy = async (entry: Faq) => {
    try {
      await remove.mutateAsync(entry.id);
      toast.success('FAQ gelöscht');
    } catch (error) {
      toast.error(`Fehler beim Löschen: ${reasonOf(error)}`);
    }
  };

  let content;
  if (list.isPending) content = <Spin size="large" className="admin-spinner" aria-label="Wird geladen" />;
  else if (list.isError)
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Fehler beim Laden der FAQ-Einträge"
        description="Fehler beim Laden der Daten"
        action={
          <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
            Erneut versuchen
          </Button>
        }
      />
    );
  else
    content = (
      <FaqList
        entries={entries}
        moving={reorder.isPending}
        onMove={move}
        onEdit={(entry) => setDialog({ open: true, entry })}
        onDelete={destroy}
      />
    );

  return (
    <>
      <PageHeader
        title="FAQ"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ open: true, entry: null })}
          >
            Neuer FAQ-Eintrag
          </Button>
        }
      />
      {content}
      <FaqFormDialog
        open={dialog.open}
        entry={dialog.entry}
        defaultOrder={nextOrder(entries)}
        saving={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={close}
      />
    </>
  );
}
