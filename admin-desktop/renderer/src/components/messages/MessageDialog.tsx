import { useState } from 'react';
import { Button, Descriptions, Modal } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  MailOutlined,
  SendOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import type { ContactMessage } from '@shared/api-types.js';
import { telegramChatHref, whatsappChatHref } from '@shared/chat-links.js';
import { formatDateTime } from '@admin/lib/date.js';
import { toggleAnsweredLabel, toggleReadLabel } from './read-state.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { mailtoHref } from '@shared/url.js';
import { TelegramLink, WhatsAppLink } from '../ChatLink.js';

interface Props {
  message: ContactMessage;
  open: boolean;
  onClose: () => void;
  onToggleRead: (message: ContactMessage) => void;
  onToggleAnswered: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
  toggling: boolean;
  deleting: boolean;
}

/** The reply by mail with the subject („Re: …“), as the e-mail link of the list. */
export const replyMailHref = (message: ContactMessage) =>
  mailtoHref(message.email, { subject: `Re: ${message.subject}` });

/**
 * „Antworten“: by e-mail, and by WhatsApp or Telegram where the message names a chat for certain (a
 * message has no country, so a national WhatsApp number gets none). A reply link marks nothing:
 * the answer goes out elsewhere and may never be sent; after one was opened the screen offers
 * „Als beantwortet markieren“ instead.
 */
function ReplyLinks({
  message,
  replied,
  onReplied,
}: {
  message: ContactMessage;
  replied: boolean;
  onReplied: () => void;
}) {
  const whatsapp = whatsappChatHref(message.whatsappNumber);
  const telegram = telegramChatHref(message.telegramUsername);
  const external = { target: '_blank', rel: 'noopener noreferrer', onClick: onReplied } as const;
  return (
    <div className="message-reply" role="group" aria-label="Antworten">
      <Button
        type={replied ? 'default' : 'primary'}
        icon={<MailOutlined />}
        href={replyMailHref(message)}
        onClick={onReplied}
      >
        Per E-Mail antworten
      </Button>
      {whatsapp && (
        <Button icon={<WhatsAppOutlined />} href={whatsapp} {...external}>
          Per WhatsApp antworten
        </Button>
      )}
      {telegram && (
        <Button icon={<SendOutlined />} href={telegram} {...external}>
          Per Telegram antworten
        </Button>
      )}
    </div>
  );
}

/** One contact message in full, with its WhatsApp and Telegram contacts when given, and the reply. */
export function MessageDialog({
  message,
  open,
  onClose,
  onToggleRead,
  onToggleAnswered,
  onDelete,
  toggling,
  deleting,
}: Props) {
  // A reply link was opened in this dialog: the answered toggle is offered as the next step.
  const [replied, setReplied] = useState(false);
  const contacts = [
    { key: 'name', label: 'Name', children: <span className="break-long-words">{message.name}</span> },
    {
      key: 'email',
      label: 'E-Mail',
      children: (
        <a href={replyMailHref(message)} className="break-long-words">
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
    {
      key: 'answered',
      label: 'Beantwortet',
      children: message.answeredAt ? `am ${formatDateTime(message.answeredAt)}` : 'nein',
    },
  ];
  const offer = replied && !message.answered;

  return (
    <Modal
      open={open}
      title={<span className="break-long-words">{message.subject}</span>}
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
            <Button onClick={onClose}>Schließen</Button>
          </div>
        </div>
      }
    >
      <Descriptions bordered size="small" column={1} items={contacts} styles={{ label: { width: 170 } }} />
      <div className="message-dialog__text">{message.message}</div>
      <ReplyLinks message={message} replied={offer} onReplied={() => setReplied(true)} />
      <div className="message-answered">
        <Button
          type={offer ? 'primary' : 'default'}
          icon={<CheckCircleOutlined />}
          loading={toggling}
          onClick={() => onToggleAnswered(message)}
        >
          {toggleAnsweredLabel(message.answered)}
        </Button>
        {/* Always in the page, so the offer is announced when it appears. */}
        <span className="message-answered__hint" role="status">
          {offer ? 'Geantwortet? Dann markieren Sie die Nachricht als beantwortet.' : ''}
        </span>
      </div>
    </Modal>
  );
}
