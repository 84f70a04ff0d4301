import type { ReactNode } from 'react';
import { requiredPaths } from '@shared/site-settings-check.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';

/**
 * Every value the go-live check may require for the Impressum (shared/site-settings-check.ts):
 * the register's and the VAT ID's fields count too, as they show only where the company has them.
 */
export const LEGALLY_REQUIRED = new Set(
  requiredPaths({
    ...DEFAULT_SITE_SETTINGS,
    legal: { ...DEFAULT_SITE_SETTINGS.legal, registered: true, hasVatId: true },
  }),
);

/**
 * The form's required mark: a visible "*" after the label, drawn by CSS with an empty alternative
 * text (settings.css), so the label's text and its accessible name stay the field's name
 * ("Telefon", not "Telefon *"); screen readers hear "required" from the field's aria-required,
 * which antd sets from Form.Item's `required`.
 */
export function requiredMark(label: ReactNode, { required }: { required: boolean }): ReactNode {
  if (!required) return label;
  return (
    <>
      {label}
      <span className="settings-required-mark" aria-hidden="true" />
    </>
  );
}
