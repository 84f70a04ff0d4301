import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import type { PasswordHasher } from '../auth/password.js';
import type { Clock } from '../clock.js';
import { mailSettings, type Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createActivityLog, type ActivityLog } from './activity-log.js';
import { createApplicationService } from './applications.js';
import { createContactMessageService } from './contact-messages.js';
import { createContentServices } from './content.js';
import { createSubscriberAdmin } from './newsletter/subscriber-admin.js';
import { createDataSubjectService } from './data-subject.js';
import { createMailOutbox } from './mail-outbox.js';
import { createPublishedContent } from './published-content.js';
import { createSampleContent } from './sample-content.js';
import { createPageViewCounter } from './page-views.js';
import { createSearchService } from './search.js';
import { createStaffAlerts } from './staff-alerts.js';
import { createStatsService } from './stats.js';
import { createUploadService } from './uploads.js';
import { createUserService } from './users.js';
import { createSecondFactorService } from '../auth/second-factor.js';
import { ephemeralSecretBox, type SecretBox } from '../auth/secret-box.js';
import { createPasskeyService, passkeyParty } from '../auth/passkeys.js';
import { createStaffLinks } from './staff-links.js';
import { createEmailChanges } from './email-changes.js';
import { createStaffSessions } from './staff-sessions.js';
import { createTeamService } from './team.js';
import { createSiteSettings } from './site-settings.js';
import { createFormCounters } from './window-counters.js';
import { counterDatabase } from '@db/connection.js';
import { changeChannelFor } from '@db/engines/index.js';
import { createChangeFeed } from './change-feed.js';
import { createReplyTemplateService } from './reply-templates.js';
import { createRecruitingReportService } from './recruiting-report.js';
import { createNewsletterSubscribers } from './newsletter/subscribers.js';
import { createNewsletterIssues } from './newsletter/issues.js';
import { createIssueMails } from '../mail/newsletter-issue-mail.js';

/** Told after every write of public content which content type changed. */
export type ContentListener = (name: ContentTypeName) => void;

export interface ServiceDeps {
  knex: Knex;
  config: Config;
  logger: Logger;
  clock: Clock;
  hasher: PasswordHasher;
  /**
   * The server's secret the invitation and reset links are computed with (derived from the
   * session keys); a random one when not given (links then work only within this process).
   */
  linkKey?: string;
  /**
   * Encrypts the accounts' TOTP keys, over the key outside the database (loadSecretBox); a key of
   * this process when not given (only the benchmarks build services without the app).
   */
  secretBox?: SecretBox;
  /**
   * The server's secret passkey sign-in challenges are signed with (derived from the session
   * keys); a random one when not given (challenges then work only within this process).
   */
  passkeyKey?: string;
  /**
   * Replaces the activity log the writing services record in. Only the benchmark passes one (a
   * log that skips its row, to measure what the row costs); the app never does.
   */
  activityLog?: ActivityLog;
}

/**
 * Every service the routes and the page renderer use, built over one Knex instance (so each app,
 * and each test, has its own database). Nothing here knows about Koa.
 */
