/**
 * The page-view beacon: after hydration the public page POSTs its own path (location.pathname)
 * as a text/plain body to this address, once per page load (public-site/client/page-view.ts).
 * The server counts it like a view (server/middlewares/page-views.ts) and always answers 204.
 */
export const PAGE_VIEW_BEACON_PATH = '/api/pageview';

/** The largest body the beacon endpoint reads: a page path is far shorter. */
export const PAGE_VIEW_BEACON_MAX_BYTES = 512;
