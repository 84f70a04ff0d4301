import { Streamer } from '@db/models/index.js';
import {
  streamerCreateValidator,
  streamerNameFromTiktok,
  streamerUpdateValidator,
} from '@shared/schemas/streamer.js';
import { bool } from '@db/values.js';
import { defineContentType } from './define.js';

/** Featured streamers (spec sections 3 and 7). */
export const streamers = defineContentType({
  name: 'streamers',
  model: Streamer,
  defaultOrder: 'count',
  nullableFields: ['description', 'tags'],
  defaults: () => ({
    country: 'Deutschland',
    tagColor: 'default',
    frameType: 'standard',
    featured: false,
    description: null,
    tags: null,
  }),
  // A blank name is filled from the TikTok name without "@" (spec section 5).
  complete: (data) => (data.name ? {} : { name: streamerNameFromTiktok(String(data.tiktokUsername ?? '')) }),
  // "Hervorgehoben" in the control centre: only featured streamers are shown on the website.
  isPublic: (row: Streamer) => bool(row.featured),
  present: (row: Streamer) => ({
    id: row.id,
    name: row.name,
    profileImageUrl: row.profileImageUrl,
    tiktokUsername: row.tiktokUsername,
    tiktokUrl: row.tiktokUrl,
    description: row.description,
    country: row.country,
    tags: row.tags,
    tagColor: row.tagColor,
    frameType: row.frameType,
    featured: bool(row.featured),
    order: row.order,
  }),
  create: streamerCreateValidator,
  update: streamerUpdateValidator,
});
