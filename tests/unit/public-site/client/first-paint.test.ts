// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  FIRST_PAINT_FALLBACK_MS,
  pageModules,
  type PaintEnvironment,
} from '@public-site/client/first-paint.js';

/** A browser whose first paint, timers and visibility the test drives. */
function fakeBrowser({ hidden = false, paintTiming = true } = {}) {
  let onPaint: (() => void) | undefined;
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const disconnect = vi.fn();
  const environment: PaintEnvironment = {
    hidden: () => hidden,
    observeFirstContentfulPaint: paintTiming
      ? (callback) => {
          onPaint = callback;
          return disconnect;
        }
      : undefined,
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  return {
    environment,
    disconnect,
    timers,
    paint: () => onPaint?.(),
    runTimers: () => timers.forEach((timer) => timer.callback()),
  };
}

describe('afterFirstPaint', () => {
  it('starts the hydration code only once the first contentful paint is reported, and only once', () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    afterFirstPaint(start, browser.environment);
    expect(start).not.toHaveBeenCalled();

    browser.paint();
    expect(start).toHaveBeenCalledOnce();
    expect(browser.disconnect).toHaveBeenCalledOnce();
    // The fallback timer that fires later (and a second report) start nothing again.
    browser.runTimers();
    browser.paint();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts after the fallback time when no paint is reported', () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    afterFirstPaint(start, browser.environment);
    expect(browser.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_FALLBACK_MS]);
    browser.runTimers();
    expect(start).toHaveBeenCalledOnce();
    expect(browser.disconnect).toHaveBeenCalledOnce();
  });

  it('starts at once where no paint will be reported: a hidden page, a browser without paint timing', () => {
    for (const browser of [fakeBrowser({ hidden: true }), fakeBrowser({ paintTiming: false })]) {
      const start = vi.fn();
      afterFirstPaint(start, browser.environment);
      expect(start).toHaveBeenCalledOnce();
      expect(browser.timers).toEqual([]);
    }
  });

  it('starts once and sets no timer when the paint is reported while it starts observing', () => {
    const disconnect = vi.fn();
    const timers: number[] = [];
    const start = vi.fn();
    afterFirstPaint(start, {
      hidden: () => false,
      observeFirstContentfulPaint: (onPaint) => {
        onPaint();
        return disconnect;
      },
      setTimeout: (_callback, ms) => timers.push(ms),
    });
    expect(start).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalledOnce();
    expect(timers).toEqual([]);
  });
});

describe('pageModules', () => {
  it('reads the chunks the entry script names, and none where it names none', () => {
    document.head.innerHTML =
      '<script type="module" src="/assets/main.js" data-page-modules="/assets/hydrate.js /assets/Home.js"></script>';
    expect(pageModules(document)).toEqual(['/assets/hydrate.js', '/assets/Home.js']);
    document.head.innerHTML = '<script type="module" src="/assets/main.js" data-page-modules=""></script>';
    expect(pageModules(document)).toEqual([]);
    document.head.innerHTML = '';
    expect(pageModules(document)).toEqual([]);
  });
});
