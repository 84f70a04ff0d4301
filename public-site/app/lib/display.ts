import type { Streamer } from '../../../shared/api-types.js';

/** Display rules of spec section 3 for streamers, feedbacks and the schedule. */

export const DEFAULT_ACHIEVEMENT = 'TikTok Creator';
export const DEFAULT_ROLE = 'TikTok Creator';
export const DEFAULT_LIVESTREAM_DESCRIPTION = 'Keine Beschreibung verfügbar';

export function displayUsername(streamer: Pick<Streamer, 'id' | 'tiktokUsername'>): string {
  const name = streamer.tiktokUsername?.trim();
  if (!name) return `@creator${streamer.id}`;
  return name.startsWith('@') ? name : `@${name}`;
}

export function tiktokUrlOf(streamer: Pick<Streamer, 'id' | 'tiktokUsername' | 'tiktokUrl'>): string {
  if (streamer.tiktokUrl?.trim()) return streamer.tiktokUrl.trim();
  return `https://www.tiktok.com/${displayUsername(streamer)}`;
}

export function achievementOf(tags: string | null | undefined): string {
  const first = tags?.split(',')[0]?.trim();
  return first || DEFAULT_ACHIEVEMENT;
}

/** Tag colours the public site knows; anything else is shown as "default". */
export const TAG_COLOR_CLASSES = [
  'default',
  'purple',
  'green',
  'blue',
  'pink',
  'orange',
  'red',
  'cyan',
  'amber',
  // The control centre offers turquoise, so the site shows it rather than dropping it.
  'turquoise',
] as const;

export function tagColorOf(color: string | null | undefined): (typeof TAG_COLOR_CLASSES)[number] {
  return (TAG_COLOR_CLASSES as readonly string[]).includes(color ?? '')
    ? (color as (typeof TAG_COLOR_CLASSES)[number])
    : 'default';
}

export const FRAME_BADGES: Record<string, string> = {
  streamer_des_monats: 'Streamer des Monats',
  aktivste: 'Aktivste:r Streamer:in',
  big_matcher: 'Big Matcher',
  king: 'King',
  queen: 'Queen',
  family: 'Family',
  elite: 'Elite',
  rangliste: 'Rangliste',
  live: 'LIVE',
};

/** The badge of a frame type, or null for "standard" and unknown types. */
export function frameBadgeOf(frameType: string | null | undefined): string | null {
  return FRAME_BADGES[frameType ?? ''] ?? null;
}
