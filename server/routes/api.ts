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
import { contentTypesWithServices } from '../services/content.js';
import type { Health } from '../services/health.js';
import type { Services } from '../services/index.js';
import { adminActivityRoutes } from './admin/activity.js';
import { activityLookups } from '../services/activity-names.js';
import { adminApplicationRoutes } from './admin/applications.js';
import { adminLoginRoutes, adminSessionRoutes, type LoginDeps } from './admin/auth.js';
import { adminContentRoutes } from './admin/content.js';
import { adminAccountRoutes, adminEnrolmentRoutes } from './admin/account.js';
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
import { assertPermissionsDeclared, declaredPermission } from '../http/permissions.js';
import { logRefusals } from '../middlewares/log-refusals.js';
import type { Permission } from '@shared/roles.js';

/** The largest JSON body of every route but the upload, which declares its own. */
const JSON_LIMIT_BYTES = 100 * 1024;

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
 * Routers under one prefix. Their middlewares (the body parser) run only for a request one of
 * their routes answers; any other request goes on to the next step of the chain.
 */
function mount(
  prefix: string,
  routers: Router<AppState>[],
  ...middlewares: Koa.Middleware[]
): Koa.Middleware {
  const parent = new Router<AppState>({ prefix });
  for (const middleware of middlewares) parent.use(middleware);
  for (const router of routers) parent.use(router.routes());
  return parent.routes() as unknown as Koa.Middleware;
}

export interface RouteInfo {
  method: string;
  path: string;
  /** The permission the route declares (admin routes behind the session: every one). */
  permission?: Permission;
}

/** The routes the routers declare, as a request addresses them (HEAD, which GET implies, left out). */
function listRoutes(prefix: string, routers: Router<AppState>[]): RouteInfo[] {
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => {
          const permission = declaredPermission(layer);
          return { method, path: prefix + layer.path, ...(permission ? { permission } : {}) };
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

  const publicRoutes = [
    ...CONTENT_TYPE_NAMES.map((name) => publicContentRoutes(name, services.published)),
    publicFormRoutes(services, config.formLimits, logger, clock, config.siteOrigin),
    publicNewsletterRoutes(services, config.formLimits, logger, clock),
  ];
  const mailOn = mailSettings(config) !== null;
  // The admin routes without a session: login, and the links of invitations and resets.
  const loginRoutes = [adminLoginRoutes(login), adminLinkRoutes(services.staffLinks, login, mailOn)];
  // Enrolling a second factor: signed in, or the enrolment step of a sign-in (their own check).
  const enrolmentRoutes = [adminEnrolmentRoutes(login)];
  // Routes that read their bodies themselves, with limits of their own.
  const uploadRoutes = [
    adminUploadRoutes(services.uploads, config),
    adminSettingsRoutes({ settings: services.siteSettings, config, renderPreview }),
  ];
  const adminRoutes = [
    adminSessionRoutes(login),
    adminAccountRoutes(login),
    adminSessionListRoutes(services.staffSessions, logger),
    adminTeamRoutes({
      team: services.team,
      links: services.staffLinks,
      emailChanges: services.emailChanges,
      logger,
      mailOn,
      siteOrigin: () => config.siteOrigin,
      users: services.users,
      throttle: login.throttle,
    }),
    adminStatsRoutes(services.stats, health),
    adminReportRoutes(services.recruitingReport, clock),
    adminApplicationRoutes(
      services.applications,
      clock,
      config.retention.applicationDays,
      config.retention.acceptedDays,
    ),
    adminMessageRoutes(services.contactMessages),
    adminReplyTemplateRoutes({
      templates: services.replyTemplates,
      agencyName: () => services.siteSettings.current().name,
    }),
    adminTemplateSentRoutes(services.replyTemplates),
    adminNewsletterIssueRoutes(services.newsletterIssues),
    adminDataRequestRoutes(
      services.dataSubjects,
      clock,
      config.retention.applicationDays,
      config.retention.acceptedDays,
    ),
    adminNewsletterSubscriberRoutes(services.newsletterSubscriberAdmin, clock),
    adminActivityRoutes(services.activityLog, clock, (rows) => activityLookups(knex, rows)),
    adminNewsletterOverviewRoutes(services.newsletterSubscribers, () => config.newsletterRatePerMinute),
    ...content.map(({ type, service }) => adminContentRoutes(type, service)),
  ];

  // Fail closed: a session route without its permission stops the start.
  assertPermissionsDeclared(ADMIN_API_PREFIX, [...enrolmentRoutes, ...uploadRoutes, ...adminRoutes]);

  const publicApi = compose([jsonOnly(), mount(PUBLIC_API_PREFIX, publicRoutes, body)]);
  const adminApi = compose([
    noStore(),
    jsonOnly(),
    adminSession(app, knex, config, clock),
    rejectCrossSite(config.publicUrl),
    mount(ADMIN_API_PREFIX, loginRoutes, refuseUndeclaredQuery(), body),
    mount(ADMIN_API_PREFIX, enrolmentRoutes, refuseUndeclaredQuery(), body),
    // Everything below needs a signed-in user; an unknown path too (401 before 404).
    requireAdmin(services.users, config.sessionAbsoluteMs, clock) as unknown as Koa.Middleware,
    logRefusals(logger) as unknown as Koa.Middleware,
    logAdminWrites(logger) as unknown as Koa.Middleware,
    mount(ADMIN_API_PREFIX, uploadRoutes, refuseUndeclaredQuery()),
    mount(ADMIN_API_PREFIX, adminRoutes, refuseUndeclaredQuery(), body),
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
      public: listRoutes(PUBLIC_API_PREFIX, publicRoutes),
      login: listRoutes(ADMIN_API_PREFIX, loginRoutes),
      admin: listRoutes(ADMIN_API_PREFIX, [...enrolmentRoutes, ...uploadRoutes, ...adminRoutes]),
    },
  };
}
