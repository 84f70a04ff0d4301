import Router from '@koa/router';
import { contactMessageUpdateValidator } from '@shared/schemas/contact.js';
import type { AppState } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { readBody, readId } from '@server/http/input.js';
import { presentContactMessage } from '@server/presenters/admin.js';
import type { ContactMessageService } from '@server/services/contact-messages.js';
import { needs } from '@server/http/permissions.js';

/** The inbox of contact-form messages. */
export function adminMessageRoutes(contactMessages: ContactMessageService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/messages' });
  router.get('/', needs('messages.read'), async (ctx) => {
    ctx.body = (await contactMessages.list()).map(presentContactMessage);
  });
  // The sidebar's unread badge and the dashboard, without loading every message.
  router.get('/counts', needs('messages.read'), async (ctx) => {
    ctx.body = await contactMessages.counts();
  });
  router.patch('/:id', needs('messages.write'), async (ctx) => {
    const id = readId(ctx);
    const { isRead } = readBody(ctx, contactMessageUpdateValidator);
    ctx.body = presentContactMessage(await contactMessages.setRead(id, isRead, actorOf(ctx)));
  });
  router.delete('/:id', needs('messages.write'), async (ctx) => {
    await contactMessages.remove(readId(ctx), actorOf(ctx));
    ctx.status = 204;
  });
  return router;
}
