import type { DehydratedState } from '@tanstack/react-query';
import type { SearchResults } from '@shared/search.js';
import type { SiteSettings } from '@shared/site-settings.js';

import type { PageId } from './pages/registry.js';

export type { PageId };

/**
 * What the link of a newsletter confirmation mail is worth (the server asks the subscribers'
 * service): 'valid' shows the button, the others their message at once.
 */
export type NewsletterLinkState = 'valid' | 'expired' | 'used' | 'invalid';

/** The newsletter's part of the page data (issue 40), from the server. */
export interface NewsletterPageData {
  /** Mail settings are set (SMTP_URL and a sender): the sign-up and its privacy section show. */
  offered: boolean;
  /** /newsletter/bestaetigen: the link's token (from ?token=) and its state. */
  confirm?: { token: string; state: NewsletterLinkState };
  /** /newsletter/abmelden: the link's token (null without one) and whether it is done (?erledigt=1). */
  unsubscribe?: { token: string | null; done: boolean };
}

/** What the server hands to the React tree, and serialises into the page for hydration. */
export interface PageData {
  page: PageId;
  settings: SiteSettings;
  /** Absolute address of the application form, encoded in the community QR code. */
  applyUrl: string;
  /** The QR code as an SVG string, generated on the server. */
  qrSvg: string;
  dehydratedState: DehydratedState;
  /** When the server rendered the page (ISO): the schedule is ordered from this day on, on both sides. */
  renderedAt: string;
  /**
   * The retention periods in days (APPLICATION_RETENTION_DAYS, ACCEPTED_RETENTION_DAYS, MESSAGE_RETENTION_DAYS; 0 = no
   * automatic deletion), stated by the privacy policy.
   */
  retention: { applicationDays: number; acceptedDays: number; messageDays: number; auditDays: number };
  newsletter: NewsletterPageData;
  /** The search page's results for its ?q= (only on that page). */
  search?: SearchResults;
}

/** Id of the script element that carries the PageData JSON. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The attribute of the entry's script element that lists the page's chunks (space-separated
 * addresses), which the entry imports after the first paint.
 */
export const PAGE_MODULES_ATTRIBUTE = 'data-page-modules';
