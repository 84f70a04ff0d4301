import { describe, expect, it, vi } from 'vitest';
import { sendPageView } from '@public-site/client/page-view.js';

describe('sendPageView', () => {
  it('sends the path with sendBeacon when the browser has it, and nothing else', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(() => Promise.resolve());
    sendPageView('/kontakt', { sendBeacon, fetch });
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/pageview', '/kontakt');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive, as text and without cookies, when there is no beacon or it is refused', () => {
    for (const sendBeacon of [undefined, vi.fn(() => false)]) {
      const fetch = vi.fn(() => Promise.resolve());
      sendPageView('/', { sendBeacon, fetch });
      expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/pageview', {
        method: 'POST',
        body: '/',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        keepalive: true,
        credentials: 'omit',
      });
    }
  });

  it('never throws: a failing beacon or fetch costs the page nothing', async () => {
    const sendBeacon = vi.fn(() => {
      throw new TypeError('blocked');
    });
    expect(() => sendPageView('/', { sendBeacon })).not.toThrow();
    const rejected = Promise.reject(new Error('offline'));
    const fetch = vi.fn(() => rejected);
    expect(() => sendPageView('/', { fetch })).not.toThrow();
    await expect(rejected).rejects.toThrow('offline');
    expect(() => sendPageView('/', {})).not.toThrow();
  });
});
