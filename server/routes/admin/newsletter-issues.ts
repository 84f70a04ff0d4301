import { newsletter } from '@shared/api/newsletter.js';
import type { NewsletterIssueCreate, NewsletterIssueUpdate } from '@shared/schemas/newsletter.js';
import { actorOf } from '@server/http/actor.js';
import { crudRoutes } from '@server/http/crud.js';
import { route, type Route } from '@server/http/endpoints.js';
import { presentIssue, presentIssueSummary } from '@server/presenters/newsletter-issue.js';
import type { IssueWithNames, NewsletterIssues } from '@server/services/newsletter/issues.js';

/**
 * The newsletter's issues: Redaktion and up write drafts and send themselves a test mail
 * (newsletter.issues); owners and administration send an issue to every confirmed subscriber
 * (newsletter.send). No route here answers an address.
 */
export function adminNewsletterIssueRoutes(issues: NewsletterIssues): Route[] {
  const api = newsletter.issues;
  return [
    // A create answers the new draft's id only (the editor then opens it).
    ...crudRoutes<IssueWithNames, NewsletterIssueCreate, NewsletterIssueUpdate, number>(api, issues, {
      present: presentIssue,
      presentInList: presentIssueSummary,
      presentCreated: (id) => ({ id }),
    }),
    route(api.test, async (ctx, { params: { id } }) => {
      await issues.queueTest(id, { ...actorOf(ctx), id: ctx.state.user!.id });
      return { id };
    }),
    route(api.send, async (ctx, { params: { id } }) => issues.send(id, actorOf(ctx))),
  ];
}
