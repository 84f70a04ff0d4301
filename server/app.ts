import { createHmac } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import type { Knex } from 'knex';
import {
  createLoginThrottle,
  DEFAULT_THROTTLE_LIMITS,
  type LoginThrottle,
  type ThrottleLimits,
} from './auth/login-throttle.js';
import {
  createPasswordCheckQueue,
  DEFAULT_PASSWORD_CHECK_LIMITS,
  type PasswordCheckLimits,
} from './auth/password-checks.js';
import { createPasswordHasher, DEFAULT_SCRYPT_COST } from './auth/password.js';
import { loadSecretBox } from './auth/secret-box.js';
import { loadSessionKeys } from './auth/session-keys.js';
import { upgradeTotpSecrets } from './auth/totp-secrets.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { createMaintenance, type Maintenance } from './jobs/maintenance.js';
import type { Logger } from './logger.js';
import { startStaffAlerts, type AlertSender } from './mail/alert-sender.js';
import { createNewsletterMails } from './mail/newsletter-mails.js';
import { startNewsletterSender, type NewsletterSender } from './mail/newsletter-sender.js';
import { closeUnreadBodies } from './middlewares/close-unread-bodies.js';
import { errorHandler } from './middlewares/error-handler.js';
import { pageViewBeacon } from './middlewares/page-views.js';
import { checkClientAddress } from './middlewares/client-address.js';
import { requestLogger } from './middlewares/request-logger.js';
import { memoryResponses } from './http/memory-responses.js';
import { securityHeaders } from './security-headers.js';
import { pageCsp } from './render/document.js';
import { createPageFiles } from './render/page-files.js';
import { createPageRenderer, type PageRenderer } from './render/page-renderer.js';
import { adminAppRoutes } from './routes/admin-app.js';
import { apiRouters, type RouteInfo } from './routes/api.js';
import { pageRoutes } from './routes/pages.js';
import { newsletterUnsubscribeRoute } from './routes/public/newsletter.js';
import { systemRoutes } from './routes/system.js';
import { createHealth } from './services/health.js';
import type { ActivityLog } from './services/activity-log.js';
import { createServices, type Services } from './services/index.js';
import { createUniqueVisits } from './services/unique-visits.js';
import { isEmailChangeKind } from './services/mail-outbox.js';
import type { LoginDeps } from './routes/admin/auth.js';

export interface AppOptions {
  config: Config;
  knex: Knex;
  logger: Logger;
  /**
   * The time every part of the app reads: timestamps, lock windows, session lifetimes, page-view
   * hours, the day the schedule starts from. Tests move it instead of waiting.
   */
  clock?: Clock;
  /** scrypt's cost (log2 N) for new password hashes; tests choose a cheap one. */
  passwordCost?: number;
  /** The login's limits and credential check; tests pass smaller limits or a controllable check. */
  login?: {
    throttleLimits?: ThrottleLimits;
    passwordChecks?: PasswordCheckLimits;
    verifyCredentials?: LoginDeps['verifyCredentials'];
  };
  /**
   * Replaces the activity log the services record in. Only `npm run bench:activity` passes one
   * (whose record writes no row, to measure what the row costs); the server never does.
   */
  activityLog?: ActivityLog;
}

export type ApiRoutes = Record<'public' | 'login' | 'admin', RouteInfo[]>;

export interface App {
  koa: Koa;
  /**
   * The HTTP request handler: prepared pages and lists straight from memory, everything else
   * through Koa.
   */
  callback(): RequestListener;
  /**
   * The memory half of callback() alone: answers a prepared page or list and returns true, or
   * returns false (the request then belongs to Koa). Tests compare its answers with Koa's.
   */
  answerFromMemory(req: IncomingMessage, res: ServerResponse): boolean;
  services: Services;
  /** The public pages' renderer (tests and benchmarks wait for its re-render after a change). */
  renderer: PageRenderer;
  /** The API's routes by access (public, login, admin), as the routers declare them. */
  apiRoutes: ApiRoutes;
  /** The login throttle (its unlock is what `npm run admin -- unlock` does). */
  loginThrottle: LoginThrottle;
  /**
   * Sends the staff e-mail alerts in the background; null when alerts are off. Tests move the
   * clock and call its runDue() or wait for its idle().
   */
  alertSender: AlertSender | null;
  /** Sends the newsletter's issues, paced (NEWSLETTER_RATE_PER_MINUTE); null without mail settings. */
  newsletterSender: NewsletterSender | null;
  /**
   * The daily job (backup, old archives, unused uploads, expired submissions). Armed by `start()`
   * (server/start.ts), which also deletes expired submissions at once; tests call `runNow()` instead.
   */
  maintenance: Maintenance;
  /**
   * Stops the daily job (waiting for a run in progress) and the alert sender (a send in flight may
   * finish for a few seconds), and writes pending counters; call before closing the database.
   */
  close(): Promise<void>;
}

