import type { ContactMessage, MessageCounts } from '../api-types.js';
import {
  contactMessageListQuerySchema,
  contactMessageUpdateValidator,
  parseContactMessageListQuery,
} from '../schemas/contact.js';
import { empty, endpoint, json } from './endpoint.js';

const item = '/api/admin/messages/:id';

/** The inbox of contact-form messages. */
export const messages = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/messages',
    access: 'messages.read',
    summary: 'The whole inbox (it is not paged); with overdue=1 the unanswered ones past the 48 hours',
    query: { schema: contactMessageListQuerySchema, parse: parseContactMessageListQuery },
    answer: json<ContactMessage[]>(),
    errors: [400],
  }),
  counts: endpoint({
    method: 'GET',
    path: '/api/admin/messages/counts',
    access: 'messages.read',
    summary: 'Unread, total and overdue messages (the sidebar’s badge), without loading every message',
    answer: json<MessageCounts>(),
  }),
  update: endpoint({
    method: 'PATCH',
    path: item,
    access: 'messages.write',
    summary: 'Marks a message read or unread, answered or not',
    body: contactMessageUpdateValidator,
    answer: json<ContactMessage>(),
    errors: [400, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: item,
    access: 'messages.write',
    summary: 'Deletes a message',
    answer: empty(),
    status: 204,
    errors: [400, 404],
  }),
};
