import type { ActivityAction, ActivityChanges, ActivityEntity } from './activity-log.js';
import type { Permission, Role } from './roles.js';
import type { ApplicationStatus } from './constants.js';
import type { MatchField } from './application-matches.js';
import type { TemplateChannel } from './reply-templates.js';
import type { Content, ItemOf } from './content/index.js';
import type { DataRequestIdentifiers } from './data-request.js';
import type { AnswerOf, Entities } from './entities/index.js';
import type { SiteSettings } from './site-settings.js';
import type { SettingsProblem } from './site-settings-check.js';
import type { NewsletterIssueStatus } from './newsletter.js';
import type { SampleContent } from './sample-content.js';

/** JSON shapes of the API; the server's presenters produce exactly these. */

/**
 * The content types' items, derived from their definitions (shared/content/): id, every field,
 * order. A choice (a livestream's day, a streamer's country) is any string: entries made elsewhere
 * may hold values the control centre does not offer, and are passed on as they are.
 */
export type Livestream = ItemOf<Content['livestreams']>;
export type Highlight = ItemOf<Content['highlights']>;
export type Streamer = ItemOf<Content['streamers']>;
export type Feedback = ItemOf<Content['feedbacks']>;
export type Faq = ItemOf<Content['faqs']>;

/**
 * The other records' answers, derived from their definitions (shared/entities/): the answered
 * fields in the definition's order, as the server's presenters make them.
 */
export type Application = AnswerOf<Entities['applications']>;

/** GET /api/admin/applications/assignees: the colleagues an application can be assigned to. */
export interface ApplicationAssignee {
  id: number;
  name: string;
}

/**
 * GET /api/admin/applications/:id/earlier: the earlier applications of the same person still
 * stored (certain matches by TikTok name, WhatsApp number or Telegram name), newest first.
 */
export interface EarlierApplication {
  id: number;
  createdAt: string;
  status: ApplicationStatus;
  /** Its TikTok name as stored (the control centre shows it as „@name“). */
  tiktokUsername: string;
  /** What it shares with the application asked about (at least one; shared/application-matches.ts). */
  matchedBy: MatchField[];
}

export type ContactMessage = AnswerOf<Entities['messages']>;

/** The signed-in person (GET /api/admin/user, and the login's answer). */
export interface AdminUser {
  id: number;
  username: string;
  /** The name the team sees (the username when none was given). */
  displayName: string;
  email: string | null;
  /** Their role and what it permits (shared/roles.ts); the control centre shows only that. */
  role: Role;
  permissions: Permission[];
  secondFactor: SecondFactorState;
  /** The e-mails the person chose to get ("Mein Konto"). */
  alerts: AccountAlerts;
  /**
   * A new address waiting for its owner to confirm the mailed link (48 hours); `email` stays the
   * address in use until then. Null when none waits.
   */
  pendingEmail: string | null;
  /**
   * How this account's address is changed: `mail`, on „Mein Konto“ with a link to the new address
   * (the server sends mail); `team`, only by owners and administration on the team screen (no
   * mail settings, so no confirmation is possible).
   */
  emailChange: EmailChangeWay;
}

/** How an account's e-mail address is changed (see AdminUser.emailChange). */
export type EmailChangeWay = 'mail' | 'team';

/** The e-mail alerts an account chose (PATCH /api/admin/account/alerts). */
export interface AccountAlerts {
  /** "Wenn mir eine Bewerbung zugewiesen wird". */
  assigned: boolean;
}

/** Which second factors an account has set up. */
export interface SecondFactorState {
  totp: boolean;
  /** How many passkeys. */
  passkeys: number;
  recoveryCodesLeft: number;
}

/** How the second step of a sign-in can be taken. */
export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery-code';

/**
 * The login's answer: the user when the password was all it took; otherwise the one step the
 * session may take next (the second factor, or enrolling one when a factor is required).
 */
export type LoginStep =
  AdminUser | { next: 'second-factor'; methods: SecondFactorMethod[] } | { next: 'enrol' };

