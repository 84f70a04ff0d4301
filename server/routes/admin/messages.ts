import API from '@shared/api/index.js';
import { crudRoutes } from '@server/http/crud.js';
import { route, type Route } from '@server/http/endpoints.js';
import { presentContactMessage } from '@server/presenters/admin.js';
import type { ContactMessageService } from '@server/services/contact-messages.js';

/** The inbox of contact-form messages. */
export function adminMessageRoutes(contactMessages: ContactMessageService): Route[] {
  const endpoints = API.messages;
  return [
    // The whole inbox (it is not paged), or with `overdue=1` the unanswered ones past the 48 hours.
    route(endpoints.list, async (_ctx, { query }) =>
      (await contactMessages.list(query)).map(presentContactMessage),
    ),
    // The sidebar's unread badge (and the overdue count), without loading every message.
    route(endpoints.counts, () => contactMessages.counts()),
    ...crudRoutes({ update: endpoints.update, remove: endpoints.remove }, contactMessages, {
      present: presentContactMessage,
    }),
  ];
}
