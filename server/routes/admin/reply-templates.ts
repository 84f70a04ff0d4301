import API from '@shared/api/index.js';
import { actorOf } from '@server/http/actor.js';
import { crudRoutes } from '@server/http/crud.js';
import { route, type Route } from '@server/http/endpoints.js';
import { presentReplyTemplate } from '@server/presenters/reply-template.js';
import type { ReplyTemplateService } from '@server/services/reply-templates.js';

export interface ReplyTemplateRouteDeps {
  templates: ReplyTemplateService;
  /** The agency's name as the site's settings hold it now ({agentur}). */
  agencyName: () => string;
}

/**
 * The reply templates: recruiting reads them (and sends them from an application), owners and
 * administration write them. List (an array), create (201), update, delete (204).
 */
export function adminReplyTemplateRoutes({ templates, agencyName }: ReplyTemplateRouteDeps): Route[] {
  const endpoints = API.replyTemplates;
  return [
    ...crudRoutes(endpoints, templates, { present: presentReplyTemplate }),
    // The values the control centre cannot read itself (recruiting has no settings).
    route(endpoints.values, (ctx) => {
      const { displayName, username } = ctx.state.user!;
      return { agentur: agencyName(), recruiter: displayName || username };
    }),
  ];
}

/**
 * POST /api/admin/applications/:id/template-sent: a person sent a template to the applicant (the
 * control centre opened the chat with it). Declared with the applications, handled by the
 * templates' service.
 */
export function adminTemplateSentRoutes(templates: ReplyTemplateService): Route[] {
  return [
    route(API.applications.templateSent, async (ctx, { params, body }) => {
      await templates.recordSent(params.id, body, actorOf(ctx));
    }),
  ];
}
