import { pathOf } from '@shared/api/endpoint.js';
import { settings as api } from '@shared/api/settings.js';
import { PREVIEW_PAGES } from '@shared/site-settings-sections.js';
import type { SiteSettings } from '@shared/site-settings.js';
import type { PageId } from '@public-site/app/pages/registry.js';
import type { Config } from '@server/config.js';
import { notFound } from '@server/errors.js';
import { actorOf } from '@server/http/actor.js';
import type { AppContext } from '@server/http/context.js';
import { route, type Route } from '@server/http/endpoints.js';
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

/**
 * "Einstellungen": the site's settings, their versions and the preview of unsaved values. Every
 * route is outside the shared body parser: the writes read bodies up to SETTINGS_BODY_LIMIT.
 */
export function adminSettingsRoutes({ settings, config, renderPreview }: SettingsRouteDeps): Route[] {
  const body = jsonBody(SETTINGS_BODY_LIMIT, config.requestTimeoutMs);
  const editor = (ctx: AppContext) => ({ id: ctx.state.user!.id, role: ctx.state.user!.role });
  const own = { ownBody: true };

  return [
    route(api.get, () => settings.state(), own),
    // Saving changes sections by the saver's role (checked per section by the service).
    route(
      api.save,
      async (ctx, { body: { version, values } }) =>
        settings.save(editor(ctx), { version, values }, actorOf(ctx)),
      { steps: [body], ownBody: true },
    ),
    route(api.versions, () => settings.versions(), own),
    route(api.restore, (ctx, { params }) => settings.restore(editor(ctx), params.id, actorOf(ctx)), own),
    route(api.preview, (ctx, { body: { values } }) => settings.createPreview(editor(ctx), values), {
      steps: [body],
      ownBody: true,
    }),
    // The preview's pages: HTML for the signed-in person who made it, never cached or indexed.
    route(
      api.previewPage,
      async (ctx, { params: { token, page: name = '' } }) => {
        // Own keys only: `constructor` is no page.
        const page = Object.hasOwn(PREVIEW_PAGES, name)
          ? PREVIEW_PAGES[name as keyof typeof PREVIEW_PAGES]
          : undefined;
        const values =
          page && /^[A-Za-z0-9_-]{32}$/.test(token)
            ? await settings.preview(token, ctx.state.user!.id)
            : undefined;
        if (!page || !values)
          throw notFound(
            'Diese Vorschau gibt es nicht (mehr). Bitte öffnen Sie sie neu aus den Einstellungen.',
          );
        const html = await renderPreview(page, values, { base: pathOf(api.previewPage.path, { token }) });
        ctx.set('Content-Security-Policy', pageCsp(config.cookieSecure));
        ctx.set('X-Robots-Tag', 'noindex, nofollow');
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = html;
      },
      own,
    ),
  ];
}
