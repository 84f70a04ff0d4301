import Router from '@koa/router';
import type Koa from 'koa';
import compose from 'koa-compose';
import type { Knex } from 'knex';
import { adminSession } from '../middlewares/session.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { notFound } from '../errors.js';
import type { AppState } from '../http/context.js';
import { refuseUndeclaredQuery } from '../http/query.js';
import { rejectCrossSite } from '../middlewares/cross-site.js';
import { logAdminWrites } from '../middlewares/admin-write-log.js';
import { jsonBody, jsonOnly } from '../middlewares/json-body.js';
import { noStore } from '../middlewares/no-store.js';
import { requireAdmin } from '../middlewares/require-admin.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import API from '@shared/api/index.js';
import { assertRoutesMatchDeclarations, endpointRouter, type Route } from '../http/endpoints.js';
import { contentTypesWithServices } from '../services/content.js';
import type { Health } from '../services/health.js';
import type { Services } from '../services/index.js';
import { adminActivityRoutes } from './admin/activity.js';
import { activityLookups } from '../services/activity-names.js';
import { adminApplicationRoutes } from './admin/applications.js';
import { adminLoginRoutes, adminSessionRoutes, signInOtherMethods, type LoginDeps } from './admin/auth.js';
import { adminContentRoutes } from './admin/content.js';
import { adminApiDocumentRoutes } from './admin/api-document.js';
import { adminAccountRoutes, adminEnrolmentRoutes, enrolmentSession } from './admin/account.js';
import { adminSessionListRoutes } from './admin/sessions.js';
import { adminLinkRoutes } from './admin/staff-links.js';
import { adminTeamRoutes } from './admin/team.js';
import { mailSettings } from '../config.js';
import { adminDataRequestRoutes } from './admin/data-requests.js';
import { adminNewsletterSubscriberRoutes } from './admin/newsletter-subscribers.js';
import { adminMessageRoutes } from './admin/messages.js';
import { adminReplyTemplateRoutes, adminTemplateSentRoutes } from './admin/reply-templates.js';
import { adminStatsRoutes } from './admin/stats.js';
import { adminNewsletterIssueRoutes } from './admin/newsletter-issues.js';
import { adminReportRoutes } from './admin/reports.js';
import { adminUploadRoutes } from './admin/uploads.js';
import { adminSettingsRoutes, type SettingsRouteDeps } from './admin/settings.js';
import { publicContentRoutes } from './public/content.js';
import { publicFormRoutes } from './public/forms.js';
import { publicNewsletterRoutes } from './public/newsletter.js';
import { adminNewsletterOverviewRoutes } from './admin/newsletter-overview.js';
import { declaredPermission } from '../http/permissions.js';
import { logRefusals } from '../middlewares/log-refusals.js';
import type { Permission } from '@shared/roles.js';

/** The largest JSON body of every route but the upload, which declares its own. */
const JSON_LIMIT_BYTES = 100 * 1024;

/** The sign-in's paths match only as written: no trailing slash, no other case. */
const EXACT_PATHS = { strict: true, sensitive: true };

const PUBLIC_API_PREFIX = '/api';
const ADMIN_API_PREFIX = '/api/admin';

export interface ApiDeps {
  app: Koa;
  knex: Knex;
  config: Config;
  services: Services;
  health: Health;
  login: LoginDeps;
  logger: Logger;
  /** The clock of the session lifetimes. */
  clock: Clock;
  /** The page renderer's preview of unsaved settings. */
  renderPreview: SettingsRouteDeps['renderPreview'];
}

/**
 * One router of a part of the API: its declared routes under their full paths (or their router,
 * when it has options of its own), and, not listed, a router that only refuses (the sign-in's
 * other methods). Its middlewares (the body parser) run only for a request one of its routes
 * answers; any other request goes on to the next step of the chain.
 */
function mount(
  routes: readonly Route[] | Router<AppState>,
  refusals: Router<AppState> | null,
  ...middlewares: Koa.Middleware[]
): { middleware: Koa.Middleware; list: RouteInfo[] } {
  const parent = new Router<AppState>();
  for (const middleware of middlewares) parent.use(middleware);
  const declared = routes instanceof Router ? routes : endpointRouter(routes);
  parent.use(declared.routes());
  if (refusals)
    parent.use(new Router<AppState>({ prefix: ADMIN_API_PREFIX }).use(refusals.routes()).routes());
  return { middleware: parent.routes() as unknown as Koa.Middleware, list: listRoutes([declared]) };
}

export interface RouteInfo {
  method: string;
  path: string;
  /** The permission the route declares (admin routes behind the session: every one). */
  permission?: Permission;
}

