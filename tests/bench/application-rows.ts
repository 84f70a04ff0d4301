import type { Knex } from 'knex';
import { APPLICATION_STATUSES, COUNTRIES, STREAMING_EXPERIENCE_OPTIONS } from '@shared/constants.js';
import { applicationMatchKeys } from '@shared/application-matches.js';

/**
 * Realistic applications in bulk for benchmarks: names with and without "@", phone numbers typed
 * several ways, some Telegram names, websites, agencies and notes, mostly new ones, over two years.
 * Deterministic (a seeded generator), so runs compare.
 */

const FIRST = [
  'lena',
  'mia',
  'emma',
  'sofia',
  'hannah',
  'lea',
  'marie',
  'anna',
  'lina',
  'ella',
  'jonas',
  'leon',
  'noah',
  'finn',
  'elias',
  'paul',
  'ben',
  'luis',
  'felix',
  'lukas',
  'özlem',
  'jürgen',
  'zoë',
  'chiara',
];
const SUFFIX = ['', '.live', '_tv', '.official', 'streams', '_de', '.music', 'gaming', '.talks', '_xo'];
const AGENCIES = [
  '',
  '',
  '',
  '',
  'Starlight Media',
  'Nordlicht Talents',
  'Alpen Creators',
  'Live Nation Club',
];
const NOTES = [
  '',
  '',
  '',
  'Rückruf am Montag',
  'Hat schon 10k Follower, Termin vereinbart',
  'WhatsApp nicht erreichbar, per Telegram melden',
  'Vertrag geschickt',
];
const PREFIXES = { Deutschland: '+49', Österreich: '+43', Schweiz: '+41' } as const;
/** Sources as the form stores them: a ref, a referring host, or none (issue 38). */
const source = (
  label: string,
  values: { ref?: string; utmSource?: string; utmMedium?: string; referrerHost?: string },
) => ({
  source_ref: values.ref ?? null,
  source_utm_source: values.utmSource ?? null,
  source_utm_medium: values.utmMedium ?? null,
  source_utm_campaign: null,
  source_referrer_host: values.referrerHost ?? null,
  source_label: label,
});
const SOURCES = [
  source('direkt', {}),
  source('direkt', {}),
  source('tiktok-bio', { ref: 'tiktok-bio' }),
  source('live', { ref: 'live' }),
  source('www.instagram.com', { referrerHost: 'www.instagram.com' }),
  source('newsletter', { utmSource: 'newsletter', utmMedium: 'email' }),
];

const OUTCOMES = ['accepted', 'rejected', 'withdrawn', null] as const;

/** Mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills `applications` with `count` rows (snake_case, through the raw table), in one transaction. */
export async function fillApplications(knex: Knex, count: number, seed = 12): Promise<void> {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const digits = (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join('');
  const end = Date.parse('2026-11-26T09:00:00Z');
  const span = 2 * 365 * 24 * 60 * 60 * 1000;
  const rows = Array.from({ length: count }, (_, index) => {
    const country = next() < 0.7 ? COUNTRIES[0] : pick(COUNTRIES);
    const name = `${pick(FIRST)}${pick(SUFFIX)}${Math.floor(next() * 10_000)}`;
    const national = `1${digits(2)} ${digits(7)}`;
    const whatsapp =
      next() < 0.15
        ? null
        : next() < 0.7
          ? `${PREFIXES[country]} ${national}`
          : `0${national.replace(' ', '/')}`;
    const status = next() < 0.6 ? 'new' : pick(APPLICATION_STATUSES);
    // Ascending in time, as submissions arrive.
    const createdAt = new Date(end - span + Math.floor((span * index) / count)).toISOString();
    const tiktokUsername = next() < 0.6 ? `@${name}` : name;
    const telegramUsername = next() < 0.4 ? `@${pick(FIRST)}${digits(3)}` : null;
    const keys = applicationMatchKeys({
      tiktokUsername,
      whatsappNumber: whatsapp,
      telegramUsername,
      country,
    });
    return {
      tiktok_username: tiktokUsername,
      whatsapp_number: whatsapp,
      telegram_username: telegramUsername,
      website: next() < 0.2 ? `https://${name.replace(/[^a-z0-9]/g, '')}.example` : null,
      country,
      streaming_experience: pick(STREAMING_EXPERIENCE_OPTIONS),
      current_agency: pick(AGENCIES) || null,
      is_adult: true,
      agreed_to_privacy: true,
      status,
      notes: pick(NOTES) || null,
      created_at: createdAt,
      completed_at: status === 'completed' ? createdAt : null,
      // Completed ones with an outcome, or without ("ohne Ergebnis"), issue 38.
      outcome: status === 'completed' ? pick(OUTCOMES) : null,
      ...pick(SOURCES),
      tiktok_key: keys.tiktokKey,
      phone_key: keys.phoneKey,
      telegram_key: keys.telegramKey,
    };
  });
  await knex.transaction(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx('applications').insert(rows.slice(start, start + 500));
    }
  });
}
