// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_SECTIONS_LAID_OUT,
  scrollSmoothlyTo,
  SMOOTH_SCROLL_SETTLE_MS,
} from '@public-site/app/lib/links.js';

/**
 * An element `top` px from the viewport's top whose scrollIntoView calls the test reads; the smooth
 * scroll leaves it 40 px off its place (a late picture or font), unless the test moves it.
 */
function target(top = 4000) {
  const element = document.createElement('section');
  const scrollIntoView = vi.fn((options?: ScrollIntoViewOptions) => {
    if (options?.behavior === 'smooth') top = 84 + 40;
  });
  element.scrollIntoView = scrollIntoView;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return {
    element,
    calls: () => scrollIntoView.mock.calls.map(([options]) => options as object),
    moveTo: (at: number) => (top = at),
  };
}

const SMOOTH = { behavior: 'smooth', block: 'start' };
const INSTANT = { behavior: 'instant', block: 'start' };

describe('scrollSmoothlyTo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no scrollend: the browsers that have it get the correction.
    (window as { onscrollend?: unknown }).onscrollend = null;
    document.documentElement.style.scrollPaddingTop = '84px';
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (window as { onscrollend?: unknown }).onscrollend;
  });

  it('lays out every section before it aims, so the target is where it really is', () => {
    document.documentElement.classList.remove(ALL_SECTIONS_LAID_OUT);
    const { element } = target();
    let laidOutWhenAiming = false;
    element.getBoundingClientRect = () => {
      laidOutWhenAiming = document.documentElement.classList.contains(ALL_SECTIONS_LAID_OUT);
      return new DOMRect(0, 900, 100, 40);
    };
    scrollSmoothlyTo(element);
    expect(laidOutWhenAiming).toBe(true);
  });

  it('scrolls smoothly, then once more at once when the smooth scroll ends (a late picture or font moved it)', () => {
    const { element, calls } = target();
    scrollSmoothlyTo(element);
    expect(calls()).toEqual([SMOOTH]);
    window.dispatchEvent(new Event('scrollend'));
    expect(calls()).toEqual([SMOOTH, INSTANT]);
    // Only once: the end of a later scroll moves nothing.
    window.dispatchEvent(new Event('scrollend'));
    expect(calls()).toHaveLength(2);
  });

  it('corrects nothing once the visitor scrolls or types, or after the settle time', () => {
    for (const interrupt of [
      () => window.dispatchEvent(new Event('wheel')),
      () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' })),
      () => vi.advanceTimersByTime(SMOOTH_SCROLL_SETTLE_MS),
    ]) {
      const { element, calls } = target();
      scrollSmoothlyTo(element);
      interrupt();
      window.dispatchEvent(new Event('scrollend'));
      expect(calls()).toEqual([SMOOTH]);
    }
  });

  it('corrects nothing when the scroll ended a screen or more away (it went elsewhere on purpose)', () => {
    const { element, calls, moveTo } = target();
    scrollSmoothlyTo(element);
    // Something scrolled the page back to the top before the smooth scroll's end was seen.
    moveTo(4000);
    window.dispatchEvent(new Event('scrollend'));
    expect(calls()).toEqual([SMOOTH]);
  });

  it('waits for no scroll end where the element is already in place, or the browser has no scrollend', () => {
    const inPlace = target(84);
    scrollSmoothlyTo(inPlace.element);
    window.dispatchEvent(new Event('scrollend'));
    expect(inPlace.calls()).toEqual([SMOOTH]);

    delete (window as { onscrollend?: unknown }).onscrollend;
    const far = target();
    scrollSmoothlyTo(far.element);
    window.dispatchEvent(new Event('scrollend'));
    expect(far.calls()).toEqual([SMOOTH]);
  });
});
