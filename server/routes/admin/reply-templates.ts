import Router from '@koa/router';
import type { ReplyTemplateValues } from '@shared/api-types.js';
import {
  replyTemplateCreateValidator,
  replyTemplateUpdateValidator,
  templateSentValidator,
} from '@shared/schemas/reply-template.js';
import type { AppState } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { readBody, readId } from '@server/http/input.js';
import { needs } from '@server/http/permissions.js';
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
export function adminReplyTemplateRoutes({
  templates,
  agencyName,
}: ReplyTemplateRouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/reply-templates' });
  router.get('/', needs('templates.read'), async (ctx) => {
    ctx.body = (await templates.list()).map(presentReplyTemplate);
  });
  // Before '/:id'. The values the control centre cannot read itself (recruiting has no settings).
  router.get('/values', needs('templates.read'), (ctx) => {
    const { displayName, username } = ctx.state.user!;
    ctx.body = { agentur: agencyName(), recruiter: displayName || username } satisfies ReplyTemplateValues;
  });
  router.get('/:id', needs('templates.read'), async (ctx) => {
    ctx.body = presentReplyTemplate(await templates.get(readId(ctx)));
  });
  router.post('/', needs('templates.write'), async (ctx) => {
    const row = await templates.create(readBody(ctx, replyTemplateCreateValidator), actorOf(ctx));
    ctx.status = 201;
    ctx.body = presentReplyTemplate(row);
  });
  router.patch('/:id', needs('templates.write'), async (ctx) => {
    const id = readId(ctx);
    ctx.body = presentReplyTemplate(
      await templates.update(id, readBody(ctx, replyTemplateUpdateValidator), actorOf(ctx)),
    );
  });
  router.delete('/:id', needs('templates.write'), async (ctx) => {
    await templates.remove(readId(ctx), actorOf(ctx));
    ctx.status = 204;
  });
  return router;
}

/**
 * POST /api/admin/applications/:id/template-sent: a person sent a template to the applicant (the
 * control centre opened the chat with it). Its own router under /applications, so the
 * applications' routes stay as they are.
 */
export function adminTemplateSentRoutes(templates: ReplyTemplateService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/applications' });
  router.post('/:id/template-sent', needs('templates.read'), async (ctx) => {
    const id = readId(ctx);
    await templates.recordSent(id, readBody(ctx, templateSentValidator), actorOf(ctx));
    ctx.status = 204;
  });
  return router;
}
