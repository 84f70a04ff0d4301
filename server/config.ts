import fs from 'node:fs';
import path from 'node:path';
import { resolveSiteSettings, SITE_SETTING_VARIABLES, type SiteSettings } from '@shared/site-settings.js';
import { validateSiteSettings } from '@shared/schemas/site-settings.js';
import { localHost, ownOrigin, readEnvironment, type Env } from './environment.js';

export { ENV_FILE, localServerOrigin, readEnvironment } from './environment.js';

/**
 * The one place that reads the environment. Everything else receives a Config.
 * Every variable is documented in docs/configuration.md.
 */

/** A value of the environment the server cannot start with; the start prints its message alone. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/**
 * The built server's mode: its dependencies (React above all) run their production builds unless
 * NODE_ENV says otherwise. Called before anything imports them.
 */
export function useProductionDependencies(): void {
  process.env.NODE_ENV ??= 'production';
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absolute path of the SQLite database file (the embedded default). */
  databaseFile: string;
  /**
   * DATABASE_URL (postgres://…): the installation's PostgreSQL instead of the SQLite file, for
   * several processes or machines; empty for SQLite.
   */
  databaseUrl: string;
  uploadsDir: string;
  /**
   * PAGE_FILES_DIR: where the prepared public pages are written as files for nginx, with the
   * nginx configuration that serves them (server/render/page-files.ts); empty: none are written.
   */
  pageFilesDir: string;
  /** Public origin such as https://agentur.example; empty when unset. */
  publicUrl: string;
  /**
   * The origin of every absolute address the server writes (canonical link, Open Graph, JSON-LD,
   * robots.txt, sitemap, QR code): PUBLIC_URL, else this server's own http://HOST:PORT. Never taken
   * from a request's Host or X-Forwarded-Host, which the client chooses.
   */
  siteOrigin: string;
  /** True when PUBLIC_URL is https: session cookies are then marked Secure. */
  cookieSecure: boolean;
  /**
   * How many reverse proxies sit in front (0 = none). The client address is taken that many
   * entries from the right of X-Forwarded-For: the entries further left are written by the
   * client and can say anything.
   */
  trustProxy: number;
  /** Explicit session signing keys; when empty, keys are generated once into DATA_DIR. */
  sessionKeys: string[];
  /**
   * TOTP_ENCRYPTION_KEY: the key the accounts' TOTP keys are encrypted with (32 bytes, base64url);
   * when empty, one is generated once into DATA_DIR (server/auth/secret-box.ts).
   */
  totpEncryptionKey: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * STAFF_2FA: `required` (the default) leads an account without a second factor through
   * enrolment at sign-in before it sees any data; `optional` lets it sign in with the password.
   */
  staffSecondFactor: 'required' | 'optional';
  adminUsername: string;
  adminPassword: string;
  logLevel: string;
  uploadMaxBytes: number;
  /** How often buffered page-view counts are written to the database. */
  pageViewFlushMs: number;
  /** Limits of each public form (application, contact), counted in fixed windows. */
  formLimits: FormLimits;
  /** How long a request's headers, and then its body, may take to arrive. */
  requestTimeoutMs: number;
  /** How long the body of an image upload (up to UPLOAD_MAX_MB) may take to arrive. */
  uploadTimeoutMs: number;
  /** The agency's public data (name, contact, links, legal details) with SITE_* overrides. */
  /**
   * The settings as the environment gives them (the defaults with the SITE_* values): what a
   * database without saved settings shows. The site itself reads services.siteSettings.
   */
  site: SiteSettings;
  /** The values SITE_* environment variables fix, by dotted path: staff cannot change them. */
  siteOverrides: Record<string, string>;
  /** Folder of the built client assets (Vite output). */
  publicAssetsDir: string;
  /**
   * The SMTP server of the staff e-mail alerts (SMTP_URL), empty when unset. It holds the
   * password: never log it (smtpServerLabel gives a loggable form).
   */
  smtpUrl: string;
  /** Staff addresses told about every new application and contact message (NOTIFY_EMAIL). */
  notifyEmails: string[];
  /**
   * The alerts' sender (MAIL_FROM); by default the SMTP user name when it is an e-mail address
   * (most providers send only as the account), else the first NOTIFY_EMAIL address. Null when
   * none of them is set.
   */
  mailFrom: MailAddress | null;
  /** Where backup archives are written (`npm run backup` and the daily backup); DATA_DIR/backups by default. */
  backupDir: string;
  /**
   * The hour (0-23, the server's local time) of the daily maintenance, whose first task is the
   * backup. Null (BACKUP_HOUR=off): the server makes no backups itself; the rest of the daily
   * maintenance (old archives beyond BACKUP_KEEP, unused uploads) still runs, at
   * DEFAULT_MAINTENANCE_HOUR.
   */
  backupHour: number | null;
  /** How many archives the daily maintenance keeps (the newest); 0 keeps all. */
  backupKeep: number;
  /** How long submissions, and the rows of the activity log, are kept before the daily maintenance deletes them. */
  retention: Retention;
  /**
   * NEWSLETTER_RATE_PER_MINUTE: how many newsletter mails leave per minute, across every process
   * of the installation (server/mail/newsletter-sender.ts); the first one at once.
   */
  newsletterRatePerMinute: number;
}