/** The start of TOTP enrolment: the key as text and as the otpauth:// address the QR code holds. */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The QR code as an SVG data: address. */
  qrCode: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/**
 * A confirmed TOTP set-up: new recovery codes only when it is the account's first factor; a
 * replacement ("Neu einrichten"), or an account with a passkey, keeps its codes (null).
 */
export interface TotpConfirmed {
  recoveryCodes: string[] | null;
}

/** Whether the login page offers "Mit Passkey anmelden" (GET /api/admin/login/passkey), and why not. */
export interface PasskeyAvailability {
  available: boolean;
  /** Why not (an address of digits, no https), in plain German for the screen. */
  reason: string | null;
}

export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The passkeys screen: whether passkeys work at this address (and why not), and mine. */
export interface PasskeyList {
  available: boolean;
  /** Why not (an address of digits, no https), in plain German for the screen. */
  reason: string | null;
  passkeys: Passkey[];
}

/** A new passkey; the recovery codes when it is the account's first second factor. */
export interface PasskeyRegistered {
  passkey: Passkey;
  recoveryCodes: string[] | null;
}

/** An account as the team screen lists it. */
export type TeamMember = AnswerOf<Entities['team']>;

/** A pending invitation (the token is never listed; it exists only in the mail). */
export interface Invitation {
  id: number;
  name: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/**
 * The answer to a new invitation: the invitation, and the link itself only when no mail could
 * carry it (no SMTP configured), shown once to pass on by hand.
 */
export interface InvitationCreated {
  invitation: Invitation;
  mailed: boolean;
  link: string | null;
}

/**
 * A reset link made on the team screen (POST /api/admin/team/:id/password-reset, 201): mailed to
 * the person, or (no SMTP, or no address) the link, answered this once to be handed over.
 */
export interface PasswordResetIssued {
  mailed: boolean;
  link: string | null;
}

/** The answer to a reset request (202), the same whether or not an account has the address. */
export interface PasswordResetRequested {
  message: string;
}

/** What an invitation link shows before the form: whom it is for. */
export interface InvitationPreview {
  name: string;
  email: string;
  role: Role;
}

/** One signed-in session ("Angemeldete Geräte"). */
export interface StaffSession {
  id: string;
  /** "browser" or "desktop", and a short description such as "Chrome auf Windows". */
  kind: 'browser' | 'desktop';
  device: string;
  ip: string | null;
  signedInAt: string | null;
  lastActiveAt: string | null;
  current: boolean;
}

/** How many sessions a step ended (the other devices, a colleague's, a reset second factor). */
export interface SessionsEnded {
  ended: number;
}

/** A new password (POST /api/admin/account/password): how many other sessions it ended. */
export interface PasswordChanged {
  endedSessions: number;
}

/** Page views in rolling windows: "today" is the last 24 hours, "yesterday" the 24 before. */
export interface PageViewStats {
  today: number;
  yesterday: number;
  last7days: number;
  last14days: number;
  last30days: number;
  last90days: number;
}

export interface Stats {
  /** Null for a role that may not read applications (Redaktion): not even their numbers. */
  applications: { new: number; total: number; overdue: number } | null;
  /** The inbox's counts; null for a role that may not read messages. */
  messages: MessageCounts | null;
  pageviews: PageViewStats;
}

/** GET /api/admin/messages/counts: the inbox at a glance (the sidebar's badge, the dashboard). */
export interface MessageCounts {
  unread: number;
  total: number;
  /** Unanswered past the 48-hour promise (shared/overdue.ts). */
  overdue: number;
}

/** GET /api/admin/stats/pageviews: one entry per day, oldest first. */
export interface DailyPageViews {
  /** Calendar day in Europe/Berlin, YYYY-MM-DD. */
  date: string;
  views: number;
}

/**
 * GET /api/admin/health (200, or 503 with the same body when the database does not answer): the
 * server's health for staff (server/services/health.ts); GET /healthz shows only the status.
 */
export interface HealthReport {
  status: 'ok' | 'error';
  database: 'ok' | 'unreachable';
  /** The newest backup: when, and how many hours ago (one decimal); null when there is none. */
  lastBackup: { at: string; ageHours: number } | null;
  /** Whether the Impressum's legally required values are all given (the go-live check). */
  settingsComplete: boolean;
  /** The sample content still public (issue 39); only in the detailed report. */
  sampleContent?: SampleContent;
  /** Whether the newsletter's sign-up is offered, and why not (issue 40); only in the detailed report. */
  newsletter?: { offered: boolean; reason: string | null };
}

/** GET /api/admin/reports/recruiting: one row per source label (shared/recruiting-report.ts). */
export interface RecruitingSourceRow {
  /** `ref`, else `utmSource`, else `referrerHost`, else "direkt". */
  source: string;
  /** Applications that arrived in the window. */
  applications: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
  /** Arrivals in the window without a decision (yet). */
  open: number;
  /** Median Berlin calendar days from arrival to the (latest) decision; null without decisions. */
  medianDaysToDecision: number | null;
}

export interface RecruitingReport {
  bySource: RecruitingSourceRow[];
}

/** POST /api/admin/data-requests/search: every record of the person the identifiers name. */
/** Records of one person: what the search shows and the export file holds. */
export interface DataRequestRecords {
  applications: Application[];
  messages: ContactMessage[];
  /** The newsletter under the searched e-mail address; null when no address was searched. */
  newsletter: DataRequestNewsletter | null;
}

/** A newsletter subscription found by its exact address, with the proof of consent (issue 40). */
export interface DataRequestNewsletterSubscription extends NewsletterSubscriber {
  /** The text of the consent version the person agreed to (consentVersion). */
  consentText: string;
}

/** What the newsletter holds about an address. */
export interface DataRequestNewsletter {
  /** The subscription (pending or confirmed), null when there is none. */
  subscription: DataRequestNewsletterSubscription | null;
  /**
   * Whether the address is on the block list (it unsubscribed or was removed): only a keyed hash
   * of it is stored there, which an erasure keeps, so the address gets no newsletter again
   * without a new confirmed sign-up.
   */
  blocked: boolean;
}

/** POST /api/admin/data-requests/search: every matching record. */
export interface DataRequestResult extends DataRequestRecords {
  /**
   * The records found only through a phone number without a known country on one side (the
   * stored number or the searched one is national, e.g. "0170 …", and no country says whose):
   * they may belong to another person. Shown, but not selected for export or erasure.
   */
  uncertain: { applicationIds: number[]; messageIds: number[] };
}

/** POST /api/admin/data-requests/erase: how many records were deleted. */
export interface DataErasureResult {
  applications: number;
  messages: number;
  /** Newsletter subscriptions deleted (0 or 1). */
  newsletter: number;
  /** Whether the address stays on the newsletter's block list (a keyed hash, not erased). */
  blockListKept: boolean;
}

/** The file of POST /api/admin/data-requests/export (Auskunft nach Art. 15 DSGVO). */
export interface DataExport extends DataRequestRecords {
  /** What the file is, in German, for the person who receives it. */
  description: string;
  exportedAt: string;
  /** The identifiers the records were found by. */
  query: DataRequestIdentifiers;
  /** The fields of each record, explained in German. */
  fields: {
    applications: Record<string, string>;
    messages: Record<string, string>;
    newsletter: Record<string, string>;
  };
}

export type DataRequestAction = 'export' | 'erasure';

/** GET /api/admin/data-requests/log: one past export or erasure (who, when, how many; no personal data). */
export interface DataRequestLogEntry {
  id: number;
  action: DataRequestAction;
  username: string;
  applications: number;
  messages: number;
  /** Newsletter subscriptions (0 for entries from before the newsletter). */
  newsletter: number;
  createdAt: string;
}

/** Who appears in the activity log: a staff account (its name at the time) or the server (id null). */
export interface ActivityActor {
  id: number | null;
  name: string;
}

/**
 * GET /api/admin/activity: one row of the activity log ("Protokoll"), newest first; the number of
 * rows matching the filters is in X-Total-Count. GET …/actors answers ActivityActor[].
 */
export interface ActivityEntry {
  id: number;
  /** When, in UTC (ISO 8601). */
  at: string;
  actor: ActivityActor;
  /** The address the change came from; null for the server itself. */
  ip: string | null;
  action: ActivityAction;
  entity: ActivityEntity;
  /** The changed entry's id (an upload: its file name); null for actions on many or none. */
  entityId: string | null;
  /** `{ field: { before, after } }`, or `{ field: { withheld: true } }` for personal data; null when none. */
  changes: ActivityChanges | null;
  /** The action in German: its label, or „Wiederhergestellt“ for a restored version of the settings. */
  actionLabel: string;
  /**
   * What the entry is, in words: the FAQ's question, a streamer's name, the person („Anna Inhaberin
   * (anna)“), „Einladung an Lena Neu“, „Bewerbung #12“; null for actions on many or none.
   */
  entryName: string | null;
  /** The names of the colleagues the changes name by account id (`assigneeId`), by id. */
  names: Record<string, string>;
}

/**
 * GET /api/admin/applications/:id/last-change and /api/admin/<content type>/:id/last-change:
 * who changed that entry last, and when (the "zuletzt geändert von … am …" of its dialog), for
 * everyone who may read the entry; null when the log holds no change of it.
 */
export interface LastChangeAnswer {
  lastChange: {
    /** When, in UTC (ISO 8601). */
    at: string;
    /** The person's name at the time ("System" for the server itself). */
    actorName: string;
  } | null;
}

/**
 * GET /api/admin/applications/:id/history (an array, newest first): one entry per changed field
 * of status, outcome and assignee, from the activity log, with German labels; for everyone who
 * may read applications.
 */
/** One line of an application's „Verlauf“: a change of a field, or a template sent. */
export type ApplicationHistoryEntry = ApplicationHistoryChange | ApplicationTemplateSent;

/** A reply template a person sent the applicant (POST …/template-sent), as the log recorded it. */
export interface ApplicationTemplateSent {
  kind: 'template-sent';
  /** When, in UTC (ISO 8601). */
  at: string;
  /** Who, by the name at the time. */
  actorName: string;
  /** The template's name when it was sent. */
  template: string;
  channel: TemplateChannel;
  /** The line in German: „Vorlage „Rückruf“ gesendet per WhatsApp“. */
  text: string;
}

export interface ApplicationHistoryChange {
  /** When, in UTC (ISO 8601). */
  at: string;
  /** Who, by the name at the time ("System" for the server itself). */
  actorName: string;
  /** The field: status, outcome or assigneeId. */
  field: string;
  /** Its German name ("Status", "Ergebnis", "Zuständig"). */
  label: string;
  /** The values before and after, in German ("Neu", "Angenommen", a colleague's name, "niemand"). */
  from: string;
  to: string;
  /** Whether the change was part of a bulk action ("Mehrfachauswahl"). */
  bulk: boolean;
}

/** GET and PUT /api/admin/settings: the site's settings as stored, and what fixes or lacks them. */
export interface SettingsState {
  /** The saved version the values are; a save names it and gets 409 when it is no longer the newest. */
  version: number;
  values: SiteSettings;
  /** Dotted paths fixed by an environment variable ("per Umgebungsvariable festgelegt"). */
  locked: string[];
  /** The go-live check: legally required values that are empty or still samples. */
  problems: SettingsProblem[];
  /** The public site's address (PUBLIC_URL, else the server's own): the tracking links point there. */
  siteOrigin: string;
}

/** GET /api/admin/settings/versions: every save, newest first. */
/** One changed value of a settings version. */
export interface SettingsVersionChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** The 409 of a settings save that missed a newer one: its message, and who saved that one when. */
export interface SettingsConflict {
  message: string;
  savedBy?: string;
  savedAt?: string;
}

export interface SettingsVersion {
  id: number;
  savedAt: string;
  /** Who saved (their name at the time); "System" for the values before the first save. */
  savedBy: string;
  /** The dotted paths this save changed (from the activity log). */
  changed: string[];
  /** The same changes with their values before and after (a list such as the partners as a whole). */
  changes: SettingsVersionChange[];
  /** The version this save restored, if it was a restore. */
  restoredFrom: number | null;
  current: boolean;
}

/** POST /api/admin/upload → 201: the stored image's address (`/uploads/…`). */
export interface UploadAnswer {
  url: string;
}

/** POST /api/admin/settings/preview: the address of the preview (landing page; /impressum, /kontakt below it). */
export interface SettingsPreview {
  url: string;
  expiresAt: string;
}

/** A reply template ("Vorlage", GET /api/admin/reply-templates and the answers of its writes). */
export type ReplyTemplate = AnswerOf<Entities['reply-templates']>;

/** The placeholder values the server knows for the signed-in person (GET …/reply-templates/values). */
export interface ReplyTemplateValues {
  agentur: string;
  recruiter: string;
}

/**
 * GET /api/admin/newsletter: whether the site offers the newsletter (and why not), the counts,
 * and the send rate. Everyone with `newsletter.issues` may read it (no addresses).
 */
export interface NewsletterOverview {
  /** True when the sign-up is shown: mail settings (SMTP_URL and a sender) are set. */
  offered: boolean;
  /** Why not, in German (for the dashboard and the screen); null when offered. */
  reason: string | null;
  counts: {
    /** Subscribers who confirmed: the recipients of an issue. */
    confirmed: number;
    /** Signed up, not confirmed yet (deleted when their link expired). */
    pending: number;
    /** Addresses on the block list (unsubscribed or removed). */
    unsubscribed: number;
  };
  /** NEWSLETTER_RATE_PER_MINUTE: mails per minute across all processes. */
  ratePerMinute: number;
}

/** A subscriber as the control centre lists them (`newsletter.subscribers`: owners and administration). */
export type NewsletterSubscriber = AnswerOf<Entities['newsletter-subscribers']>;

/** GET /api/admin/newsletter/subscribers. */
export interface NewsletterSubscriberPage {
  items: NewsletterSubscriber[];
  total: number;
  page: number;
  pageSize: number;
}

/** The figures of an issue (all 0 for a draft). */
export interface NewsletterIssueFigures {
  /** Confirmed subscribers when sending started. */
  recipients: number;
  /** Accepted by the SMTP server. */
  delivered: number;
  /** Given up after a day of failed attempts. */
  failed: number;
  /** Not sent: the subscriber left before their mail's turn. */
  skipped: number;
}

/** An issue in the list (GET /api/admin/newsletter/issues), newest first. */
export interface NewsletterIssueSummary extends NewsletterIssueFigures {
  id: number;
  subject: string;
  status: NewsletterIssueStatus;
  createdAt: string;
  updatedAt: string;
  /** Who wrote it (their name now), null when the account was deleted. */
  createdBy: string | null;
  sendStartedAt: string | null;
  sentAt: string | null;
  sentBy: string | null;
}

/** GET /api/admin/newsletter/issues/{id}: with its text. */
export interface NewsletterIssue extends NewsletterIssueSummary {
  /** The Markdown subset of shared/newsletter-markdown.ts. */
  text: string;
}

/** POST /api/admin/newsletter/issues → 201 and …/issues/{id}/test → 202: the issue's id. */
export interface NewsletterIssueId {
  id: number;
}

/** POST /api/admin/newsletter/issues/{id}/send → 202. */
export interface NewsletterSendStarted {
  id: number;
  recipients: number;
}

/**
 * The answer of a public form (POST /api/apply, /api/contact, /api/newsletter and its
 * confirmation): the German words the site shows. It never echoes what was sent.
 */
export interface PublicFormAnswer {
  message: string;
}
