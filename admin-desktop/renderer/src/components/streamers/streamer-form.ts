import type { Streamer } from '@shared/api-types.js';
import type { Country, FrameType, TagColor } from '@shared/constants.js';
import type { StreamerCreate } from '@shared/schemas/streamer.js';
import { emptyToNull } from '@admin/lib/form.js';
import { streamerNameFromTiktok } from '@shared/streamer-name.js';

/** What the streamer form holds; antd leaves untouched fields undefined and cleared numbers null. */
export interface StreamerFormValues {
  tiktokUsername?: string;
  name?: string;
  tiktokUrl?: string;
  profileImageUrl?: string;
  description?: string | null;
  country?: Country;
  tags?: string | null;
  tagColor?: TagColor;
  frameType?: FrameType;
  featured?: boolean;
  order?: number | null;
}

/** The name filled in from the TikTok name: without the leading "@" (the server's rule). */
export const nameFromTiktok = streamerNameFromTiktok;

export function streamerFormValues(entry: Streamer | null, defaultOrder: number): StreamerFormValues {
  if (!entry) {
    return {
      country: 'Deutschland',
      tagColor: 'default',
      frameType: 'standard',
      featured: false,
      order: defaultOrder,
    };
  }
  return {
    tiktokUsername: entry.tiktokUsername,
    name: entry.name,
    tiktokUrl: entry.tiktokUrl,
    profileImageUrl: entry.profileImageUrl,
    description: entry.description,
    country: entry.country as Country,
    tags: entry.tags,
    tagColor: entry.tagColor as TagColor,
    frameType: entry.frameType as FrameType,
    featured: entry.featured,
    order: entry.order,
  };
}

/** Whether the name was typed by the user (then the TikTok name no longer overwrites it). */
export function isCustomName(values: StreamerFormValues): boolean {
  const name = values.name?.trim() ?? '';
  return name !== '' && name !== nameFromTiktok(values.tiktokUsername ?? '');
}

/** The spec's extra check on submit: which of TikTok name, TikTok URL and profile image are missing. */
export function missingRequired(values: StreamerFormValues): string[] {
  const missing: string[] = [];
  if (!values.tiktokUsername?.trim()) missing.push('TikTok-Name');
  if (!values.tiktokUrl?.trim()) missing.push('TikTok-URL');
  if (!values.profileImageUrl) missing.push('Profilbild');
  return missing;
}

/** The POST/PATCH body: texts trimmed, a blank name from the TikTok name, order an integer or 0. */
export function streamerPayload(values: StreamerFormValues): StreamerCreate {
  const tiktokUsername = values.tiktokUsername?.trim() ?? '';
  return {
    name: values.name?.trim() || nameFromTiktok(tiktokUsername),
    tiktokUsername,
    tiktokUrl: values.tiktokUrl?.trim() ?? '',
    profileImageUrl: values.profileImageUrl ?? '',
    description: emptyToNull(values.description),
    country: values.country ?? 'Deutschland',
    tags: emptyToNull(values.tags),
    tagColor: values.tagColor ?? 'default',
    frameType: values.frameType ?? 'standard',
    featured: values.featured ?? false,
    order: Number.isInteger(values.order) ? Number(values.order) : 0,
  };
}
