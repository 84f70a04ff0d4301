import { fieldLabel, sectionOf, type SettingsSectionKey } from './site-settings-sections.js';
import { DEFAULT_SITE_SETTINGS, SAMPLE_PATHS, valueAt, type SiteSettings } from './site-settings.js';

/**
 * The go-live check: the values § 5 DDG requires in the Impressum (name and legal form,
 * representative, address, e-mail, phone, register court and number where registered, VAT ID
 * where one exists). A value is a problem while it is empty or still the default's sample value
 * (marked in SAMPLE_PATHS, never recognised by a pattern).
 */

export interface SettingsProblem {
  path: string;
  section: SettingsSectionKey;
  kind: 'missing' | 'sample';
  /** German, e.g. "Registernummer ist noch ein Beispielwert." */
  message: string;
}

const samples = new Set<string>(SAMPLE_PATHS);

/** The required paths for these settings (register and VAT ID only where they exist). */
export function requiredPaths(settings: SiteSettings): string[] {
  return [
    'legalName',
    'legal.representative',
    'address.street',
    'address.postalCode',
    'address.city',
    'contact.email',
    'contact.phone',
    ...(settings.legal.registered ? ['legal.registerCourt', 'legal.registerNumber'] : []),
    ...(settings.legal.hasVatId ? ['legal.vatId'] : []),
  ];
}

export function settingsProblems(settings: SiteSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  for (const path of requiredPaths(settings)) {
    const value = valueAt(settings, path);
    const label = fieldLabel(path);
    const section = sectionOf(path).key;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({ path, section, kind: 'missing', message: `${label} fehlt.` });
    } else if (samples.has(path) && value === valueAt(DEFAULT_SITE_SETTINGS, path)) {
      problems.push({ path, section, kind: 'sample', message: `${label} ist noch ein Beispielwert.` });
    }
  }
  return problems;
}

export const settingsComplete = (settings: SiteSettings): boolean => settingsProblems(settings).length === 0;
