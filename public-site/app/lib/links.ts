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
    document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    history.replaceState(null, '', `#${anchor}`);
  }, IN_PAGE_SCROLL_DELAY_MS);
}