export async function createApp({
  config,
  knex,
  logger,
  clock = systemClock,
  passwordCost = DEFAULT_SCRYPT_COST,
  login = {},
  activityLog,
}: AppOptions): Promise<App> {
  // Behind N proxies the client's address is the N-th entry of X-Forwarded-For from the right.
  const koa = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  koa.keys = loadSessionKeys(config.dataDir, config.sessionKeys);
  koa.silent = true; // errors are logged by errorHandler
  // The TOTP keys are encrypted with a key outside the database; plain ones from before are
  // encrypted now, and a key that cannot open the stored ones stops the start with its reason.
  const secretBox = loadSecretBox(config.dataDir, config.totpEncryptionKey);
  const upgraded = await upgradeTotpSecrets(knex, secretBox);
  if (upgraded.sealed > 0)
    logger.info({ accounts: upgraded.sealed }, 'encrypted the TOTP keys stored in plain text');

  const services = createServices({
    knex,
    config,
    logger,
    clock,
    hasher: createPasswordHasher(passwordCost),
    linkKey: createHmac('sha256', koa.keys[0]!).update('staff-links').digest('base64url'),
    secretBox,
    passkeyKey: createHmac('sha256', koa.keys[0]!).update('passkey-challenges').digest('base64url'),
    ...(activityLog ? { activityLog } : {}),
  });
  // The settings every page shows: read before the first page is rendered.
  await services.siteSettings.load();
  // Other processes' changes (PostgreSQL): listening before the first page is prepared.
  await services.changeFeed.start();
  const alertSender = await startStaffAlerts({
    config,
    outbox: services.mailOutbox,
    alerts: services.staffAlerts,
    accountMails: {
      compose: (entry, siteOrigin) =>
        isEmailChangeKind(entry.kind)
          ? services.emailChanges.compose(entry, siteOrigin)
          : services.staffLinks.compose(entry, siteOrigin),
    },
    newsletterMails: createNewsletterMails({
      subscribers: services.newsletterSubscribers,
      clock,
      agencyName: () => services.siteSettings.current().name,
      composeIssueTest: (entry, siteOrigin) =>
        services.newsletterIssueMails.composeIssueTest(entry, siteOrigin),
    }),
    clock,
    logger,
    tellOthers: () => services.changeFeed.publish({ kind: 'mail' }),
  });
  // The newsletter's own paced sender (kind 'newsletter' only), woken like the staff sender.
  const newsletterSender = startNewsletterSender({
    config,
    knex,
    outbox: services.mailOutbox,
    clock,
    logger,
    activityLog: services.activityLog,
    composeIssue: services.newsletterIssueMails.composeIssue,
    onQueued: (wake) => services.staffAlerts.onQueued(wake),
  });
  const loginDeps: LoginDeps = {
    throttle: createLoginThrottle(knex, login.throttleLimits ?? DEFAULT_THROTTLE_LIMITS, clock),
    passwordChecks: createPasswordCheckQueue(login.passwordChecks ?? DEFAULT_PASSWORD_CHECK_LIMITS),
    verifyCredentials: login.verifyCredentials ?? services.users.verifyCredentials,
    users: services.users,
    secondFactor: services.secondFactor,
    passkeys: services.passkeys,
    activityLog: services.activityLog,
    factorRequired: config.staffSecondFactor === 'required',
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    staffSessions: services.staffSessions,
    emailChanges: services.emailChanges,
    logger,
    clock,
  };

  koa.use(requestLogger(logger));
  koa.use(checkClientAddress(logger));
  koa.use(closeUnreadBodies());
  koa.use(errorHandler(logger));
  const headers = securityHeaders(config);
  koa.use(async (ctx, next) => {
    ctx.set(headers);
    await next();
  });
  // Pages and JSON are compressed on the way out (assets come pre-compressed from the build).
  koa.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );
  const maintenance = createMaintenance({ knex, config, logger, clock, activityLog: services.activityLog });
  const health = createHealth({
    knex,
    backupStatus: maintenance.backupStatus,
    logger,
    clock,
    settingsComplete: () => services.siteSettings.state().problems.length === 0,
    sampleContent: () => services.sampleContent.report(),
    newsletter: () => services.newsletterSubscribers.offer(),
  });

  const visits = createUniqueVisits({ now: clock });
  // The page's beacon counts its views (the page request itself counts nothing).
  koa.use(pageViewBeacon(services.pageViews, visits, config));
  koa.use(systemRoutes({ health, uploadsDir: config.uploadsDir }));
  const pageHeaders = { securityHeaders: headers, pageCsp: pageCsp(config.cookieSecure) };
  const renderer = createPageRenderer(
    services,
    config,
    logger,
    clock,
    config.pageFilesDir ? createPageFiles(config.pageFilesDir, pageHeaders, logger) : undefined,
  );
  const api = apiRouters({
    app: koa,
    knex,
    config,
    services,
    health,
    login: loginDeps,
    logger,
    clock,
    renderPreview: renderer.preview,
  });
  koa.use(api.middleware);
  // The newsletter's one-click unsubscribe POST (RFC 8058): before the pages, no session.
  koa.use(newsletterUnsubscribeRoute(services, logger));
  koa.use(adminAppRoutes(config));
  koa.use(pageRoutes(renderer, config));

  const fromMemory = memoryResponses({
    renderer,
    published: services.published,
    logger,
    ...pageHeaders,
  });
  const handleWithKoa = koa.callback();

  return {
    koa,
    callback: () => (req, res) => {
      let answered = false;
      try {
        answered = fromMemory(req, res);
      } catch (error) {
        // Never expected; Koa answers instead (with its error handling) unless headers went out.
        logger.error({ err: error }, 'answer from memory failed');
        if (res.headersSent) {
          res.destroy();
          return;
        }
        for (const name of res.getHeaderNames()) res.removeHeader(name);
      }
      if (!answered) void handleWithKoa(req, res);
    },
    answerFromMemory: fromMemory,
    services,
    renderer,
    apiRoutes: api.routes,
    loginThrottle: loginDeps.throttle,
    alertSender,
    newsletterSender,
    maintenance,
    async close() {
      renderer.close();
      await maintenance.stop();
      await Promise.all([
        services.pageViews.close(),
        alertSender?.close(),
        newsletterSender?.close(),
        services.changeFeed.close(),
        services.formCounters.close(),
      ]);
    },
  };
}
