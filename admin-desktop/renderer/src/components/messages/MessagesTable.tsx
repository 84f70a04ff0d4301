import { Button, Grid, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { ContactMessage } from '@shared/api-types.js';
import { formatDateTime } from '@admin/lib/date.js';
import { toggleReadLabel } from './read-state.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { mailtoHref } from '@shared/url.js';

interface Props {
  messages: ContactMessage[];
  loading: boolean;
  onOpen: (message: ContactMessage) => void;
  onToggleRead: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

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

/** The inbox, newest first; unread messages are bold, tinted and carry a "Neu" badge. */
export function MessagesTable({ messages, loading, onOpen, onToggleRead, onDelete }: Props) {
  // Under the md breakpoint one stacked column replaces the four side by side.
  const narrow = Grid.useBreakpoint().md === false;
  const compact: TableColumnsType<ContactMessage> = [
    {
      title: 'Nachricht',
      key: 'compact',
      render: (_, row) => (
        <div className="message-compact">
          <Sender message={row} />
          <span className="message-compact__subject">{row.subject}</span>
          <span className="message-compact__meta">
            <Email message={row} /> · {formatDateTime(row.createdAt)}
          </span>
        </div>
      ),
    },
  ];
  const wide: TableColumnsType<ContactMessage> = [
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
  ];
  const columns: TableColumnsType<ContactMessage> = [
    ...(narrow ? compact : wide),
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
              icon={row.isRead ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              aria-label={toggleReadLabel(row.isRead)}
              onClick={() => onToggleRead(row)}
            />
          </Tooltip>
          <ConfirmDelete description="Die Nachricht wird endgültig gelöscht." onConfirm={() => onDelete(row)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Löschen" />
          </ConfirmDelete>
        </div>
      ),
    },
  ];

  return (
    <Table<ContactMessage>
      rowKey="id"
      columns={columns}
      dataSource={messages}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={narrow ? undefined : { x: 860 }}
      locale={{ emptyText: 'Keine Nachrichten vorhanden.' }}
      rowClassName={(row) => (row.isRead ? 'message-row' : 'message-row message-row--unread')}
      onRow={(row) => ({ onClick: () => onOpen(row) })}
    />
  );
}
