import type { ContactMessage } from '@shared/api-types.js';
import { MAX_SEARCH_LENGTH } from '@shared/application-list.js';
import type { ViewCodec } from '@admin/lib/url-view.js';

/**
 * The inbox's view in the URL, like the applications list's (/admin/nachrichten?q=anna&overdue=1):
 * `overdue=1` asks the server (GET /api/admin/messages?overdue=1, the server's clock decides), the
 * search runs over the loaded messages, as the inbox is loaded whole (it is not paged).
 */
export interface MessagesView {
  q?: string;
  overdue?: true;
}

export const MESSAGES_VIEW: ViewCodec<MessagesView> = {
  read: (params) => {
    const view: MessagesView = {};
    const q = params.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH);
    if (q) view.q = q;
    if (params.get('overdue') === '1') view.overdue = true;
    return view;
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.q) params.set('q', view.q);
    if (view.overdue) params.set('overdue', '1');
    return params;
  },
};

/** Text compared without case (umlauts too) and in one Unicode form. */
const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('de-DE');

/** Whether a message's name, e-mail, subject or text contains the search. */
export function matchesSearch(message: ContactMessage, q: string | undefined): boolean {
  if (!q) return true;
  const search = folded(q);
  return [message.name, message.email, message.subject, message.message].some((field) =>
    folded(field).includes(search),
  );
}
