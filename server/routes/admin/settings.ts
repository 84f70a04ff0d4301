import Router from '@koa/router';
import { errorMessages } from '@shared/messages.js';
import { isPlainObject } from '@shared/validation.js';
import { PREVIEW_PAGES, SETTINGS_PATHS } from '@shared/site-settings-sections.js';
import type { SiteSettings } from '@shared/site-settings.js';
import type { PageId } from '@public-site/app/pages/registry.js';
import type { Config } from '@server/config.js';
import { badRequest, notFound } from '@server/errors.js';
import { actorOf } from '@server/http/actor.js';
import type { AppContext, AppState } from '@server/http/context.js';
import { readId } from '@server/http/input.js';
import { needs } from '@server/http/permissions.js';
import { jsonBody } from '@server/middlewares/json-body.js';
import { pageCsp } from '@server/render/document.js';
import type { PreviewBar } from '@server/render/preview-banner.js';
import type { SiteSettingsService } from '@server/services/site-settings.js';

/**
 * A save carries every setting; a text far over its limit must reach the schema (which names the
 * field) instead of ending as a 413, so these routes read bodies up to this size.
 */
const SETTINGS_BODY_LIMIT = 1024 * 1024;

export interface SettingsRouteDeps {
  settings: SiteSettingsService;
  config: Config;
  /** Renders a page with unsaved settings (the page renderer's preview). */
  renderPreview: (page: PageId, settings: SiteSettings, bar: PreviewBar) => Promise<string>;
}

const bodyOf = (ctx: AppContext): Record<string, unknown> => {
  const body: unknown = ctx.request.body ?? {};
  if (!isPlainObject(body)) throw badRequest(errorMessages.bodyNotObject);
  return body;
};

/** "Einstellungen": the site's settings, their versions and the preview of unsaved values. */
export function adminSettingsRoutes({ settings, config, renderPreview }: SettingsRouteDeps): Router<AppState> {
  const body = jsonBody(SETTINGS_BODY_LIMIT, config.requestTimeoutMs);
  const router = new Router<AppState>({ prefix: '/settings' });
  const editor = (ctx: AppContext) => ({ id: ctx.state.user!.id, role: ctx.state.user!.role });

  router.get('/', needs('settings.read'), (ctx) => {
    ctx.body = settings.state();
  });
  // Saving changes sections by the saver's role (checked per section by the service).
  router.put('/', needs('settings.pages'), body, async (ctx) => {
    const { version, values } = bodyOf(ctx);
    ctx.body = await settings.save(editor(ctx), { version, values }, actorOf(ctx));
  });

  router.get('/versions', needs('settings.read'), async (ctx) => {
    ctx.body = await settings.versions();
  });
  router.post('/versions/:id/restore', needs('settings.pages'), async (ctx) => {
    ctx.body = await settings.restore(editor(ctx), readId(ctx), actorOf(ctx));
  });

  router.post('/preview', needs('settings.pages'), body, async (ctx) => {
    const { values } = bodyOf(ctx);
    ctx.status = 201;
    ctx.body = await settings.createPreview(editor(ctx), values);
  });
  // The preview's pages: HTML for the signed-in person who made it, never cached or indexed.
  router.get('/preview/:id{/:page}', needs('settings.read'), async (ctx) => {
    const page = PREVIEW_PAGES[(ctx.params.page ?? '') as keyof typeof PREVIEW_PAGES];
    const id = ctx.params.id ?? '';
    const values = page && /^[A-Za-z0-9_-]{32}$/.test(id) ? await settings.preview(id, ctx.state.user!.id) : undefined;
    if (!page || !values) throw notFound('Diese Vorschau gibt es nicht (mehr). Bitte öffnen Sie sie neu aus den Einstellungen.');
    const html = await renderPreview(page, values, { base: `${SETTINGS_PATHS.preview}/${id}` });
    ctx.set('Content-Security-Policy', pageCsp(config.cookieSecure));
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });
  return router;
}