export function createServices({
  knex,
  config,
  logger,
  clock,
  hasher,
  linkKey,
  secretBox,
  passkeyKey,
  ...replaced
}: ServiceDeps) {
  const activityLog = replaced.activityLog ?? createActivityLog({ knex, clock });
  const contentListeners = new Set<ContentListener>();
  const changed = (name: ContentTypeName) => contentListeners.forEach((listener) => listener(name));
  // A change here drops this process's prepared pages and lists, and the other processes' too.
  const onChange = (name: ContentTypeName) => {
    changed(name);
    changeFeed.publish({ kind: 'content', name });
  };
  const changeFeed = createChangeFeed({
    channel: changeChannelFor(knex, config.databaseUrl),
    logger,
    onRemote(event) {
      if (event.kind === 'content' || event.kind === 'everything') {
        for (const name of event.kind === 'content' ? [event.name] : CONTENT_TYPE_NAMES) changed(name);
      }
      if (event.kind === 'settings' || event.kind === 'everything') {
        siteSettings
          .load()
          .catch((error: unknown) =>
            logger.error({ err: error }, 'could not read the settings another process saved'),
          );
      }
      if (event.kind === 'mail' || event.kind === 'everything') staffAlerts.queuedElsewhere();
    },
  });
  const mailOutbox = createMailOutbox(knex);
  const staffAlerts = createStaffAlerts(knex);
  const applications = createApplicationService({
    knex,
    clock,
    alerts: staffAlerts,
    activityLog,
    outbox: mailOutbox,
  });
  const contactMessages = createContactMessageService({ knex, clock, alerts: staffAlerts, activityLog });
  const pageViews = createPageViewCounter({ knex, logger, clock, flushEveryMs: config.pageViewFlushMs });
  const content = createContentServices({ knex, clock, onChange, activityLog });
  // The published lists subscribe first, so a page re-rendered after a change reads fresh lists.
  const onContentChanged = (listener: ContentListener): (() => void) => {
    contentListeners.add(listener);
    return () => contentListeners.delete(listener);
  };

  const published = createPublishedContent(content, onContentChanged);
  const users = createUserService({ knex, hasher, clock, activityLog });
  const siteSettings = createSiteSettings({
    knex,
    clock,
    activityLog,
    overrides: config.siteOverrides,
    onSaved: () => changeFeed.publish({ kind: 'settings' }),
    siteOrigin: config.siteOrigin,
  });
  const agencyName = () => siteSettings.current().name;
  const staffLinkKey = linkKey ?? randomBytes(32).toString('base64url');
  // The newsletter's links and block list (services/newsletter/keys.ts): from the key outside the
  // database, not from the session keys, which may be rotated.
  const newsletterKey = (secretBox ?? ephemeralSecretBox()).derive('newsletter');
  const secondFactor = createSecondFactorService({
    knex,
    clock,
    issuer: agencyName,
    activityLog,
    ...(secretBox ? { secretBox } : {}),
  });

  return {
    /** What the site says about the agency ("Einstellungen"), stored in versions. */
    siteSettings,
    /** Tells the other processes of the installation what changed here (PostgreSQL). */
    changeFeed,
    /** The key of the newsletter's links and block list (services/newsletter/keys.ts). */
    newsletterKey,
    /** The newsletter's subscribers: sign-up, confirmation, unsubscribing, counts (issue 40). */
    newsletterSubscribers: createNewsletterSubscribers({
      knex,
      clock,
      newsletterKey,
      config,
      agencyName,
      queued: () => staffAlerts.submitted(),
      activityLog,
    }),
    /** The newsletter's issues: drafts, test mails, sending (services/newsletter/issues.ts). */
    newsletterIssues: createNewsletterIssues({
      knex,
      clock,
      activityLog,
      // Wakes this process's senders, and the other processes' through the change feed.
      queued: () => {
        staffAlerts.queuedElsewhere();
        changeFeed.publish({ kind: 'mail' });
      },
    }),
    /** Composes an issue's mails (to a subscriber, the test mail to oneself) when they are sent. */
    newsletterIssueMails: createIssueMails({ knex, settings: () => siteSettings.current(), newsletterKey }),
    /** The public forms' limit counters, shared by every process of the installation. */
    formCounters: createFormCounters({ database: counterDatabase(knex), clock }),
    /** The record of every change staff make ("Protokoll"), which the writing services append to. */
    activityLog,
    /** One service per content type (shared/content-types.ts), keyed by name. */
    content,
    /** The public lists, prepared once per content change (public API and pages). */
    published,
    /** The sample content still public (the go-live check: detailed health, start warning). */
    sampleContent: createSampleContent({ content, settings: () => siteSettings.current() }),
    /** The site search over the public content (/search). */
    search: createSearchService(published),
    applications,
    contactMessages,
    /** The reply templates ("Vorlagen") and the record that one was sent. */
    replyTemplates: createReplyTemplateService({ knex, clock, activityLog }),
    /** The recruiting report over its anonymous figures (GET /api/admin/reports/recruiting). */
    recruitingReport: createRecruitingReportService({ knex, clock }),
    /** Information and erasure for one person (DSGVO Art. 15 and 17). */
    dataSubjects: createDataSubjectService({ knex, clock, logger, activityLog, newsletterKey }),
    /** The newsletter's subscribers for staff: list, remove (block list), export (issue 40). */
    newsletterSubscriberAdmin: createSubscriberAdmin({ knex, clock, key: newsletterKey, activityLog }),
    /** Staff e-mail alerts waiting to be sent (the app's alert sender works through them). */
    mailOutbox,
    /** The staff alerts about submissions (SMTP_URL and NOTIFY_EMAIL): wake-ups and composing. */
    staffAlerts,
    users,
    /** TOTP and recovery codes of staff accounts. */
    secondFactor,
    /** Passkeys (WebAuthn): a second factor, and signing in without a password. */
    passkeys: createPasskeyService({
      knex,
      clock,
      party: () => passkeyParty(config),
      rpName: agencyName,
      activityLog,
      challengeKey: passkeyKey ?? randomBytes(32).toString('base64url'),
    }),
    /** The team screen: roles, disabling, deleting, sessions and factors of others. */
    team: createTeamService({ knex, clock, secondFactor, activityLog }),
    /** "Angemeldete Geräte". */
    staffSessions: createStaffSessions(knex, clock, activityLog),
    /** Invitations and password resets: single-use links sent through the outbox. */
    staffLinks: createStaffLinks({
      knex,
      clock,
      users,
      outbox: mailOutbox,
      linkKey: staffLinkKey,
      queued: () => staffAlerts.submitted(),
      agencyName,
      activityLog,
    }),
    /** A new e-mail address of a staff account, in effect once its link is confirmed. */
    emailChanges: createEmailChanges({
      knex,
      clock,
      outbox: mailOutbox,
      linkKey: staffLinkKey,
      queued: () => staffAlerts.submitted(),
      agencyName,
      activityLog,
      mail: mailSettings(config) !== null,
    }),
    uploads: createUploadService({
      uploadsDir: config.uploadsDir,
      maxBytes: config.uploadMaxBytes,
      activityLog,
    }),
    pageViews,
    stats: createStatsService({ knex, clock, applications, contactMessages, pageViews }),
    /** Subscribes to every change of public content (used to drop cached pages). */
    onContentChanged,
  };
}

export type Services = ReturnType<typeof createServices>;
