import type { DehydratedState } from '@tanstack/react-query';
import type { SiteSettings } from '../../shared/site-settings.js';

export type PageId = 'home' | 'impressum' | 'datenschutz' | 'kontakt' | 'not-found';

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
}

/** Id of the script element that carries the PageData JSON. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Query keys of the public lists: the API path, as the shared default query function expects. */
export const queryKeys = {
  livestreams: ['/api/livestreams'],
  highlights: ['/api/highlights'],
  streamers: ['/api/streamers'],
  feedbacks: ['/api/feedbacks'],
  faqs: ['/api/faqs'],
} as const;
