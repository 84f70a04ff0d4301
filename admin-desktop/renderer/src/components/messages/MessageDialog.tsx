import { Button, Descriptions, Modal } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ContactMessage } from '@shared/api-types.js';
import { formatDateTime } from '@admin/lib/date.js';
import { toggleReadLabel } from './read-state.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { mailtoHref } from '@shared/url.js';
import { TelegramLink, WhatsAppLink } from '../ChatLink.js';

interface Props {
  message: ContactMessage;
  open: boolean;
  onClose: () => void;
  onToggleRead: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
  toggling: boolean;
  deleting: boolean;
}

/** One contact message in full, with its WhatsApp and Telegram contacts when given. */
export function MessageDialog({ message, open, onClose, onToggleRead, onDelete, toggling, deleting }: Props) {
  const contacts = [
    { key: 'name', label: 'Name', children: <span className="break-anywhere">{message.name}</span> },
    {
      key: 'email',
      label: 'E-Mail',
      children: (
        <a href={mailtoHref(message.email, { subject: `Re: ${message.subject}` })} className="break-anywhere">
          {message.email}
        </a>
      ),
    },
    ...(message.whatsappNumber
      ? [
          {
            key: 'whatsapp',
            label: 'WhatsApp',
            children: <WhatsAppLink number={message.whatsappNumber} />,
          },
        ]
      : []),
    ...(message.telegramUsername
      ? [
          {
            key: 'telegram',
            label: 'Telegram',
            children: <TelegramLink name={message.telegramUsername} />,
          },
        ]
      : []),
    { key: 'date', label: 'Eingegangen am', children: formatDateTime(message.createdAt) },
  ];

  return (
    <Modal
      open={open}
      title={<span className="break-anywhere">{message.subject}</span>}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={
        <div className="message-dialog__footer">
          <ConfirmDelete
            description="Die Nachricht wird endgültig gelöscht."
            onConfirm={() => onDelete(message)}
          >
            <Button danger icon={<DeleteOutlined />} loading={deleting}>
              Löschen
            </Button>
          </ConfirmDelete>
          <div className="message-dialog__footer-end">
            <Button loading={toggling} onClick={() => onToggleRead(message)}>
              {toggleReadLabel(message.isRead)}
            </Button>
            <Button type="primary" onClick={onClose}>
              Schließen
            </Button>
          </div>
        </div>
      }
    >
      <Descriptions bordered size="small" column={1} items={contacts} styles={{ label: { width: 170 } }} />
      <div className="message-dialog__text">{message.message}</div>
    </Modal>
  );
}