/** Retention periods in days; 0 turns the automatic deletion of that kind off. */
export interface Retention {
  /** APPLICATION_RETENTION_DAYS: days after an application became "completed" (Erledigt). */
  applicationDays: number;
  /** ACCEPTED_RETENTION_DAYS: the same for an application completed with the outcome "accepted". */
  acceptedDays: number;
  /** MESSAGE_RETENTION_DAYS: days after a contact message arrived. */
  messageDays: number;
  /** AUDIT_RETENTION_DAYS: days a row of the activity log is kept after it was written. */
  auditDays: number;
}

/** The longest retention period accepted (about 100 years); every date computed from it stays representable. */
export const MAX_RETENTION_DAYS = 36_500;

export interface MailAddress {
  name: string;
  address: string;
}

/** The daily maintenance's hour (03:00 local time) when BACKUP_HOUR is unset, empty or off. */
export const DEFAULT_MAINTENANCE_HOUR = 3;

export interface FormLimits {
  /** Submissions from one address (an IPv6 /64) per window, valid or not (0 = no limit). */
  perAddress: number;
  /** Valid submissions from one network (an IPv4 /24, an IPv6 /48) per window (0 = no limit). */
  perNetwork: number;
  /** Valid submissions from everybody together per window (0 = no ceiling). */
  total: number;
  windowSeconds: number;
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigurationError(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** A retention period in days: 0 (no automatic deletion) up to MAX_RETENTION_DAYS. */
function retentionDaysFrom(env: Env, name: string, fallback: number): number {
  const days = intFrom(env, name, fallback);
  if (days > MAX_RETENTION_DAYS) {
    throw new ConfigurationError(
      `${name} must be a number of days from 0 (no automatic deletion) to ${MAX_RETENTION_DAYS}, got "${env[name]}"`,
    );
  }
  return days;
}

/** NEWSLETTER_RATE_PER_MINUTE: a positive whole number (0 would never send; refused at the start). */
function newsletterRateFrom(env: Env): number {
  const raw = env.NEWSLETTER_RATE_PER_MINUTE?.trim();
  if (raw === undefined || raw === '') return 120;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1 || value > 60_000) {
    throw new ConfigurationError(
      `NEWSLETTER_RATE_PER_MINUTE must be the number of newsletter mails per minute (1 to 60000), got "${raw}"`,
    );
  }
  return value;
}

/** TRUST_PROXY: a number of proxies; `true`/`yes` mean one, `false`/`no`/unset none. */
function proxyHopsFrom(env: Env): number {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false' || raw === 'no') return 0;
  if (raw === 'true' || raw === 'yes') return 1;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  throw new ConfigurationError(
    `TRUST_PROXY must be the number of proxies in front (0, 1, 2 …) or true/false, got "${raw}"`,
  );
}

/** A rough check (something@something, no spaces or address punctuation); the SMTP server has the last word. */
const EMAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/** SMTP_URL: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), with a host. */
function smtpUrlFrom(env: Env): string {
  const raw = env.SMTP_URL?.trim() ?? '';
  if (raw === '') return '';
  // The value holds the password: the errors never repeat it.
  const problem =
    'SMTP_URL must look like smtp://user:password@mail.example:587 or smtps://user:password@mail.example:465 ' +
    '(special characters in the user name or password percent-encoded)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigurationError(problem);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigurationError(problem);
  }
  return raw;
}

