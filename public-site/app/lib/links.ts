import { useEffect } from 'react';

const PLATFORM_HOSTS = /(^|\.)tiktok\.com$/i;

function isMobileDevice(): boolean {
  return (
    window.matchMedia('(pointer: coarse)').matches ||
    /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  );
}

/**
 * On mobile devices, links to the video platform open in a new tab, so the visitor keeps the page
 * open while the platform's app or site takes over.
 */
export function usePlatformLinksInNewTabOnMobile(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      let host = '';
      try {
        host = new URL(link.href).hostname;
      } catch {
        return;
      }
      if (!PLATFORM_HOSTS.test(host) || !isMobileDevice()) return;
      event.preventDefault();
      window.open(link.href, '_blank', 'noopener,noreferrer');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

/** Scrolls to an in-page anchor after the spec's 300 ms delay (lets a closing menu get out of the way). */
export const IN_PAGE_SCROLL_DELAY_MS = 300;

export function scrollToAnchor(anchor: string): void {
  window.setTimeout(() => {
    const target = document.getElementById(anchor);
    if (target) scrollSmoothlyTo(target);
    history.replaceState(null, '', `#${anchor}`);
  }, IN_PAGE_SCROLL_DELAY_MS);
}

/** How long after its start the end of a smooth scroll still corrects the position. */
export const SMOOTH_SCROLL_SETTLE_MS = 3000;

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The class on <html> that lays out every section (base.css), set before a jump inside the page. */
export const ALL_SECTIONS_LAID_OUT = 'all-sections-laid-out';

/**
 * Scrolls smoothly until `element` is at the top (under the fixed header, scroll-padding-top).
 * The landing page's sections are laid out only near the viewport (content-visibility: auto)
 * until a jump inside the page: then every section is laid out at once, at its real height, so
 * the scroll aims where the element really is (an estimated height on the way would move it as
 * the scroll passes). If the page still moves (a late picture or font), the end of the scroll
 * (`scrollend`) puts the element where it belongs with one instant scroll, if it is less than a
 * screen away (a scroll that ended further off went elsewhere on purpose). Nothing is corrected
 * once the visitor scrolls or types, after SMOOTH_SCROLL_SETTLE_MS, where no scroll was needed,
 * or in a browser without `scrollend`.
 */
export function scrollSmoothlyTo(element: Element): void {
  document.documentElement.classList.add(ALL_SECTIONS_LAID_OUT);
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const inPlace = Math.abs(element.getBoundingClientRect().top - padding) < 1;
  if (!inPlace && 'onscrollend' in window) {
    const stop = () => {
      window.removeEventListener('scrollend', settle);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
      window.clearTimeout(timer);
    };
    const settle = () => {
      stop();
      // Only a nudge: a scroll that ended far from the element went somewhere else on purpose.
      const off = Math.abs(element.getBoundingClientRect().top - padding);
      if (off < window.innerHeight) element.scrollIntoView({ behavior: 'instant', block: 'start' });
    };
    window.addEventListener('scrollend', settle);
    for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    const timer = window.setTimeout(stop, SMOOTH_SCROLL_SETTLE_MS);
  }
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
