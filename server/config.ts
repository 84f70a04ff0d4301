import path from 'node:path';
import { resolveSiteSettings, SITE_SETTING_VARIABLES, type SiteSettings } from '@shared/site-settings.js';

/**
 * The one place that reads the environment. Everything else receives a Config.
 * Every variable is documented in README.md ("Configuration").
 */
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
  /** Absolute path of the SQLite database file. */
  databaseFile: string;
  uploadsDir: string;
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
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
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
  site: SiteSettings;
  /** Folder of the built client assets (Vite output). */
  publicAssetsDir: string;
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
}

/** The daily maintenance's hour (03:00 local time) when BACKUP_HOUR is unset, empty or off. */
export const DEFAULT_MAINTENANCE_HOUR = 3;

export interface FormLimits {
  /** Submissions from one address per window (0 = no limit). */
  perAddress: number;
  /** Submissions from everybody together per window (0 = no ceiling). */
  total: number;
  windowSeconds: number;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** TRUST_PROXY: a number of proxies; `true`/`yes` mean one, `false`/`no`/unset none. */
function proxyHopsFrom(env: Env): number {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false' || raw === 'no') return 0;
  if (raw === 'true' || raw === 'yes') return 1;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front (0, 1, 2 …) or true/false, got "${raw}"`,
  );
}

/** BACKUP_HOUR: an hour 0-23; unset or empty is 3 (03:00); `off`/`false`/`no` turns the daily backup off. */
function backupHourFrom(env: Env): number | null {
  const raw = env.BACKUP_HOUR?.trim().toLowerCase();
  if (raw === undefined || raw === '') return DEFAULT_MAINTENANCE_HOUR;
  if (raw === 'off' || raw === 'false' || raw === 'no') return null;
  if (/^\d{1,2}$/.test(raw) && Number(raw) <= 23) return Number(raw);
  throw new Error(`BACKUP_HOUR must be an hour from 0 to 23 (server time) or off, got "${raw}"`);
}

/** http://HOST:PORT of this server; a wildcard HOST (0.0.0.0, ::) is reached as localhost. */
function ownOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * With PORT=0 the port is known only once the server listens: this completes `siteOrigin` then.
 * (Nothing has answered a request before that.)
 */
export function setListeningPort(config: Config, port: number): void {
  if (!config.publicUrl) config.siteOrigin = ownOrigin(config.host, port);
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? '').trim().replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\/[^/]+$/i.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an origin such as https://example.org, got "${publicUrl}"`);
  }
  const cookieSecure = publicUrl.toLowerCase().startsWith('https://');
  const siteOverrides: Record<string, string> = {};
  for (const [variable, settingPath] of Object.entries(SITE_SETTING_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) siteOverrides[settingPath] = value;
  }
  const config: Config = {
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseFile: path.join(dataDir, 'agency.sqlite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    publicUrl,
    siteOrigin: '',
    cookieSecure,
    trustProxy: proxyHopsFrom(env),
    sessionKeys: (env.SESSION_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    sessionIdleMs: intFrom(env, 'SESSION_IDLE_MINUTES', 120) * 60_000,
    sessionAbsoluteMs: intFrom(env, 'SESSION_MAX_HOURS', 12) * 3_600_000,
    adminUsername: env.ADMIN_USERNAME?.trim() ?? '',
    adminPassword: env.ADMIN_PASSWORD ?? '',
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadMaxBytes: intFrom(env, 'UPLOAD_MAX_MB', 8) * 1024 * 1024,
    pageViewFlushMs: intFrom(env, 'PAGEVIEW_FLUSH_SECONDS', 10) * 1000,
    requestTimeoutMs: Math.max(1, intFrom(env, 'REQUEST_TIMEOUT_SECONDS', 30)) * 1000,
    uploadTimeoutMs: Math.max(1, intFrom(env, 'UPLOAD_TIMEOUT_SECONDS', 120)) * 1000,
    formLimits: {
      perAddress: intFrom(env, 'FORM_LIMIT_PER_ADDRESS', 5),
      total: intFrom(env, 'FORM_LIMIT_TOTAL', 1000),
      windowSeconds: Math.max(1, intFrom(env, 'FORM_LIMIT_WINDOW_MINUTES', 10)) * 60,
    },
    site: resolveSiteSettings(siteOverrides),
    publicAssetsDir: path.resolve(env.PUBLIC_ASSETS_DIR ?? 'dist/public-site'),
    backupDir: env.BACKUP_DIR?.trim() ? path.resolve(env.BACKUP_DIR.trim()) : path.join(dataDir, 'backups'),
    backupHour: backupHourFrom(env),
    backupKeep: intFrom(env, 'BACKUP_KEEP', 14),
  };
  const merged = { ...config, ...overrides, dataDir };
  merged.siteOrigin = overrides.siteOrigin ?? (merged.publicUrl || ownOrigin(merged.host, merged.port));
  return merged;
}
