import type { Streamer } from '@shared/api-types.js';
import { DISPLAY_TAG_COLORS, FRAME_BADGES, type DisplayTagColor } from '@shared/constants.js';

/** Display defaults and fallbacks for streamers, feedbacks and the schedule. */

export const DEFAULT_ACHIEVEMENT = 'TikTok Creator';
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

export function tagColorOf(color: string | null | undefined): DisplayTagColor {
  return (DISPLAY_TAG_COLORS as readonly string[]).includes(color ?? '')
    ? (color as DisplayTagColor)
    : 'default';
}

/** The badge of a frame type, or null for "standard" and unknown types. */
export function frameBadgeOf(frameType: string | null | undefined): string | null {
  return Object.hasOwn(FRAME_BADGES, frameType ?? '')
    ? FRAME_BADGES[frameType as keyof typeof FRAME_BADGES]
    : null;
}
