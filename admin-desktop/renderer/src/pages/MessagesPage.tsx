import { useMemo } from 'react';
import { Alert, Typography } from 'antd';
import type { ContactMessage } from '@shared/api-types.js';
import { adminPaths, reasonOf, useCrud, useList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { useOpenedEntry } from '../components/list/useOpenedEntry.js';
import { MessageDialog } from '../components/messages/MessageDialog.js';
import { MessagesTable } from '../components/messages/MessagesTable.js';
import { toggledReadToast } from '../components/messages/read-state.js';
import { useToast } from '../lib/toast.js';
import '../components/messages/messages.css';
import { newestFirst } from '../components/messages/order.js';

type ReadUpdate = Pick<ContactMessage, 'isRead'>;

const SAVE_FAILED = 'Die Änderungen konnten nicht gespeichert werden.';

/** /admin/nachrichten: the inbox of contact-form messages. */
export default function MessagesPage() {
  const list = useList<ContactMessage>(adminPaths.messages);
  const { update, remove } = useCrud<ContactMessage, ReadUpdate>(adminPaths.messages);
  const toast = useToast();
  const messages = useMemo(() => [...(list.data ?? [])].sort(newestFirst), [list.data]);
  const unread = messages.filter((message) => !message.isRead).length;
  // Reading a message marks it read, quietly: only a failure is worth a toast. A message the
  // dashboard links to opens (and is read) on arrival.
  const opened = useOpenedEntry(messages, (message) => {
    if (message.isRead) return;
    update.mutate(
      { id: message.id, data: { isRead: true } },
      { onError: (error) => toast.error(SAVE_FAILED, reasonOf(error)) },
    );
  });

  const onToggleRead = (message: ContactMessage) =>
    update.mutate(
      { id: message.id, data: { isRead: !message.isRead } },
      {
        onSuccess: () => {
          opened.close();
          toast.success(toggledReadToast(!message.isRead));
        },
        onError: (error) => toast.error(SAVE_FAILED, reasonOf(error)),
      },
    );

  const onDelete = (message: ContactMessage) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        opened.close();
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
          onOpen={opened.open}
          onToggleRead={onToggleRead}
          onDelete={onDelete}
        />
      )}
      {opened.current && (
        <MessageDialog
          message={opened.current}
          open={opened.dialogOpen}
          onClose={opened.close}
          onToggleRead={onToggleRead}
          onDelete={onDelete}
          toggling={update.isPending}
          deleting={remove.isPending}
        />
      )}
    </>
  );
}
