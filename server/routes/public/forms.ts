import Router from '@koa/router';
import { applicationSubmitValidator } from '../../../shared/schemas/application.js';
import { contactMessageValidator } from '../../../shared/schemas/contact.js';
import type { AppState } from '../../http/context.js';
import { readBody } from '../../http/input.js';
import type { Services } from '../../services/index.js';

/** The two public forms. Neither answer echoes stored data back. */
export function publicFormRoutes(services: Services): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/apply', async (ctx) => {
    await services.applications.submit(readBody(ctx, applicationSubmitValidator));
    ctx.status = 201;
    ctx.body = { message: 'Bewerbung eingereicht' };
  });
  router.post('/contact', async (ctx) => {
    await services.contactMessages.submit(readBody(ctx, contactMessageValidator));
    ctx.status = 201;
    ctx.body = { message: 'Nachricht gesendet' };
  });
  return router;
}
