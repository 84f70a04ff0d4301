/**
 * Where an application came from, without cookies (Ghost's member attribution, Plausible): the
 * public form sends the landing address's `ref` and `utm_*` parameters and the referring page;
 * the server keeps each as a short campaign label and of the referrer only its host. Nothing about
 * the visitor is kept, and a value that is not a plain label is dropped, never refused.
 */

/** What POST /api/apply takes as `source` (every key optional, anything else ignored). */
export interface ApplicationSourceInput {
  ref?: unknown;
  utmSource?: unknown;
  utmMedium?: unknown;
  utmCampaign?: unknown;
  referrer?: unknown;
}

/** What is stored and answered: null for what was not given or was dropped. */
export interface ApplicationSource {
  ref: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
}

export const NO_SOURCE: ApplicationSource = {
  ref: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
};

/** A label: lower case letters, digits, ".", "_" and "-", at most 40 characters. */
export const SOURCE_LABEL_MAX = 40;
const LABEL = new RegExp(`^[a-z0-9._-]{1,${SOURCE_LABEL_MAX}}$`);
/** A referrer longer than this is no page address anyone followed. */
const REFERRER_MAX = 2000;

/** The report's and the list filter's label of an application without any source. */
export const DIRECT_SOURCE = 'direkt';

/** A value as a label (trimmed, lower-cased), or null when it is not one. */
export function sourceLabelValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const label = value.trim().toLowerCase();
  return LABEL.test(label) ? label : null;
}

/** A host without a leading "www.", for comparing with the site's own. */
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** The host of a referrer address as a label, or null (no address, or one of `siteHosts`). */
export function referrerHostOf(value: unknown, siteHosts: readonly string[] = []): string | null {
  if (typeof value !== 'string' || value.length > REFERRER_MAX) return null;
  let host: string;
  try {
    host = new URL(value.trim()).hostname;
  } catch {
    return null;
  }
  const label = sourceLabelValue(host.replace(/\.$/, ''));
  if (!label) return null;
  const own = siteHosts.filter(Boolean).map(bareHost);
  return own.includes(bareHost(label)) ? null : label;
}

/**
 * The stored source of a submitted `source` (any JSON value): each label checked, the referrer
 * reduced to its host, and the site's own hosts (`siteHosts`: the public address's and the
 * request's) dropped, as moving within the site is no source.
 */
export function sanitizeSource(input: unknown, siteHosts: readonly string[] = []): ApplicationSource {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ...NO_SOURCE };
  const raw = input as ApplicationSourceInput;
  return {
    ref: sourceLabelValue(raw.ref),
    utmSource: sourceLabelValue(raw.utmSource),
    utmMedium: sourceLabelValue(raw.utmMedium),
    utmCampaign: sourceLabelValue(raw.utmCampaign),
    referrerHost: referrerHostOf(raw.referrer, siteHosts),
  };
}

/**
 * The label an application counts under in the report and the list's `source=` filter: its `ref`,
 * else its `utmSource`, else the referring host, else "direkt".
 */
export function applicationSourceLabel(
  source: Pick<ApplicationSource, 'ref' | 'utmSource' | 'referrerHost'>,
): string {
  return source.ref ?? source.utmSource ?? source.referrerHost ?? DIRECT_SOURCE;
}

/**
 * What the public form sends: the landing address's parameters (still in the address when the
 * visitor only followed anchors) and the referring page. The browser's values, unchecked: the
 * server sanitises them. Empty when there is nothing to say.
 */
export function sourceFromLocation(search: string, referrer: string): ApplicationSourceInput {
  const params = new URLSearchParams(search);
  const source: Record<string, string> = {};
  const take = (key: keyof ApplicationSourceInput, value: string | null) => {
    if (value) source[key] = value.slice(0, REFERRER_MAX);
  };
  take('ref', params.get('ref'));
  take('utmSource', params.get('utm_source'));
  take('utmMedium', params.get('utm_medium'));
  take('utmCampaign', params.get('utm_campaign'));
  take('referrer', referrer);
  return source;
}

/** A tracking link's address: the site with `?ref=`. */
export const trackingLinkUrl = (origin: string, ref: string): string =>
  `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(ref)}`;

/**
 * A source in one line, as the list's column and the exports show it: the label, then what else
 * is known in brackets ("tiktok-bio (utm: tiktok / bio / herbst, über instagram.com)"); "direkt".
 */
export function applicationSourceText(source: ApplicationSource): string {
  const label = applicationSourceLabel(source);
  const utm = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean);
  const details: string[] = [];
  if (utm.length > 0 && !(utm.length === 1 && source.utmSource === label))
    details.push(`utm: ${utm.join(' / ')}`);
  if (source.referrerHost && source.referrerHost !== label) details.push(`über ${source.referrerHost}`);
  return details.length > 0 ? `${label} (${details.join(', ')})` : label;
}
