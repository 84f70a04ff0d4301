import fs from 'node:fs';
import path from 'node:path';
import { resolveSiteSettings, SITE_SETTING_VARIABLES, type SiteSettings } from '@shared/site-settings.js';
import { validateSiteSettings } from '@shared/schemas/site-settings.js';
import { createAjv } from '@shared/validation.js';
import {
  Type,
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { DEFAULT_HOST, DEFAULT_PORT, ownOrigin, readEnvironment, type Env } from './environment.js';

export { ENV_FILE, localServerOrigin, readEnvironment } from './environment.js';

/**
 * The one place that reads the environment, by one schema (ENVIRONMENT below). Everything else
 * receives a Config. Every variable is documented in docs/configuration.md.
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

/*
 * The environment, declared once: each variable's type, default, bounds and the message the start
 * prints for a value it cannot take (`Cannot start: NAME <message>, got "<value>"`). Before the
 * check every value is trimmed (not `untrimmed` ones), lower-cased where the words are
 * case-insensitive (`lowercase`), and split at commas where the schema is a list; an empty value
 * counts as unset, so its default applies. Numbers are read as JavaScript reads them (Ajv's
 * coercion: " 90 " is 90, "1.5" is no whole number). A `secret` value is never repeated in a
 * message. docs/configuration.md documents every variable, with these defaults (a test compares).
 */

interface VariableOptions {
  /** Surrounding white space is part of the value (a password). */
  untrimmed?: boolean;
  /** Read in lower case (words such as `off`, `true`, `required`). */
  lowercase?: boolean;
  /** Never repeated in an error message (it may hold a password or key). */
  secret?: boolean;
}

const NON_NEGATIVE = 'must be a non-negative integer';

/** A whole number from 0, by default `fallback`. */
const count = (fallback: number) =>
  Type.Integer({ minimum: 0, default: fallback, errorMessage: NON_NEGATIVE });

/** A retention period in days: 0 (no automatic deletion) up to MAX_RETENTION_DAYS. */
const retentionDays = (fallback: number) =>
  Type.Integer({
    minimum: 0,
    maximum: MAX_RETENTION_DAYS,
    default: fallback,
    errorMessage: {
      type: NON_NEGATIVE,
      minimum: NON_NEGATIVE,
      maximum: `must be a number of days from 0 (no automatic deletion) to ${MAX_RETENTION_DAYS}`,
    },
  });

/** One of these words. */
const words = <const W extends readonly string[]>(values: W, options: SchemaOptions = {}) =>
  Type.Union(
    values.map((word) => Type.Literal(word)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof W]: TLiteral<W[K]> }>;

/** pino's levels. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** A rough check (something@something, no spaces or address punctuation); the SMTP server has the last word. */
const EMAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/** MAIL_FROM's "address" or "Name <address>" (a name without control characters or quotes), or null. */
function parseMailbox(text: string): { name: string; address: string } | null {
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(text);
  const name = named ? named[1]!.replace(/^"(.*)"$/, '$1').trim() : '';
  const address = named ? named[2]!.trim() : text;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!EMAIL_ADDRESS.test(address) || /[\u0000-\u001f\u007f"]/.test(name)) return null;
  return { name, address };
}

/** SMTP_URL: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), with a host. */
function isSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The string formats of the environment (`format: 'origin'` …). */
const ENVIRONMENT_FORMATS: Record<string, (value: string) => boolean> = {
  // An origin, any trailing slashes dropped when it is read.
  origin: (value) => /^https?:\/\/[^/]+\/*$/i.test(value),
  'smtp-url': isSmtpUrl,
  'email-address': (value) => EMAIL_ADDRESS.test(value),
  mailbox: (value) => parseMailbox(value) !== null,
};

export const ENVIRONMENT = Type.Object({
  // Server and network
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65_535,
    default: DEFAULT_PORT,
    errorMessage: {
      type: NON_NEGATIVE,
      minimum: NON_NEGATIVE,
      maximum: 'must be a port number from 0 to 65535',
    },
  }),
  HOST: Type.String({ default: DEFAULT_HOST }),
  PUBLIC_URL: Type.Optional(
    Type.String({ format: 'origin', errorMessage: 'must be an origin such as https://example.org' }),
  ),
  /** A number of proxies; `true`/`yes` mean one, `false`/`no` none. */
  TRUST_PROXY: Type.Union(
    [Type.Integer({ minimum: 0, maximum: 99 }), words(['true', 'yes', 'false', 'no'])],
    {
      default: 0,
      lowercase: true,
      errorMessage: 'must be the number of proxies in front (0, 1, 2 …) or true/false',
    },
  ),
  REQUEST_TIMEOUT_SECONDS: count(30),
  UPLOAD_TIMEOUT_SECONDS: count(120),
  PUBLIC_ASSETS_DIR: Type.String({ default: 'dist/public-site' }),
  NODE_ENV: Type.Optional(Type.String()),
  /** By default `info`, `silent` under NODE_ENV=test. */
  LOG_LEVEL: Type.Optional(words(LOG_LEVELS, { errorMessage: `must be one of ${LOG_LEVELS.join(', ')}` })),

  // Data, backups and retention
  DATA_DIR: Type.String({ default: './data' }),
  /** Checked by postgresAddress, whose messages say what is wrong (the password is never repeated). */
  DATABASE_URL: Type.Optional(Type.String({ secret: true })),
  /** By default DATA_DIR/backups. */
  BACKUP_DIR: Type.Optional(Type.String()),
  /** `off`/`false`/`no`: the server makes no backups itself. */
  BACKUP_HOUR: Type.Union([Type.Integer({ minimum: 0, maximum: 23 }), words(['off', 'false', 'no'])], {
    default: DEFAULT_MAINTENANCE_HOUR,
    lowercase: true,
    errorMessage: 'must be an hour from 0 to 23 (server time) or off',
  }),
  BACKUP_KEEP: count(14),
  APPLICATION_RETENTION_DAYS: retentionDays(180),
  ACCEPTED_RETENTION_DAYS: retentionDays(730),
  MESSAGE_RETENTION_DAYS: retentionDays(365),
  AUDIT_RETENTION_DAYS: retentionDays(365),

  // Accounts and sessions
  ADMIN_USERNAME: Type.Optional(Type.String()),
  ADMIN_PASSWORD: Type.Optional(Type.String({ untrimmed: true, secret: true })),
  SESSION_KEYS: Type.Array(Type.String(), { default: [], secret: true }),
  /** Checked where it is used (server/auth/secret-box.ts). */
  TOTP_ENCRYPTION_KEY: Type.Optional(Type.String({ secret: true })),
  SESSION_IDLE_MINUTES: count(120),
  SESSION_MAX_HOURS: count(12),
  STAFF_2FA: words(['required', 'optional'], {
    default: 'required',
    lowercase: true,
    errorMessage: 'must be "required" or "optional"',
  }),

  // Limits
  UPLOAD_MAX_MB: count(8),
  FORM_LIMIT_PER_ADDRESS: count(5),
  FORM_LIMIT_PER_NETWORK: count(50),
  FORM_LIMIT_TOTAL: count(1000),
  FORM_LIMIT_WINDOW_MINUTES: count(10),
  PAGE_FILES_DIR: Type.Optional(Type.String()),
  PAGEVIEW_FLUSH_SECONDS: count(10),

  // E-mail
  SMTP_URL: Type.Optional(
    Type.String({
      format: 'smtp-url',
      secret: true,
      errorMessage:
        'must look like smtp://user:password@mail.example:587 or smtps://user:password@mail.example:465 ' +
        '(special characters in the user name or password percent-encoded)',
    }),
  ),
  NOTIFY_EMAIL: Type.Array(
    Type.String({
      format: 'email-address',
      errorMessage: 'must be one or more e-mail addresses separated by commas',
    }),
    { default: [] },
  ),
  /** By default the SMTP user name when it is an address, else the first NOTIFY_EMAIL address. */
  MAIL_FROM: Type.Optional(
    Type.String({ format: 'mailbox', errorMessage: 'must be an e-mail address or "Name <address>"' }),
  ),
  /** 0 would never send. */
  NEWSLETTER_RATE_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 60_000,
    default: 120,
    errorMessage: 'must be the number of newsletter mails per minute (1 to 60000)',
  }),
});

