import { PAGE_MODULES_ATTRIBUTE } from '../app/page-data.js';

/** What `afterFirstPaint` needs of the browser (passed in, so tests need no browser). */
export interface PaintEnvironment {
  /** Whether the page is hidden now (a background tab paints only once it is shown). */
  hidden: () => boolean;
  /** Calls back once with the first contentful paint; undefined where paint timing is missing. */
  observeFirstContentfulPaint?: (onPaint: () => void) => () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Longest wait for a first paint the browser does not report (a page shown, then hidden, …). */
export const FIRST_PAINT_FALLBACK_MS = 3000;

/**
 * Calls `start` once, as soon as the browser has shown the page for the first time. The page is
 * complete HTML; `start` brings its JavaScript (hydration), whose download and evaluation would
 * otherwise compete with the stylesheet, the font and the first layout on a slow phone. Where no
 * first paint will be reported (a hidden page, a browser without paint timing) it starts at
 * once, and at the latest after `fallbackMs`.
 */
export function afterFirstPaint(
  start: () => void,
  environment: PaintEnvironment,
  fallbackMs = FIRST_PAINT_FALLBACK_MS,
): void {
  let started = false;
  let stopObserving = () => {};
  const startOnce = () => {
    if (started) return;
    started = true;
    stopObserving();
    start();
  };
  if (environment.hidden() || !environment.observeFirstContentfulPaint) {
    startOnce();
    return;
  }
  stopObserving = environment.observeFirstContentfulPaint(startOnce);
  if (started) stopObserving();
  else environment.setTimeout(startOnce, fallbackMs);
}

/** The browser's side of `afterFirstPaint`: the Paint Timing API's first-contentful-paint entry. */
export function browserPaintEnvironment(): PaintEnvironment {
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  return {
    hidden: () => document.visibilityState === 'hidden',
    observeFirstContentfulPaint: paintTiming
      ? (onPaint) => {
          const observer = new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length > 0) onPaint();
          });
          // buffered: a paint that happened before this script ran is reported as well.
          observer.observe({ type: 'paint', buffered: true });
          return () => observer.disconnect();
        }
      : undefined,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  };
}

/**
 * The page's chunks that the server names on the entry's script element. The entry imports them
 * alongside the hydration code (which imports the page only once it runs), so they load in
 * parallel instead of one after the other; each is evaluated in a task of its own as it arrives.
 */
export function pageModules(document: Document): string[] {
  const script = document.querySelector(`script[${PAGE_MODULES_ATTRIBUTE}]`);
  return (script?.getAttribute(PAGE_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
}
