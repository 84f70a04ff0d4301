import { telegramChatHref, whatsappChatHref } from '@shared/chat-links.js';
import { telegramHandle } from '@shared/contact-names.js';

/**
 * A way to reach an applicant or sender, as a link that opens the chat in a new tab (the desktop app opens
 * it in the system's browser), or as plain text where the value names no chat for certain.
 */
function ChatLink({
  value,
  href,
  label,
  shown = value,
}: {
  value: string | null;
  href: string | undefined;
  label: string;
  /** How the value reads, when not as stored. */
  shown?: string | null;
}) {
  if (!value) return '—';
  if (!href) return <span className="break-long-words">{shown}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-long-words"
      title={`${label} öffnen`}
    >
      {shown}
    </a>
  );
}

/** A WhatsApp number as a chat link, read in the record's country where it has one. */
export const WhatsAppLink = ({ number, country }: { number: string | null; country?: string | null }) => (
  <ChatLink value={number} href={whatsappChatHref(number, country)} label="WhatsApp-Chat" />
);

/** A Telegram name („@name“, however stored) or t.me link as a chat link. */
export const TelegramLink = ({ name }: { name: string | null }) => (
  <ChatLink
    value={name}
    href={telegramChatHref(name)}
    label="Telegram-Chat"
    shown={name && telegramHandle(name)}
  />
);
