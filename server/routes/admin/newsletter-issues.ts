import Router from '@koa/router';
import type { NewsletterSendStarted } from '@shared/api-types.js';
import {
  newsletterIssueCreateValidator,
  newsletterIssueUpdateValidator,
} from '@shared/schemas/newsletter.js';
import type { AppState } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { readBody, readId } from '@server/http/input.js';
import { needs } from '@server/http/permissions.js';
import { presentIssue, presentIssueSummary } from '@server/presenters/newsletter-issue.js';
import type { NewsletterIssues } from '@server/services/newsletter/issues.js';

/**
 * The newsletter's issues: Redaktion and up write drafts and send themselves a test mail
 * (newsletter.issues); owners and administration send an issue to every confirmed subscriber
 * (newsletter.send). No route here answers an address.
 */
export function adminNewsletterIssueRoutes(issues: NewsletterIssues): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/newsletter/issues' });
  router.get('/', needs('newsletter.issues'), async (ctx) => {
    ctx.body = (await issues.list()).map(presentIssueSummary);
  });
  router.get('/:id', needs('newsletter.issues'), async (ctx) => {
    ctx.body = presentIssue(await issues.get(readId(ctx)));
  });
  router.post('/', needs('newsletter.issues'), async (ctx) => {
    const id = await issues.create(readBody(ctx, newsletterIssueCreateValidator), actorOf(ctx));
    ctx.status = 201;
    ctx.body = { id };
  });
  router.patch('/:id', needs('newsletter.issues'), async (ctx) => {
    const id = readId(ctx);
    ctx.body = presentIssue(
      await issues.update(id, readBody(ctx, newsletterIssueUpdateValidator), actorOf(ctx)),
    );
  });
  router.delete('/:id', needs('newsletter.issues'), async (ctx) => {
    await issues.remove(readId(ctx), actorOf(ctx));
    ctx.status = 204;
  });
  router.post('/:id/test', needs('newsletter.issues'), async (ctx) => {
    const id = readId(ctx);
    await issues.queueTest(id, { ...actorOf(ctx), id: ctx.state.user!.id });
    ctx.status = 202;
    ctx.body = { id };
  });
  router.post('/:id/send', needs('newsletter.send'), async (ctx) => {
    const started: NewsletterSendStarted = await issues.send(readId(ctx), actorOf(ctx));
    ctx.status = 202;
    ctx.body = started;
  });
  return router;
}
