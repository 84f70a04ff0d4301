import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { ContactMessage } from '@shared/api-types.js';
import { isOverdueMessage } from '@shared/overdue.js';
import { formatAge, formatDateTime } from '@admin/lib/date.js';
import { useNow } from '@admin/lib/now.js';
import { toggleReadLabel, UNREAD } from './read-state.js';
import { Arrival, OverdueTag } from '../Overdue.js';
import { ClampedText } from '../ClampedText.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { ListCard, ResponsiveList, TouchActions } from '../ResponsiveList.js';
import { mailtoHref } from '@shared/url.js';

interface Props {
  messages: ContactMessage[];
  loading: boolean;
  emptyText: string;
  onOpen: (message: ContactMessage) => void;
  onToggleRead: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

const PAGE_SIZE = 20;
const DELETE_DESCRIPTION = 'Die Nachricht wird endgültig gelöscht.';

function Sender({ message }: { message: ContactMessage }) {
  return (
    <span className="message-name">
      {!message.isRead && <Tag color="magenta">{UNREAD}</Tag>}
      <span className="break-long-words">{message.name}</span>
    </span>
  );
}

function Email({ message }: { message: ContactMessage }) {
  return (
    <a
      href={mailtoHref(message.email, { subject: `Re: ${message.subject}` })}
      className="break-long-words"
      onClick={(event) => event.stopPropagation()}
    >
      {message.email}
    </a>
  );
}

/** Whether it is answered, or waiting past the 48 hours („überfällig“), or simply open. */
function AnswerState({ message, now }: { message: ContactMessage; now: number }) {
  if (message.answered) return <Tag color="green">beantwortet</Tag>;
  if (isOverdueMessage(message, now)) return <OverdueTag overdue />;
  return <span className="message-open">offen</span>;
}

const readIcon = (message: ContactMessage) => (message.isRead ? <EyeInvisibleOutlined /> : <EyeOutlined />);

/**
 * The inbox, newest first; unread messages are bold, tinted and carry an „Ungelesen“ badge; each
 * shows its age and whether it is answered („überfällig“ when not, past the 48 hours). A click on a
 * row (a card on narrow screens) opens the message.
 */
export function MessagesTable({ messages, loading, emptyText, onOpen, onToggleRead, onDelete }: Props) {
  const now = useNow();
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
    {
      title: 'Betreff',
      dataIndex: 'subject',
      render: (_, message) => <ClampedText text={message.subject} />,
    },
    {
      title: 'Eingang',
      dataIndex: 'createdAt',
      width: 170,
      render: (_, row) => <Arrival at={row.createdAt} now={now} />,
    },
    {
      title: 'Antwort',
      key: 'answered',
      width: 120,
      render: (_, row) => <AnswerState message={row} now={now} />,
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
      scroll={{ x: 980 }}
      pageSize={PAGE_SIZE}
      emptyText={emptyText}
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
          <span className="list-card__meta message-card__state">
            {formatAge(row.createdAt, now)} <AnswerState message={row} now={now} />
          </span>
        </ListCard>
      )}
    />
  );
}
