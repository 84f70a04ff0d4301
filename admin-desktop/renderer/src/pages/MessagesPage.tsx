import { useMemo, useState } from 'react';
import { Alert, Typography } from 'antd';
import type { ContactMessage } from '@shared/api-types.js';
import { adminPaths, reasonOf, useCrud, useList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { MessageDialog } from '../components/messages/MessageDialog.js';
import { MessagesTable } from '../components/messages/MessagesTable.js';
import { toggledReadToast } from '../components/messages/read-state.js';
import { useToast } from '../lib/toast.js';
import { useOpenOnArrival } from '../lib/open-on-arrival.js';
import '../components/messages/messages.css';
import { newestFirst } from '../components/messages/order.js';

type ReadUpdate = Pick<ContactMessage, 'isRead'>;

const SAVE_FAILED = 'Die Änderungen konnten nicht gespeichert werden.';

/** /admin/nachrichten: the inbox of contact-form messages. */
export default function MessagesPage() {
  const list = useList<ContactMessage>(adminPaths.messages);
  const { update, remove } = useCrud<ContactMessage, ReadUpdate>(adminPaths.messages);
  const toast = useToast();
  // The opened message as it was when opened; the list's fresher copy wins while it exists.
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const messages = useMemo(() => [...(list.data ?? [])].sort(newestFirst), [list.data]);
  const unread = messages.filter((message) => !message.isRead).length;
  const current = selected && (messages.find((message) => message.id === selected.id) ?? selected);

  // Reading a message marks it read, quietly: only a failure is worth a toast.
  const open = (message: ContactMessage) => {
    setSelected(message);
    setDialogOpen(true);
    if (!message.isRead) {
      update.mutate(
        { id: message.id, data: { isRead: true } },
        { onError: (error) => toast.error(SAVE_FAILED, reasonOf(error)) },
      );
    }
  };

  // A message the dashboard links to opens (and is read) on arrival.
  useOpenOnArrival(open);

  const onToggleRead = (message: ContactMessage) =>
    update.mutate(
      { id: message.id, data: { isRead: !message.isRead } },
      {
        onSuccess: () => {
          setDialogOpen(false);
          toast.success(toggledReadToast(!message.isRead));
        },
        onError: (error) => toast.error(SAVE_FAILED, reasonOf(error)),
      },
    );

  const onDelete = (message: ContactMessage) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        setDialogOpen(false);
        toast.success('Nachricht gelöscht');
      },
      onError: (error) => toast.error('Die Nachricht konnte nicht gelöscht werden.', reasonOf(error)),
    });

  return (
    <>
      <PageHeader
        title="Nachrichten"
        extra={
          list.isSuccess && (
            <Typography.Text type="secondary">
              {unread === 1 ? '1 ungelesene Nachricht' : `${unread} ungelesene Nachrichten`}
            </Typography.Text>
          )
        }
      />
      {list.isError ? (
        <Alert type="error" showIcon role="alert" title="Fehler beim Laden der Nachrichten." />
      ) : (
        <MessagesTable
          messages={messages}
          loading={list.isPending}
          onOpen={open}
          onToggleRead={onToggleRead}
          onDelete={onDelete}
        />
      )}
      {current && (
        <MessageDialog
          message={current}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onToggleRead={onToggleRead}
          onDelete={onDelete}
          toggling={update.isPending}
          deleting={remove.isPending}
        />
      )}
    </>
  );
}