/** The routes the routers declare, as a request addresses them (HEAD, which GET implies, left out). */
function listRoutes(routers: Router<AppState>[]): RouteInfo[] {
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => {
          const permission = declaredPermission(layer);
          return { method, path: String(layer.path), ...(permission ? { permission } : {}) };
        }),
    ),
  );
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Every route of /api, in the order a request meets them. */
export function apiRouters({
  app,
  knex,
  config,
  services,
  health,
  login,
  logger,
  clock,
  renderPreview,
}: ApiDeps) {
  const body = jsonBody(JSON_LIMIT_BYTES, config.requestTimeoutMs);
  const content = contentTypesWithServices(services.content);
  const mailOn = mailSettings(config) !== null;

  // The routes declared in shared/api, whichever part of the API they belong to.
  const declared: Route[] = [
    ...CONTENT_TYPE_NAMES.flatMap((name) => publicContentRoutes(name, services.published)),
    ...content.flatMap(({ type, service }) => adminContentRoutes(type, service)),
    ...adminApiDocumentRoutes(),
    ...adminStatsRoutes(services.stats, health),
    ...adminReportRoutes(services.recruitingReport, clock),
    ...adminApplicationRoutes(services.applications, clock, config.retention),
    ...adminMessageRoutes(services.contactMessages),
    ...adminReplyTemplateRoutes({
      templates: services.replyTemplates,
      agencyName: () => services.siteSettings.current().name,
    }),
    ...adminTemplateSentRoutes(services.replyTemplates),
    ...adminDataRequestRoutes(services.dataSubjects, clock, config.retention),
    ...publicFormRoutes(services, config.formLimits, logger, clock, config.siteOrigin),
    ...publicNewsletterRoutes(services, config.formLimits, logger, clock),
    ...adminUploadRoutes(services.uploads, config),
    ...adminSettingsRoutes({ settings: services.siteSettings, config, renderPreview }),
    ...adminNewsletterOverviewRoutes(services.newsletterSubscribers, () => config.newsletterRatePerMinute),
    ...adminNewsletterIssueRoutes(services.newsletterIssues),
    ...adminNewsletterSubscriberRoutes(services.newsletterSubscriberAdmin, clock),
    ...adminActivityRoutes(services.activityLog, clock, (rows) => activityLookups(knex, rows)),
    ...adminLoginRoutes(login),
    ...adminLinkRoutes(services.staffLinks, login, mailOn),
    ...adminEnrolmentRoutes(login),
    ...adminSessionRoutes(login),
    ...adminAccountRoutes(login),
    ...adminSessionListRoutes(services.staffSessions, logger),
    ...adminTeamRoutes({
      team: services.team,
      links: services.staffLinks,
      emailChanges: services.emailChanges,
      logger,
      mailOn,
      siteOrigin: () => config.siteOrigin,
      users: services.users,
      throttle: login.throttle,
    }),
  ];
  const part = (access: (endpoint: Route['endpoint']) => boolean, ownBody = false) =>
    declared.filter((entry) => access(entry.endpoint) && entry.ownBody === ownBody);
  const sessionRoute = ({ access }: Route['endpoint']) =>
    access !== 'public' && access !== 'sign-in' && access !== 'enrolment';

  // Fail closed: a declared endpoint without its handler, or with two, a handler of an endpoint
  // not declared, and an admin endpoint without a permission stop the start.
  assertRoutesMatchDeclarations({ declared: API, routes: declared });

  const publicPart = mount(
    part((e) => e.access === 'public'),
    null,
    body,
  );
  // The admin routes without a session: login, and the links of invitations and resets; exact
  // paths, and only their methods (another one answers 404, not the session guard's 401).
  const loginPart = mount(
    endpointRouter(
      part((e) => e.access === 'sign-in'),
      EXACT_PATHS,
    ),
    signInOtherMethods(),
    refuseUndeclaredQuery(),
    body,
  );
  // Enrolling a second factor: signed in, or the enrolment step of a sign-in (their own check).
  const enrolmentPart = mount(
    part((e) => e.access === 'enrolment'),
    null,
    refuseUndeclaredQuery(),
    body,
    enrolmentSession(login) as unknown as Koa.Middleware,
  );
  // Routes that read their bodies themselves, with limits of their own (the upload, the settings).
  const uploadPart = mount(part(sessionRoute, true), null, refuseUndeclaredQuery());
  const adminPart = mount(part(sessionRoute), null, refuseUndeclaredQuery(), body);

  const publicApi = compose([jsonOnly(), publicPart.middleware]);
  const adminApi = compose([
    noStore(),
    jsonOnly(),
    adminSession(app, knex, config, clock),
    rejectCrossSite(config.publicUrl),
    loginPart.middleware,
    enrolmentPart.middleware,
    // Everything below needs a signed-in user; an unknown path too (401 before 404).
    requireAdmin(services.users, config.sessionAbsoluteMs, clock) as unknown as Koa.Middleware,
    logRefusals(logger) as unknown as Koa.Middleware,
    logAdminWrites(logger) as unknown as Koa.Middleware,
    uploadPart.middleware,
    adminPart.middleware,
  ]);

  const middleware: Koa.Middleware = async (ctx, next) => {
    if (isUnder(ctx.path, ADMIN_API_PREFIX)) await adminApi(ctx, async () => {});
    else if (isUnder(ctx.path, PUBLIC_API_PREFIX)) await publicApi(ctx, async () => {});
    else return next();
    if (ctx.status === 404 && ctx.body === undefined) throw notFound();
  };
  return {
    middleware,
    /** Every route by access: the admin-guard test walks `admin` so a new route is covered by itself. */
    routes: {
      public: publicPart.list,
      login: loginPart.list,
      admin: [...enrolmentPart.list, ...uploadPart.list, ...adminPart.list],
    },
  };
}
