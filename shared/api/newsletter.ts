import type {
  NewsletterIssue,
  NewsletterIssueId,
  NewsletterIssueSummary,
  NewsletterOverview,
  NewsletterSendStarted,
  NewsletterSubscriberPage,
  PublicFormAnswer,
} from '../api-types.js';
import {
  newsletterConfirmValidator,
  newsletterIssueCreateValidator,
  newsletterIssueUpdateValidator,
  newsletterSignUpValidator,
  newsletterSubscriberExportQuerySchema,
  newsletterSubscriberQuerySchema,
  newsletterSubscriberQueryValidator,
  parseNewsletterSubscriberExport,
} from '../schemas/newsletter.js';
import { empty, endpoint, file, json } from './endpoint.js';

const ISSUES = '/api/admin/newsletter/issues';
const ISSUE = '/api/admin/newsletter/issues/:id';
const SUBSCRIBERS = '/api/admin/newsletter/subscribers';

/**
 * The newsletter: its overview and issues (Redaktion and up; sending: owners and administration),
 * its subscribers (owners and administration only: no other role sees an address), and the
 * public sign-up with its confirmation.
 */
export const newsletter = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/newsletter',
    access: 'newsletter.issues',
    summary: 'Whether the newsletter is offered (and why not), the subscriber counts and the sending pace',
    answer: json<NewsletterOverview>(),
  }),
  issues: {
    list: endpoint({
      method: 'GET',
      path: ISSUES,
      access: 'newsletter.issues',
      summary: 'Every issue, newest first, without its text',
      answer: json<NewsletterIssueSummary[]>(),
    }),
    get: endpoint({
      method: 'GET',
      path: ISSUE,
      access: 'newsletter.issues',
      summary: 'One issue with its text and figures',
      answer: json<NewsletterIssue>(),
      errors: [400, 404],
    }),
    create: endpoint({
      method: 'POST',
      path: ISSUES,
      access: 'newsletter.issues',
      summary: 'Saves a new draft',
      body: newsletterIssueCreateValidator,
      answer: json<NewsletterIssueId>(),
      status: 201,
      errors: [400],
    }),
    update: endpoint({
      method: 'PATCH',
      path: ISSUE,
      access: 'newsletter.issues',
      summary: "Changes a draft's subject, text or both",
      body: newsletterIssueUpdateValidator,
      answer: json<NewsletterIssue>(),
      errors: [400, 404, 409],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: ISSUE,
      access: 'newsletter.issues',
      summary: 'Deletes a draft',
      answer: empty(),
      status: 204,
      errors: [400, 404, 409],
    }),
    test: endpoint({
      method: 'POST',
      path: `${ISSUE}/test`,
      access: 'newsletter.issues',
      summary: "Queues the issue as a test mail to the signed-in person's own address",
      answer: json<NewsletterIssueId>(),
      status: 202,
      errors: [400, 404, 409, 429, 503],
    }),
    send: endpoint({
      method: 'POST',
      path: `${ISSUE}/send`,
      access: 'newsletter.send',
      summary: 'Starts sending a draft to every confirmed subscriber',
      answer: json<NewsletterSendStarted>(),
      status: 202,
      errors: [400, 404, 409, 503],
    }),
  },
  subscribers: {
    list: endpoint({
      method: 'GET',
      path: SUBSCRIBERS,
      access: 'newsletter.subscribers',
      summary: 'One page of subscribers, searched by address and filtered by status',
      query: {
        schema: newsletterSubscriberQuerySchema,
        parse: (input) => newsletterSubscriberQueryValidator.validate(input),
      },
      answer: json<NewsletterSubscriberPage>(),
      errors: [400],
    }),
    export: endpoint({
      method: 'GET',
      path: `${SUBSCRIBERS}/export`,
      access: 'newsletter.subscribers',
      summary:
        'The subscribers searched and filtered, as CSV or (format=xlsx) XLSX; recorded in the activity log',
      query: { schema: newsletterSubscriberExportQuerySchema, parse: parseNewsletterSubscriberExport },
      answer: file('text/csv; charset=utf-8'),
      errors: [400],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${SUBSCRIBERS}/:id`,
      access: 'newsletter.subscribers',
      summary: 'Removes a subscriber: the address goes on the block list, queued mails are dropped',
      answer: empty(),
      status: 204,
      errors: [400, 404],
    }),
  },
  public: {
    signUp: endpoint({
      method: 'POST',
      path: '/api/newsletter',
      access: 'public',
      summary: 'Signs an address up (the same 202 whatever state it is in) and mails the confirmation link',
      body: newsletterSignUpValidator,
      answer: json<PublicFormAnswer>(),
      status: 202,
      errors: [400, 429, 503],
    }),
    confirm: endpoint({
      method: 'POST',
      path: '/api/newsletter/confirm',
      access: 'public',
      summary: "Confirms a sign-up by its link's token",
      body: newsletterConfirmValidator,
      answer: json<PublicFormAnswer>(),
      errors: [400, 404, 410, 503],
    }),
  },
};
