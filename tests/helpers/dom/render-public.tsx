import './environment.js';
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from '@shared/http-client.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings.js';
import { ToastProvider } from '@public-site/app/components/Toaster.js';
import { PageDataProvider } from '@public-site/app/lib/settings-context.js';
import type { NewsletterPageData, PageData, PageId } from '@public-site/app/page-data.js';
import { FakeApi } from './fake-api.js';
import { cleanUpAfterThisTest } from './per-test.js';

/**
 * Renders a part of the public site as the hydrated page has it (public-site/app/App.tsx): the
 * query client, the page data (default settings unless given) and the toasts, without the header
 * and footer. `fetch` is answered by `api` (a FakeApi: `fail`, `on`, `writes()`).
 */
export function renderPublic(
  ui: ReactElement,
  {
    api = new FakeApi(),
    page = 'home' as PageId,
    settings = DEFAULT_SITE_SETTINGS as SiteSettings,
    newsletter = { offered: false } as NewsletterPageData,
  } = {},
) {
  cleanUpAfterThisTest();
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = createQueryClient();
  const data: PageData = {
    page,
    settings,
    applyUrl: 'https://agentur.example/#apply',
    qrSvg: '',
    dehydratedState: { queries: [], mutations: [] },
    renderedAt: '2026-03-02T10:00:00.000Z',
    retention: { applicationDays: 180, acceptedDays: 730, messageDays: 365, auditDays: 365 },
    newsletter,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PageDataProvider value={data}>
        <ToastProvider>{ui}</ToastProvider>
      </PageDataProvider>
    </QueryClientProvider>,
  );
  return { ...result, api };
}

/** The form control named `name` (the payload's field name). */
export function control<T extends HTMLElement = HTMLInputElement>(form: HTMLElement, name: string): T {
  const element = form.querySelector<T>(`[name="${name}"]`);
  if (!element) throw new Error(`No control named ${name}`);
  return element;
}

/** Types `value` into a text field or picks it in a select, as the browser reports it. */
export function fill(form: HTMLElement, name: string, value: string): void {
  fireEvent.change(control(form, name), { target: { value } });
}

/** The toasts on screen: each one's variant class, title and description. */
export function toasts(): Array<{ destructive: boolean; title: string; description: string }> {
  return [...document.querySelectorAll('.toast')].map((toast) => ({
    destructive: toast.classList.contains('toast--destructive'),
    title: toast.querySelector('.toast__title')?.textContent ?? '',
    description: toast.querySelector('.toast__description')?.textContent ?? '',
  }));
}

/** The one toast, once it shows (real timers). */
export async function findToast(): Promise<ReturnType<typeof toasts>[number]> {
  await screen.findByRole('status');
  const [toast, ...more] = toasts();
  if (!toast || more.length > 0)
    throw new Error(`Expected one toast, found ${more.length + (toast ? 1 : 0)}`);
  return toast;
}

/**
 * With fake timers: moves the clock 1 ms at a time (timers and promises run in between) until
 * `done()` holds, at most `limit` ms. React Query tells a form about a finished request through a
 * zero-delay timer, so a standing clock would never let the answer arrive.
 */
export async function stepUntil(done: () => boolean, limit = 2_000): Promise<void> {
  for (let waited = 0; !done(); waited += 1) {
    if (waited >= limit) throw new Error(`Not reached within ${limit} ms of the fake clock`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}

/** With fake timers: moves the clock by `ms`. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export { screen };
