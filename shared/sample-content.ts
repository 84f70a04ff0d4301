import { CONTENT } from './content/index.js';
import type { ContentTypeName } from './content-types.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from './site-settings.js';

/**
 * Sample content in the go-live check (issue 39): what a fresh installation shows that nobody at
 * the agency wrote. The first-start seed's entries until staff edit or delete them, the built-in
 * fallbacks (FAQ, feedback) while the public site shows them, and the sample founder.
 */

export interface SampleContentEntry {
  /** The content type, or 'founder' for the settings' founder. */
  type: ContentTypeName | 'founder';
  /** The entry's id; a built-in fallback's is negative (as the public site numbers them), the founder's null. */
  id: number | null;
  /** What names the entry: the FAQ's question, the creator's name, the founder's name. */
  label: string;
  /** A built-in fallback, shown while the list has no public entry (not stored, not deletable). */
  fallback: boolean;
}

/** The detailed health's `sampleContent`: how many sample entries are still public, and which. */
export interface SampleContent {
  count: number;
  entries: SampleContentEntry[];
}

/** The founder's fields whose default values are samples (see SAMPLE_PATHS). */
const FOUNDER_SAMPLE_PATHS = ['name', 'bio', 'quote'] as const;

/** Whether the founder still shows one of the shipped sample values (name, text or quote). */
export function founderIsSample(settings: SiteSettings): boolean {
  return FOUNDER_SAMPLE_PATHS.some((key) => {
    const value = settings.founder[key];
    return value.trim() !== '' && value === DEFAULT_SITE_SETTINGS.founder[key];
  });
}

/** A type's name in the go-live list ("FAQ", "Streamer"), and the German for "Gründer". */
export const sampleTypeLabel = (type: SampleContentEntry['type']): string =>
  type === 'founder' ? 'Gründer' : CONTENT[type].admin.one;

/**
 * Where staff edit an entry in the control centre: the type's list (a fallback is replaced by adding
 * an entry there), the founder's field in Einstellungen.
 */
export const sampleContentPath = (type: SampleContentEntry['type']): string =>
  type === 'founder' ? '/einstellungen?feld=founder.name' : CONTENT[type].admin.path;
