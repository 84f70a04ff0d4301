import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { ContactMessage } from '@shared/api-types.js';
import { formatDateTime } from '@admin/lib/date.js';
import { toggleReadLabel } from './read-state.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { ListCard, ResponsiveList, TouchActions } from '../ResponsiveList.js';
import { mailtoHref } from '@shared/url.js';

interface Props {
  messages: ContactMessage[];
  loading: boolean;
  onOpen: (message: ContactMessage) => void;
  onToggleRead: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

const PAGE_SIZE = 20;
const DELETE_DESCRIPTION = 'Die Nachricht wird endgültig gelöscht.';

function Sender({ message }: { message: ContactMessage }) {
  return (
    <span className="message-name">
      {!message.isRead && <Tag color="magenta">Neu</Tag>}
      <span className="break-anywhere">{message.name}</span>
    </span>
  );
}

function Email({ message }: { message: ContactMessage }) {
  return (
    <a
      href={mailtoHref(message.email, { subject: `Re: ${message.subject}` })}
      className="break-anywhere"
      onClick={(event) => event.stopPropagation()}
    >
      {message.email}
    </a>
  );
}

const readIcon = (message: ContactMessage) => (message.isRead ? <EyeInvisibleOutlined /> : <EyeOutlined />);

/**
 * The inbox, newest first; unread messages are bold, tinted and carry a "Neu" badge. A click on a
 * row (a card on narrow screens) opens the message.
 */
export function MessagesTable({ messages, loading, onOpen, onToggleRead, onDelete }: Props) {
  const columns: TableColumnsType<ContactMessage> = [
    {
      title: 'Name',
      dataIndex: 'name',
      width: 220,
      render: (_, row) => <Sender message={row} />,
    },
    {
      title: 'E-Mail',
      dataIndex: 'email',
      width: 240,
      render: (_, row) => <Email message={row} />,
    },
    { title: 'Betreff', dataIndex: 'subject', ellipsis: true },
    {
      title: 'Datum',
      dataIndex: 'createdAt',
      width: 180,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: 'Aktionen',
      key: 'actions',
      width: 110,
      render: (_, row) => (
        // Clicks here (and in the confirmation, a portal that still bubbles through React) must not open the row.
        <div className="message-actions" onClick={(event) => event.stopPropagation()}>
          <Tooltip title={toggleReadLabel(row.isRead)}>
            <Button
              size="small"
              icon={readIcon(row)}
              aria-label={toggleReadLabel(row.isRead)}
              onClick={() => onToggleRead(row)}
            />
          </Tooltip>
          <ConfirmDelete description={DELETE_DESCRIPTION} onConfirm={() => onDelete(row)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Löschen" />
          </ConfirmDelete>
        </div>
      ),
    },
  ];

  return (
    <ResponsiveList<ContactMessage>
      label="Nachrichten"
      items={messages}
      loading={loading}
      columns={columns}
      scroll={{ x: 860 }}
      pageSize={PAGE_SIZE}
      emptyText="Keine Nachrichten vorhanden."
      rowClassName={(row) => (row.isRead ? 'message-row' : 'message-row message-row--unread')}
      onRow={(row) => ({ onClick: () => onOpen(row) })}
      renderCard={(row) => (
        <ListCard
          label={row.subject}
          className={row.isRead ? 'message-card' : 'message-card message-card--unread'}
          onClick={() => onOpen(row)}
          title={
            // The subject is the card's button for the keyboard: its click bubbles to the card.
            <button type="button" className="message-card__open">
              {row.subject}
            </button>
          }
          actions={
            <TouchActions
              end={
                <>
                  <Button
                    type="text"
                    size="large"
                    icon={readIcon(row)}
                    aria-label={toggleReadLabel(row.isRead)}
                    onClick={() => onToggleRead(row)}
                  >
                    {toggleReadLabel(row.isRead)}
                  </Button>
                  <ConfirmDelete description={DELETE_DESCRIPTION} onConfirm={() => onDelete(row)}>
                    <Button type="text" size="large" danger icon={<DeleteOutlined />} aria-label="Löschen">
                      Löschen
                    </Button>
                  </ConfirmDelete>
                </>
              }
            />
          }
        >
          <Sender message={row} />
          <span className="list-card__meta">
            <Email message={row} /> · {formatDateTime(row.createdAt)}
          </span>
        </ListCard>
      )}
    />
  );
}
