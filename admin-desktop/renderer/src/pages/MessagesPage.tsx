import { useMemo } from 'react';
import { Alert, Typography } from 'antd';
import type { ContactMessage, MessageCounts } from '@shared/api-types.js';
import { MAX_SEARCH_LENGTH } from '@shared/application-list.js';
import type { ContactMessageUpdate } from '@shared/schemas/contact.js';
import { API, reasonOf, useApiQuery, useApiWrite } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { ListFilters, searchFilter, toggleFilter, type FilterField } from '../components/list/ListFilters.js';
import { useOpenedEntry } from '../components/list/useOpenedEntry.js';
import { MessageDialog } from '../components/messages/MessageDialog.js';
import { MessagesTable } from '../components/messages/MessagesTable.js';
import { matchesSearch, MESSAGES_VIEW, type MessagesView } from '../components/messages/messages-view.js';
import { toggledAnsweredToast, toggledReadToast } from '../components/messages/read-state.js';
import { useUrlView } from '../lib/url-view.js';
import { useToast } from '../lib/toast.js';
import '../components/messages/messages.css';
import { newestFirst } from '../components/messages/order.js';

const SAVE_FAILED = 'Die Änderungen konnten nicht gespeichert werden.';

const FILTERS: FilterField<MessagesView>[] = [
  searchFilter('q', 'Nachrichten durchsuchen', 'Suchen: Name, E-Mail, Betreff, Text', MAX_SEARCH_LENGTH),
  toggleFilter('overdue', 'Überfällig', true),
];

/**
 * The inbox, whole (it is not paged) or with `overdue=1` only the unanswered ones past the 48 hours,
 * as the server counts them. The key starts with the list's path, so every write refetches it.
 */
const useMessages = (overdue: boolean) =>
  useApiQuery(API.messages.list, overdue ? { query: { overdue: 1 } } : null);

/** The inbox's PATCH and DELETE; the inbox, the figures and the sidebar's counts refetch. */
function useMessageWrites() {
  const invalidates = [API.messages.list];
  return {
    update: useApiWrite(API.messages.update, {
      input: ({ id, data }: { id: number; data: ContactMessageUpdate }) => ({ params: { id }, body: data }),
      invalidates,
    }),
    remove: useApiWrite(API.messages.remove, { input: (id: number) => ({ params: { id } }), invalidates }),
  };
}

/** „3 ungelesene Nachrichten · 1 überfällig“, the server's counts (the sidebar's). */
const countsText = ({ unread, overdue }: MessageCounts) =>
  [
    unread === 1 ? '1 ungelesene Nachricht' : `${unread} ungelesene Nachrichten`,
    ...(overdue > 0 ? [`${overdue} überfällig`] : []),
  ].join(' · ');

/** /admin/nachrichten: the inbox of contact-form messages, searched and filtered in the URL. */
export default function MessagesPage() {
  const [view, navigateTo] = useUrlView(MESSAGES_VIEW);
  const list = useMessages(Boolean(view.overdue));
  const { update, remove } = useMessageWrites();
  const toast = useToast();
  const loaded = useMemo(() => [...(list.data ?? [])].sort(newestFirst), [list.data]);
  const messages = useMemo(
    () => loaded.filter((message) => matchesSearch(message, view.q)),
    [loaded, view.q],
  );
  const counts = useApiQuery(API.messages.counts);
  // Reading a message marks it read, quietly: only a failure is worth a toast. A message the
  // dashboard links to opens (and is read) on arrival.
  const opened = useOpenedEntry(loaded, (message) => {
    if (message.isRead) return;
    update.mutate(
      { id: message.id, data: { isRead: true } },
      { onError: (error) => toast.error(SAVE_FAILED, reasonOf(error)) },
    );
  });

  /** One PATCH; on success the dialog closes with its toast (the list may no longer hold it). */
  const change = (message: ContactMessage, data: ContactMessageUpdate, done: string) =>
    update.mutate(
      { id: message.id, data },
      {
        onSuccess: () => {
          opened.close();
          toast.success(done);
        },
        onError: (error) => toast.error(SAVE_FAILED, reasonOf(error)),
      },
    );
  const onToggleRead = (message: ContactMessage) =>
    change(message, { isRead: !message.isRead }, toggledReadToast(!message.isRead));
  const onToggleAnswered = (message: ContactMessage) =>
    change(message, { answered: !message.answered }, toggledAnsweredToast(!message.answered));

  const onDelete = (message: ContactMessage) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        opened.close();
        toast.success('Nachricht gelöscht');
      },
      onError: (error) => toast.error('Die Nachricht konnte nicht gelöscht werden.', reasonOf(error)),
    });

  const filtered = Boolean(view.q || view.overdue);
  return (
    <>
      <PageHeader
        title="Nachrichten"
        extra={counts.data && <Typography.Text type="secondary">{countsText(counts.data)}</Typography.Text>}
      />
      <ListFilters
        block="messages-filters"
        label="Nachrichten filtern"
        fields={FILTERS}
        filter={view}
        onChange={navigateTo}
      />
      {list.isError ? (
        <Alert type="error" showIcon role="alert" title="Fehler beim Laden der Nachrichten." />
      ) : (
        <MessagesTable
          messages={messages}
          loading={list.isPending}
          emptyText={filtered ? 'Keine passenden Nachrichten gefunden.' : 'Keine Nachrichten vorhanden.'}
          onOpen={opened.open}
          onToggleRead={onToggleRead}
          onDelete={onDelete}
        />
      )}
      {opened.current && (
        <MessageDialog
          key={`${opened.current.id}-${opened.openings}`}
          message={opened.current}
          open={opened.dialogOpen}
          onClose={opened.close}
          onToggleRead={onToggleRead}
          onToggleAnswered={onToggleAnswered}
          onDelete={onDelete}
          toggling={update.isPending}
          deleting={remove.isPending}
        />
      )}
    </>
  );
}