/** The declared variables, checked and typed (the SITE_* ones are shared/site-settings.ts's). */
export type Environment = Static<typeof ENVIRONMENT>;

let checkEnvironment: ValidateFunction<Environment> | undefined;

function environmentValidator(): ValidateFunction<Environment> {
  if (checkEnvironment) return checkEnvironment;
  // The shared setup (messages from the schema), coercing the strings and filling in the defaults.
  const ajv = createAjv({
    coerceTypes: true,
    useDefaults: true,
    removeAdditional: false,
    // Compiled and run once per process: optimising the code would cost more than it saves.
    code: { optimize: false },
    validateSchema: false,
  });
  for (const [name, validate] of Object.entries(ENVIRONMENT_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  return (checkEnvironment = ajv.compile<Environment>(ENVIRONMENT));
}

/** The declared variables that are set, as the schema reads them (see above). */
function declaredValues(env: Env): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(ENVIRONMENT.properties)) {
    const options = declared as TSchema & VariableOptions;
    let value = env[name];
    if (value === undefined) continue;
    if (!options.untrimmed) value = value.trim();
    if (options.lowercase) value = value.toLowerCase();
    if (value === '') continue;
    values[name] =
      options.type === 'array'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value;
  }
  return values;
}

/**
 * The declared variables of `env`, checked against ENVIRONMENT; a ConfigurationError names every
 * variable that is wrong, each with its message and (unless secret) the value it got: for a list,
 * the entry that is wrong.
 */
