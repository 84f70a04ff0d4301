/**
 * What jsdom lacks and the control centre's screens use: matchMedia (Ant Design's breakpoints, the
 * reduced-motion setting), ResizeObserver (tables, text ellipsis), scrollTo. Imported by the DOM
 * helpers before anything renders. `setViewportWidth` makes the breakpoints answer as a screen of
 * that width would (cards below 992 px, tables above), and tells the listeners, as a resize does.
 */
type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1440;
let reducedMotion = true;
const queries = new Set<{ media: string; listeners: Set<Listener>; list: MediaQueryList }>();

/** Whether a media query holds for the emulated screen (the forms Ant Design and the app ask). */
function matches(media: string): boolean {
  if (media.includes('prefers-reduced-motion')) return reducedMotion === media.includes('reduce');
  const min = /min-width:\s*(\d+)px/.exec(media);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(media);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

function notify(): void {
  for (const query of queries) {
    const now = matches(query.media);
    if (now === query.list.matches) continue;
    Object.defineProperty(query.list, 'matches', { value: now, configurable: true });
    for (const listener of query.listeners)
      listener({ matches: now, media: query.media } as MediaQueryListEvent);
  }
}

/** Emulates a screen `width` px wide (1440 until changed) and tells every media query listener. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  notify();
}

/** Emulates the system's reduced-motion setting (on by default in these tests: no animations to wait for). */
export function setReducedMotion(reduce: boolean): void {
  reducedMotion = reduce;
  notify();
}

window.matchMedia = (media: string): MediaQueryList => {
  const listeners = new Set<Listener>();
  const list = {
    media,
    matches: matches(media),
    onchange: null,
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
  queries.add({ media, listeners, list });
  return list;
};

class NoResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver;
window.scrollTo = () => {};
// jsdom computes no pseudo-elements' styles (and says so on every call); the element's own will do.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
Element.prototype.scrollIntoView ??= () => {};
setViewportWidth(1440);
