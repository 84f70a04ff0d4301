import { cleanup, configure } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { setReducedMotion, setViewportWidth } from './environment.js';

// Role queries skip the check whether an element is hidden by style: in jsdom it computes every
// ancestor's style for each candidate, which made a screen test take seconds per query.
// The wait of findBy…/waitFor is generous: on a busy machine a screen's first render can take
// longer than the default second; a passing test never waits for it.
configure({ defaultHidden: true, asyncUtilTimeout: 5_000 });

/**
 * After the running test: its render unmounted, the stubbed `fetch` restored, real timers again,
 * and the emulated screen back to 1440 px with reduced motion. Registered by each render (not as
 * a file's afterEach in this module): test files share a worker's module cache (vitest.config.ts,
 * isolate: false), so a hook registered when this module was first imported would only serve the
 * first file that imported it, and the next file's renders would pile up in one document.
 */
export function cleanUpAfterThisTest(): void {
  onTestFinished(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setViewportWidth(1440);
    setReducedMotion(true);
  });
}