export function readVariables(env: Env): Environment {
  const values = declaredValues(env);
  const given = structuredClone(values);
  const check = environmentValidator();
  if (check(values)) return values;
  const problems = new Map<string, string>();
  for (const error of check.errors ?? []) {
    const [name = '', ...within] = error.instancePath.split('/').slice(1);
    if (problems.has(name)) continue;
    const options = ENVIRONMENT.properties[name as keyof Environment] as VariableOptions | undefined;
    let value = given[name];
    for (const step of within) value = (value as Record<string, unknown>)[step];
    const got = options?.secret ? '' : `, got "${String(value)}"`;
    problems.set(name, `${name} ${error.message ?? 'is not valid'}${got}`);
  }
  throw new ConfigurationError([...problems.values()].join('; '));
}

/** The SMTP server as it may be logged: scheme, host and port, never the user name or password. */
export function smtpServerLabel(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** The user name of SMTP_URL, decoded (an address's @ is written %40 there); empty when undecodable. */
function smtpUserName(smtpUrl: string): string {
  try {
    return decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    return '';
  }
}

/** The sender: MAIL_FROM (without a name, the site's), else the SMTP account or the first staff address. */
function senderOf(variables: Environment, siteName: string): MailAddress | null {
  if (variables.MAIL_FROM) {
    const { name, address } = parseMailbox(variables.MAIL_FROM)!;
    return { name: name || siteName, address };
  }
  const smtpUser = variables.SMTP_URL ? smtpUserName(variables.SMTP_URL) : '';
  const address = EMAIL_ADDRESS.test(smtpUser) ? smtpUser : variables.NOTIFY_EMAIL[0];
  return address ? { name: siteName, address } : null;
}

/** TRUST_PROXY's words as numbers of proxies. */
const proxyHops = (value: Environment['TRUST_PROXY']): number =>
  typeof value === 'number' ? value : value === 'true' || value === 'yes' ? 1 : 0;

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
function databaseUrlOf(variables: Environment): string {
  const value = variables.DATABASE_URL ?? '';
  if (!value) return '';
  postgresAddress(value);
  if (variables.SESSION_KEYS.length === 0) {
    // Each process would otherwise sign cookies with its own generated key file.
    throw new ConfigurationError(
      'SESSION_KEYS is required with DATABASE_URL: every process must sign session cookies with the same keys',
    );
  }
  return value;
}

/** The SITE_* values, checked by the rules a value staff save is checked by (no javascript: link, a phone of digits). */
function siteSettingsOf(env: Env): { site: SiteSettings; siteOverrides: Record<string, string> } {
  const siteOverrides: Record<string, string> = {};
  for (const [variable, settingPath] of Object.entries(SITE_SETTING_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) siteOverrides[settingPath] = value;
  }
  const site = resolveSiteSettings(siteOverrides);
  const checked = validateSiteSettings(site);
  if (!checked.ok) {
    const variables = Object.entries(SITE_SETTING_VARIABLES);
    const wrong = Object.entries(checked.errors).map(([settingPath, message]) => {
      const variable = variables.find(([, path]) => path === settingPath)?.[0] ?? settingPath;
      return `${variable}: ${message}`;
    });
    throw new ConfigurationError(`Invalid site settings in the environment: ${wrong.join('; ')}`);
  }
  return { site, siteOverrides };
}

export function loadConfig(env: Env = readEnvironment(), overrides: Partial<Config> = {}): Config {
  const variables = readVariables(env);
  const { site, siteOverrides } = siteSettingsOf(env);
  const dataDir = path.resolve(overrides.dataDir ?? variables.DATA_DIR);
  const publicUrl = (variables.PUBLIC_URL ?? '').replace(/\/+$/, '');
  const backupHour = variables.BACKUP_HOUR;
  const config: Config = {
    port: variables.PORT,
    host: variables.HOST,
    dataDir,
    databaseFile: path.join(dataDir, 'agency.sqlite'),
    databaseUrl: databaseUrlOf(variables),
    uploadsDir: path.join(dataDir, 'uploads'),
    pageFilesDir: variables.PAGE_FILES_DIR ? path.resolve(variables.PAGE_FILES_DIR) : '',
    publicUrl,
    siteOrigin: '',
    cookieSecure: publicUrl.toLowerCase().startsWith('https://'),
    trustProxy: proxyHops(variables.TRUST_PROXY),
    sessionKeys: variables.SESSION_KEYS,
    totpEncryptionKey: variables.TOTP_ENCRYPTION_KEY ?? '',
    sessionIdleMs: variables.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: variables.SESSION_MAX_HOURS * 3_600_000,
    staffSecondFactor: variables.STAFF_2FA,
    adminUsername: variables.ADMIN_USERNAME ?? '',
    adminPassword: variables.ADMIN_PASSWORD ?? '',
    logLevel: variables.LOG_LEVEL ?? (variables.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadMaxBytes: variables.UPLOAD_MAX_MB * 1024 * 1024,
    pageViewFlushMs: variables.PAGEVIEW_FLUSH_SECONDS * 1000,
    requestTimeoutMs: Math.max(1, variables.REQUEST_TIMEOUT_SECONDS) * 1000,
    uploadTimeoutMs: Math.max(1, variables.UPLOAD_TIMEOUT_SECONDS) * 1000,
    formLimits: {
      perAddress: variables.FORM_LIMIT_PER_ADDRESS,
      perNetwork: variables.FORM_LIMIT_PER_NETWORK,
      total: variables.FORM_LIMIT_TOTAL,
      windowSeconds: Math.max(1, variables.FORM_LIMIT_WINDOW_MINUTES) * 60,
    },
    site,
    siteOverrides,
    publicAssetsDir: path.resolve(variables.PUBLIC_ASSETS_DIR),
    smtpUrl: variables.SMTP_URL ?? '',
    notifyEmails: variables.NOTIFY_EMAIL,
    mailFrom: senderOf(variables, site.name),
    backupDir: variables.BACKUP_DIR ? path.resolve(variables.BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupHour: typeof backupHour === 'number' ? backupHour : null,
    backupKeep: variables.BACKUP_KEEP,
    retention: {
      applicationDays: variables.APPLICATION_RETENTION_DAYS,
      acceptedDays: variables.ACCEPTED_RETENTION_DAYS,
      messageDays: variables.MESSAGE_RETENTION_DAYS,
      auditDays: variables.AUDIT_RETENTION_DAYS,
    },
    newsletterRatePerMinute: variables.NEWSLETTER_RATE_PER_MINUTE,
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
