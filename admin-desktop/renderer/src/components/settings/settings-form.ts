import type { Permission } from '@shared/roles.js';
import { SETTINGS_SECTIONS, sectionOf, type SettingsSection } from '@shared/site-settings-sections.js';
import type { SiteSettings } from '@shared/site-settings.js';

/** The form's name: antd builds each field's id from it (`settings_contact_phone`). */
export const FORM_NAME = 'settings';

/** The most a field takes, as the save's schema allows (the server's check decides). */
export { SETTINGS_MAX } from '@shared/site-settings-sections.js';

/** `partners.1.url` → ['partners', 1, 'url'], the antd field name of a dotted path. */
export function nameOf(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The element id antd gives the field of a dotted path. */
export const fieldId = (path: string) => `${FORM_NAME}_${path.replace(/\./g, '_')}`;

/** The sections a person may edit, in the screen's order. */
export const editableSections = (can: (permission: Permission) => boolean): SettingsSection[] =>
  SETTINGS_SECTIONS.filter((section) => can(section.permission));

/** The section of a dotted path, or null for a path no section holds (a server's '_'). */
export function sectionKeyOf(path: string): string | null {
  try {
    return sectionOf(path).key;
  } catch {
    return null;
  }
}

/**
 * The complete values a save sends: `base` (the newest values known from the server), with the
 * sections this person edits taken from the form. Sections they cannot see are never sent as an
 * older copy, so overwriting after a conflict keeps what someone else changed there.
 */
export function valuesToSave(base: SiteSettings, form: Partial<SiteSettings>, sections: SettingsSection[]): SiteSettings {
  const values = structuredClone(base) as unknown as Record<string, unknown>;
  for (const section of sections) {
    for (const root of section.roots) {
      if (form[root] !== undefined) values[root] = structuredClone(form[root]);
    }
  }
  return values as unknown as SiteSettings;
}

/** The part of the values a person edits (what counts as their unsaved change). */
export function editedPart(values: Partial<SiteSettings>, sections: SettingsSection[]): Record<string, unknown> {
  return Object.fromEntries(sections.flatMap((section) => section.roots.map((root) => [root, values[root]])));
}

/** The antd field errors of a 400 answer's `errors` ({ 'partners.1.url': '…' }). */
export const fieldErrorsToFields = (errors: Record<string, string>) =>
  Object.entries(errors)
    .filter(([path]) => path !== '_')
    .map(([path, message]) => ({ name: nameOf(path), errors: [message] }));

/** The field names of a form change (`{ contact: { phone } }` → [['contact', 'phone']]). */
export function changedNames(changed: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  // A list of objects (the partners) by its items' fields; a list of values (the days) as one field.
  if (Array.isArray(changed) && changed.some((item) => typeof item === 'object' && item !== null)) {
    return changed.flatMap((item, index) => (item === undefined ? [] : changedNames(item, [...prefix, index])));
  }
  if (typeof changed === 'object' && changed !== null && !Array.isArray(changed)) {
    return Object.entries(changed).flatMap(([key, value]) => changedNames(value, [...prefix, key]));
  }
  return prefix.length > 0 ? [prefix] : [];
}
