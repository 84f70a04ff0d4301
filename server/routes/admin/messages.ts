import Router from '@koa/router';
import { contactMessageUpdateValidator, parseContactMessageListQuery } from '@shared/schemas/contact.js';
import type { AppState } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { readBody, readId, readQuery } from '@server/http/input.js';
import { queryParams } from '@server/http/query.js';
import { presentContactMessage } from '@server/presenters/admin.js';
import type { ContactMessageService } from '@server/services/contact-messages.js';
import { needs } from '@server/http/permissions.js';

/** The inbox of contact-form messages. */
export function adminMessageRoutes(contactMessages: ContactMessageService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/messages' });
  // The whole inbox (it is not paged), or with `overdue=1` the unanswered ones past the 48 hours.
  router.get('/', needs('messages.read'), queryParams('overdue'), async (ctx) => {
    const query = readQuery(ctx, parseContactMessageListQuery);
    ctx.body = (await contactMessages.list(query)).map(presentContactMessage);
  });
  // The sidebar's unread badge (and the overdue count), without loading every message.
  router.get('/counts', needs('messages.read'), async (ctx) => {
    ctx.body = await contactMessages.counts();
  });
  router.patch('/:id', needs('messages.write'), async (ctx) => {
    const id = readId(ctx);
    const input = readBody(ctx, contactMessageUpdateValidator);
    ctx.body = presentContactMessage(await contactMessages.update(id, input, actorOf(ctx)));
  });
  router.delete('/:id', needs('messages.write'), async (ctx) => {
    await contactMessages.remove(readId(ctx), actorOf(ctx));
    ctx.status = 204;
  });
  return router;
}
