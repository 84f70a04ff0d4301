import {
  COUNTRIES,
  FRAME_BADGES,
  FRAME_TYPES,
  TAG_COLORS,
  type FrameType,
  type TagColor,
} from '../constants.js';
import { validationMessages } from '../messages.js';
import { streamerNameFromTiktok } from '../streamer-name.js';
import { couldNot, defineContent } from './define.js';

const m = validationMessages.streamer;

/** German names of the tag colours the control centre offers. */
export const TAG_COLOR_NAMES: Record<TagColor, string> = {
  default: 'Standard',
  turquoise: 'Türkis',
  pink: 'Pink',
  blue: 'Blau',
  green: 'Grün',
  orange: 'Orange',
  purple: 'Lila',
};

/**
 * Frame labels: the badge texts the landing page shows (so staff read the same words), and
 * "standard", which shows no badge there.
 */
export const FRAME_LABELS: Record<FrameType, string> = {
  ...FRAME_BADGES,
  standard: 'Standard (kein Rahmen)',
};

/** Featured streamers of the agency: only those marked "Hervorgehoben" are on the website. */
export const streamers = defineContent({
  name: 'streamers',
  fields: {
    name: {
      kind: 'text',
      min: 1,
      max: 100,
      message: m.name,
      filledWhenBlank: true,
      label: 'Name',
      hint: 'Leer lassen: wird aus dem TikTok-Namen übernommen.',
      autoComplete: 'off',
      half: true,
      searchable: true,
      column: { width: 230, show: 'custom' },
    },
    profileImageUrl: {
      kind: 'image',
      picture: 'profile',
      message: m.profileImageUrl,
      label: 'Profilbild',
      uploadHint: 'Empfohlen: 400x400 Pixel, quadratisch',
    },
    tiktokUsername: {
      kind: 'text',
      min: 1,
      max: 100,
      // At least one character besides '@', so the name derived from it is never empty.
      pattern: '[^@\\s]',
      message: m.tiktokUsername,
      label: 'TikTok-Name',
      placeholder: '@name',
      autoComplete: 'off',
      half: true,
      searchable: true,
      column: { title: 'TikTok', width: 180, show: 'custom' },
    },
    tiktokUrl: {
      kind: 'url',
      message: m.tiktokUrl,
      label: 'TikTok-URL',
      placeholder: 'https://www.tiktok.com/@name',
    },
    description: {
      kind: 'text',
      min: 0,
      max: 2000,
      optional: true,
      multiline: true,
      rows: 3,
      label: 'Beschreibung',
      searchable: true,
    },
    country: {
      kind: 'choice',
      values: COUNTRIES,
      message: m.country,
      default: 'Deutschland',
      label: 'Land',
      half: true,
      searchable: true,
      column: { width: 110 },
    },
    tags: {
      kind: 'text',
      min: 0,
      max: 500,
      optional: true,
      label: 'Tags',
      hint: 'Mehrere Tags mit Komma trennen; der erste wird als Erfolg angezeigt.',
      placeholder: 'Top Gifter, Gaming, Musik',
      searchable: true,
      column: { show: 'custom' },
    },
    tagColor: {
      kind: 'choice',
      values: TAG_COLORS,
      labels: TAG_COLOR_NAMES,
      message: m.tagColor,
      default: 'default',
      label: 'Tag-Farbe',
      half: true,
    },
    frameType: {
      kind: 'choice',
      values: FRAME_TYPES,
      labels: FRAME_LABELS,
      message: m.frameType,
      default: 'standard',
      label: 'Rahmen',
      half: true,
      column: { width: 160, show: 'custom' },
    },
    featured: {
      kind: 'boolean',
      default: false,
      label: 'Hervorgehoben',
      hint: 'Nur hervorgehobene Streamer erscheinen auf der Website.',
    },
  },
  order: {
    first: 0,
    newEntry: 'count',
    move: 'swap',
    whenCleared: 'zero',
    hint: '1 = ganz oben',
    columnWidth: 88,
  },
  // A blank name is filled from the TikTok name without "@".
  complete: (data) => (data.name ? {} : { name: streamerNameFromTiktok(String(data.tiktokUsername ?? '')) }),
  // "Hervorgehoben" in the control centre: only featured streamers are shown on the website.
  isPublic: (streamer) => streamer.featured,
  admin: {
    menu: 'Streamer',
    path: '/streamer',
    title: 'Streamer',
    one: 'Streamer',
    add: 'Neuer Streamer',
    form: 'streamer',
    width: 640,
    // The fields in the form's order: pairs side by side, the order beside the tag colour.
    fieldOrder: [
      'tiktokUsername',
      'name',
      'tiktokUrl',
      'profileImageUrl',
      'description',
      'country',
      'frameType',
      'tags',
      'tagColor',
      'order',
      'featured',
    ],
    halfOrder: true,
    list: 'Streamer',
    nameField: 'name',
    columns: ['order', 'name', 'tiktokUsername', 'country', 'frameType', 'tags'],
    scrollX: 1120,
    // A failed streamer write names the reason (status and body).
    ...couldNot('Der Streamer', ['create', 'update', 'delete', 'move']),
    loadFailed: 'Fehler beim Laden der Streamer.',
    empty: 'Keine Streamer vorhanden.',
    deleteConfirm: 'Der Streamer „{name}“ wird dauerhaft gelöscht.',
  },
});
