import {
  COUNTRIES,
  FRAME_BADGES,
  FRAME_TYPES,
  TAG_COLORS,
  type FrameType,
  type TagColor,
} from '@shared/constants.js';

/** German names of the tag colours the control centre offers, with the public site's tag colour. */
export const TAG_COLOR_LABELS: Record<TagColor, { label: string; swatch: string }> = {
  default: { label: 'Standard', swatch: '#d4d0e6' },
  turquoise: { label: 'Türkis', swatch: '#5eead4' },
  pink: { label: 'Pink', swatch: '#f9a8d4' },
  blue: { label: 'Blau', swatch: '#93c5fd' },
  green: { label: 'Grün', swatch: '#6ee7b7' },
  orange: { label: 'Orange', swatch: '#fdba74' },
  purple: { label: 'Lila', swatch: '#c4b5fd' },
};

/** The swatch of a stored colour; values the control centre does not offer show as "Standard". */
export const swatchOf = (color: string) =>
  (TAG_COLOR_LABELS[color as TagColor] ?? TAG_COLOR_LABELS.default).swatch;

/**
 * Frame labels: the badge texts the landing page shows (so staff read the same words), and
 * "standard", which shows no badge there.
 */
export const FRAME_LABELS: Record<FrameType, string> = {
  ...FRAME_BADGES,
  standard: 'Standard (kein Rahmen)',
};

export const frameLabelOf = (frameType: string) => FRAME_LABELS[frameType as FrameType] ?? frameType;

export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
export const FRAME_OPTIONS = FRAME_TYPES.map((value) => ({ value, label: FRAME_LABELS[value] }));
export const TAG_COLOR_OPTIONS = TAG_COLORS.map((value) => ({ value, label: TAG_COLOR_LABELS[value].label }));

/** The comma-separated tags as a list (spec section 3: the first is the achievement). */
export function tagsOf(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
