/** The newsletter's tables (db/migrations/20261208090000_newsletter.ts). */
export const SUBSCRIBERS_TABLE = 'newsletter_subscribers';
export const CONSENT_TEXTS_TABLE = 'newsletter_consent_texts';
export const ISSUES_TABLE = 'newsletter_issues';
export { BLOCKLIST_TABLE } from './keys.js';
