import Router from '@koa/router';
import type Koa from 'koa';
import compose from 'koa-compose';
import type { Knex } from 'knex';
import { adminSession } from '../auth/session.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { notFound } from '../errors.js';
import type { AppState } from '../http/context.js';
import { rejectCrossSite } from '../middlewares/cross-site.js';
import { logAdminWrites } from '../middlewares/admin-write-log.js';
import { jsonBody, jsonOnly } from '../middlewares/json-body.js';
import { noStore } from '../middlewares/no-store.js';
import { requireAdmin } from '../middlewares/require-admin.js';
import {
  presentFaq,
  presentFeedback,
  presentHighlight,
  presentLivestream,
  presentStreamer,
} from '../presenters/content.js';
import type { Services } from '../services/index.js';
import { faqCreateValidator, faqUpdateValidator } from '../../shared/schemas/faq.js';
import { feedbackCreateValidator, feedbackUpdateValidator } from '../../shared/schemas/feedback.js';
import { highlightCreateValidator, highlightUpdateValidator } from '../../shared/schemas/highlight.js';
import { livestreamCreateValidator, livestreamUpdateValidator } from '../../shared/schemas/livestream.js';
import { streamerCreateValidator, streamerUpdateValidator } from '../../shared/schemas/streamer.js';
import { adminApplicationRoutes } from './admin/applications.js';
import { adminLoginRoutes, adminSessionRoutes, type LoginDeps } from './admin/auth.js';
import { adminContentRoutes } from './admin/content.js';
import { adminDashboardRoutes } from './admin/dashboard.js';
import { adminMessageRoutes } from './admin/messages.js';
import { publicContentRoutes } from './public/content.js';
import { publicFormRoutes } from './public/forms.js';

const JSON_LIMIT_BYTES = 100 * 1024;

function mountAll(prefix: string, routers: Router<AppState>[]): Koa.Middleware {
  const parent = new Router<AppState>({ prefix });
  for (const router of routers) parent.use(router.routes());
  return parent.routes() as unknown as Koa.Middleware;
}

export interface ApiDeps {
  app: Koa;
  knex: Knex;
  config: Config;
  services: Services;
  login: LoginDeps;
  logger: Logger;
}

/**
 * Everything under /api: JSON only, public routes open, admin routes behind a database session,
 * the cross-site check and requireAdmin (login excepted). Unmatched paths answer 404 JSON.
 */
export function apiMiddleware({ app, knex, config, services, login, logger }: ApiDeps): Koa.Middleware {
  const publicRoutes = mountAll('/api', [
    publicContentRoutes('livestreams', services.livestreams, presentLivestream),
    publicContentRoutes('highlights', services.highlights, presentHighlight),
    publicContentRoutes('streamers', services.streamers, presentStreamer),
    publicContentRoutes('feedbacks', services.feedbacks, presentFeedback),
    publicContentRoutes('faqs', services.faqs, presentFaq),
    publicFormRoutes(services, config.formLimits, logger),
  ]);
  const loginRoutes = mountAll('/api/admin', [adminLoginRoutes(login)]);
  const adminRoutes = mountAll('/api/admin', [
    adminSessionRoutes(logger),
    adminDashboardRoutes(services),
    adminApplicationRoutes(services),
    adminMessageRoutes(services),
    adminContentRoutes({
      entity: 'livestreams',
      service: services.livestreams,
      present: presentLivestream,
      create: livestreamCreateValidator,
      update: livestreamUpdateValidator,
    }),
    adminContentRoutes({
      entity: 'highlights',
      service: services.highlights,
      present: presentHighlight,
      create: highlightCreateValidator,
      update: highlightUpdateValidator,
    }),
    adminContentRoutes({
      entity: 'streamers',
      service: services.streamers,
      present: presentStreamer,
      create: streamerCreateValidator,
      update: streamerUpdateValidator,
    }),
    adminContentRoutes({
      entity: 'feedbacks',
      service: services.feedbacks,
      present: presentFeedback,
      create: feedbackCreateValidator,
      update: feedbackUpdateValidator,
    }),
    adminContentRoutes({
      entity: 'faqs',
      service: services.faqs,
      present: presentFaq,
      create: faqCreateValidator,
      update: faqUpdateValidator,
    }),
  ]);

  const smallBody = jsonBody(JSON_LIMIT_BYTES, config.requestTimeoutMs);
  // A data URL is about 4/3 of the file, plus the JSON around it; it may take longer to arrive.
  const uploadBody = jsonBody(Math.ceil((config.uploadMaxBytes * 4) / 3) + 4096, config.uploadTimeoutMs);
  const bodyFor: Koa.Middleware = (ctx, next) =>
    ctx.path === '/api/admin/upload' ? uploadBody(ctx, next) : smallBody(ctx, next);

  const publicChain = compose([jsonOnly(), bodyFor, publicRoutes]);
  const loginChain = compose([bodyFor, loginRoutes]);
  const adminChain = compose([
    noStore(),
    jsonOnly(),
    adminSession(app, knex, config),
    rejectCrossSite(config.publicUrl),
    (ctx: Koa.Context, next: Koa.Next) =>
      ctx.path === '/api/admin/login' ? loginChain(ctx, async () => {}) : next(),
    requireAdmin(config.sessionAbsoluteMs) as unknown as Koa.Middleware,
    logAdminWrites(logger) as unknown as Koa.Middleware,
    bodyFor,
    adminRoutes,
  ]);

  return async (ctx, next) => {
    const isAdmin = ctx.path === '/api/admin' || ctx.path.startsWith('/api/admin/');
    if (isAdmin) await adminChain(ctx, async () => {});
    else if (ctx.path === '/api' || ctx.path.startsWith('/api/')) await publicChain(ctx, async () => {});
    else return next();
    if (ctx.status === 404 && ctx.body === undefined) throw notFound();
  };
}
