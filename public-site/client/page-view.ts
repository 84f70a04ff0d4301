import { PAGE_VIEW_BEACON_PATH } from '@shared/page-view-beacon.js';

type Beacon = (url: string, data: string) => boolean;
type Fetch = (url: string, init: RequestInit) => Promise<unknown>;

/**
 * Tells the server that this page was viewed: its path as a text/plain body to
 * /api/pageview, with navigator.sendBeacon when the browser has it (it survives leaving the
 * page), else with fetch and keepalive. No cookie, no storage, no answer to wait for; whether the
 * view counts (bots, repeats) is the server's decision. Called once per page load.
 */
export function sendPageView(
  path: string,
  { sendBeacon, fetch }: { sendBeacon?: Beacon; fetch?: Fetch },
): void {
  try {
    // A string is sent as text/plain;charset=UTF-8, which needs no CORS preflight.
    if (sendBeacon?.(PAGE_VIEW_BEACON_PATH, path)) return;
    void fetch?.(PAGE_VIEW_BEACON_PATH, {
      method: 'POST',
      body: path,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
    })?.catch(() => {});
  } catch {
    // Counting a view is never worth an error on the page.
  }
}
