import './environment.js';
import type { ReactElement } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '@shared/http-client.js';
import { AuthProvider } from '@admin/auth/AuthContext.js';
import { ToastHost } from '@admin/lib/toast.js';
import { AdminTheme } from '@admin/theme.js';
import { FakeApi } from './fake-api.js';

dayjs.locale('de');
// Role queries skip the check whether an element is hidden by style: in jsdom it computes every
// ancestor's style for each candidate, which made a screen test take seconds per query.
configure({ defaultHidden: true });

/**
 * Ant Design's styles are worked out once and kept out of the document (as when rendering on a
 * server): jsdom would parse every style sheet again on each render, and nothing here measures
 * them (the browser tests and axe do).
 */
const styles = createCache();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Renders a control-centre screen as main.tsx does (theme, toasts, queries, router under /admin,
 * the signed-in person) against `api`, a FakeApi answering `fetch`. Reads fail at once (no retry),
 * so an error state shows after one failed request.
 */
export function renderAdmin(ui: ReactElement, { api = new FakeApi(), path = '/admin' } = {}) {
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // No pointer-events check for the same reason; no delay between key strokes.
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const result = render(
    <StyleProvider cache={styles} mock="server">
      <AdminTheme>
        <ToastHost>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter basename="/admin" initialEntries={[path]}>
              <AuthProvider>{ui}</AuthProvider>
            </MemoryRouter>
          </QueryClientProvider>
        </ToastHost>
      </AdminTheme>
    </StyleProvider>,
  );
  return { ...result, api, user, queryClient };
}

/** The toast (antd notification) with this title, once it shows. */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-notification-notice-title' });
  return heading.closest<HTMLElement>('.ant-notification-notice') ?? heading;
}

export { screen, within };