/** The SMTP server as it may be logged: scheme, host and port, never the user name or password. */
export function smtpServerLabel(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

function notifyEmailsFrom(env: Env): string[] {
  const addresses = (env.NOTIFY_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!EMAIL_ADDRESS.test(address)) {
      throw new ConfigurationError(
        `NOTIFY_EMAIL must be one or more e-mail addresses separated by commas, got "${address}"`,
      );
    }
  }
  return addresses;
}

/** The user name of SMTP_URL, decoded (an address's @ is written %40 there); empty when undecodable. */
function smtpUserName(smtpUrl: string): string {
  try {
    return decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    return '';
  }
}

/** MAIL_FROM: "address" or "Name <address>"; without a name the site's name is shown. */
function mailFromFrom(
  env: Env,
  siteName: string,
  smtpUrl: string,
  notifyEmails: string[],
): MailAddress | null {
  const raw = env.MAIL_FROM?.trim() ?? '';
  if (raw === '') {
    const smtpUser = smtpUrl ? smtpUserName(smtpUrl) : '';
    const address = EMAIL_ADDRESS.test(smtpUser) ? smtpUser : notifyEmails[0];
    return address ? { name: siteName, address } : null;
  }
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(raw);
  const name = named ? named[1]!.replace(/^"(.*)"$/, '$1').trim() : '';
  const address = named ? named[2]!.trim() : raw;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!EMAIL_ADDRESS.test(address) || /[\u0000-\u001f\u007f"]/.test(name)) {
    throw new ConfigurationError(`MAIL_FROM must be an e-mail address or "Name <address>", got "${raw}"`);
  }
  return { name: name || siteName, address };
}

/** BACKUP_HOUR: an hour 0-23; unset or empty is 3 (03:00); `off`/`false`/`no` turns the daily backup off. */
function backupHourFrom(env: Env): number | null {
  const raw = env.BACKUP_HOUR?.trim().toLowerCase();
  if (raw === undefined || raw === '') return DEFAULT_MAINTENANCE_HOUR;
  if (raw === 'off' || raw === 'false' || raw === 'no') return null;
  if (/^\d{1,2}$/.test(raw) && Number(raw) <= 23) return Number(raw);
  throw new ConfigurationError(`BACKUP_HOUR must be an hour from 0 to 23 (server time) or off, got "${raw}"`);
}

/** A path with its symbolic links resolved as far as it exists (a folder made later has none yet). */
function realPath(value: string): string {
  const missing: string[] = [];
  let existing = path.resolve(value);
  while (!fs.existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(fs.realpathSync(existing), ...missing);
}

const isWithin = (folder: string, parent: string) => {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * PAGE_FILES_DIR is made readable for nginx's workers (mode 755), so it must be a folder of its
 * own: inside DATA_DIR (or DATA_DIR itself) the start would loosen the private folder; around it
 * or around the backups, a folder anyone can enter would hold them.
 */
function checkPageFilesDir(config: Config): void {
  if (!config.pageFilesDir) return;
  const pages = realPath(config.pageFilesDir);
  const data = realPath(config.dataDir);
  const backups = realPath(config.backupDir);
  if (isWithin(pages, data)) {
    throw new ConfigurationError(
      `PAGE_FILES_DIR (${config.pageFilesDir}) must not be DATA_DIR or a folder inside it (${config.dataDir}): ` +
        'nginx must read the page files, and the data folder stays private. Use a folder of its own, ' +
        'such as /var/cache/agentur.',
    );
  }
  if (isWithin(data, pages) || isWithin(backups, pages)) {
    throw new ConfigurationError(
      `PAGE_FILES_DIR (${config.pageFilesDir}) must not contain DATA_DIR (${config.dataDir}) or BACKUP_DIR ` +
        `(${config.backupDir}): the server makes PAGE_FILES_DIR readable for everyone. Use a folder of its own, ` +
        'such as /var/cache/agentur.',
    );
  }
}

/**
 * With PORT=0 the port is known only once the server listens: this completes `siteOrigin` then.
 * (Nothing has answered a request before that.)
 */
export function setListeningPort(config: Config, port: number): void {
  if (!config.publicUrl) config.siteOrigin = ownOrigin(config.host, port);
}

function secondFactorFrom(env: Env): Config['staffSecondFactor'] {
  const value = env.STAFF_2FA?.trim().toLowerCase() || 'required';
  if (value !== 'required' && value !== 'optional') {
    throw new ConfigurationError(`STAFF_2FA must be "required" or "optional", got "${value}"`);
  }
  return value;
}

/**
 * The environment of a program the server runs (pg_dump, pg_restore, psql): this process's (PATH,
 * locale) with `extra` on top, such as the database password, which must not go on a command line.
 */
export function childProcessEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * A PostgreSQL address (postgres:// or postgresql://, with a database name), checked; `name` is
 * what the error messages call it (DATABASE_URL, or db:copy's --to).
 */
export function postgresAddress(value: string, name = 'DATABASE_URL'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(`${name} must be an address such as postgres://agentur@localhost/agentur`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigurationError(`${name} must start with postgres:// (PostgreSQL), got "${url.protocol}"`);
  }
  if (!url.pathname.replace(/^\//, '')) {
    throw new ConfigurationError(`${name} names no database: postgres://user@host/database`);
  }
  return value;
}

/** DATABASE_URL: a postgres:// or postgresql:// address, or nothing (SQLite). */
function databaseUrlFrom(env: Env): string {
  const value = env.DATABASE_URL?.trim() ?? '';
  if (!value) return '';
  postgresAddress(value);
  if (!env.SESSION_KEYS?.trim()) {
    // Each process would otherwise sign cookies with its own generated key file.
    throw new ConfigurationError(
      'SESSION_KEYS is required with DATABASE_URL: every process must sign session cookies with the same keys',
    );
  }
  return value;
}

export function loadConfig(env: Env = readEnvironment(), overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? '').trim().replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\/[^/]+$/i.test(publicUrl)) {
    throw new ConfigurationError(
      `PUBLIC_URL must be an origin such as https://example.org, got "${publicUrl}"`,
    );
  }
  const cookieSecure = publicUrl.toLowerCase().startsWith('https://');
  const siteOverrides: Record<string, string> = {};
  for (const [variable, settingPath] of Object.entries(SITE_SETTING_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) siteOverrides[settingPath] = value;
  }
  const site = resolveSiteSettings(siteOverrides);
  // A fixed value passes the same rules as a value staff save (no javascript: link, a phone of digits).
  const checked = validateSiteSettings(site);
  if (!checked.ok) {
    const variables = Object.entries(SITE_SETTING_VARIABLES);
    const wrong = Object.entries(checked.errors).map(([settingPath, message]) => {
      const variable = variables.find(([, path]) => path === settingPath)?.[0] ?? settingPath;
      return `${variable}: ${message}`;
    });
    throw new ConfigurationError(`Invalid site settings in the environment: ${wrong.join('; ')}`);
  }
  const smtpUrl = smtpUrlFrom(env);
  const notifyEmails = notifyEmailsFrom(env);
  const config: Config = {
    port: intFrom(env, 'PORT', 3000),
    host: localHost(env),
    dataDir,
    databaseFile: path.join(dataDir, 'agency.sqlite'),
    databaseUrl: databaseUrlFrom(env),
    uploadsDir: path.join(dataDir, 'uploads'),
    pageFilesDir: env.PAGE_FILES_DIR?.trim() ? path.resolve(env.PAGE_FILES_DIR.trim()) : '',
    publicUrl,
    siteOrigin: '',
    cookieSecure,
    trustProxy: proxyHopsFrom(env),
    sessionKeys: (env.SESSION_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY?.trim() ?? '',
    sessionIdleMs: intFrom(env, 'SESSION_IDLE_MINUTES', 120) * 60_000,
    sessionAbsoluteMs: intFrom(env, 'SESSION_MAX_HOURS', 12) * 3_600_000,
    staffSecondFactor: secondFactorFrom(env),
    adminUsername: env.ADMIN_USERNAME?.trim() ?? '',
    adminPassword: env.ADMIN_PASSWORD ?? '',
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadMaxBytes: intFrom(env, 'UPLOAD_MAX_MB', 8) * 1024 * 1024,
    pageViewFlushMs: intFrom(env, 'PAGEVIEW_FLUSH_SECONDS', 10) * 1000,
    requestTimeoutMs: Math.max(1, intFrom(env, 'REQUEST_TIMEOUT_SECONDS', 30)) * 1000,
    uploadTimeoutMs: Math.max(1, intFrom(env, 'UPLOAD_TIMEOUT_SECONDS', 120)) * 1000,
    formLimits: {
      perAddress: intFrom(env, 'FORM_LIMIT_PER_ADDRESS', 5),
      perNetwork: intFrom(env, 'FORM_LIMIT_PER_NETWORK', 50),
      total: intFrom(env, 'FORM_LIMIT_TOTAL', 1000),
      windowSeconds: Math.max(1, intFrom(env, 'FORM_LIMIT_WINDOW_MINUTES', 10)) * 60,
    },
    site,
    siteOverrides,
    publicAssetsDir: path.resolve(env.PUBLIC_ASSETS_DIR ?? 'dist/public-site'),
    smtpUrl,
    notifyEmails,
    mailFrom: mailFromFrom(env, site.name, smtpUrl, notifyEmails),
    backupDir: env.BACKUP_DIR?.trim() ? path.resolve(env.BACKUP_DIR.trim()) : path.join(dataDir, 'backups'),
    backupHour: backupHourFrom(env),
    backupKeep: intFrom(env, 'BACKUP_KEEP', 14),
    retention: {
      applicationDays: retentionDaysFrom(env, 'APPLICATION_RETENTION_DAYS', 180),
      acceptedDays: retentionDaysFrom(env, 'ACCEPTED_RETENTION_DAYS', 730),
      messageDays: retentionDaysFrom(env, 'MESSAGE_RETENTION_DAYS', 365),
      auditDays: retentionDaysFrom(env, 'AUDIT_RETENTION_DAYS', 365),
    },
    newsletterRatePerMinute: newsletterRateFrom(env),
  };
  const merged = { ...config, ...overrides, dataDir };
  merged.siteOrigin = overrides.siteOrigin ?? (merged.publicUrl || ownOrigin(merged.host, merged.port));
  checkPageFilesDir(merged);
  return merged;
}

/**
 * What sending any mail needs (SMTP_URL and a sender), or null: without it, invitation links are
 * shown to the inviter instead, and password resets cannot be mailed.
 */
export function mailSettings(config: Config): { smtpUrl: string; from: MailAddress } | null {
  if (!config.smtpUrl || !config.mailFrom) return null;
  return { smtpUrl: config.smtpUrl, from: config.mailFrom };
}

/** What the staff e-mail alerts need, or null when they are off (SMTP_URL or NOTIFY_EMAIL unset). */
export function staffAlertSettings(
  config: Config,
): { smtpUrl: string; to: string[]; from: MailAddress } | null {
  if (!config.smtpUrl || config.notifyEmails.length === 0 || !config.mailFrom) return null;
  return { smtpUrl: config.smtpUrl, to: config.notifyEmails, from: config.mailFrom };
}
