import './environment.js';
import type { ReactElement } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '@shared/http-client.js';
import { AuthProvider } from '@admin/auth/AuthContext.js';
import { LeaveGuard } from '@admin/components/LeaveGuard.js';
import { ToastHost } from '@admin/lib/toast.js';
import { AdminTheme } from '@admin/theme.js';
import { FakeApi } from './fake-api.js';
import { cleanUpAfterThisTest } from './per-test.js';

dayjs.locale('de');

/**
 * Ant Design's styles are worked out once and kept out of the document (as when rendering on a
 * server): jsdom would parse every style sheet again on each render, and nothing here measures
 * them (the browser tests and axe do).
 */
const styles = createCache();

/**
 * Renders a control-centre screen as main.tsx does (theme, toasts, queries, a data router under
 * /admin with the blocker of unsaved changes, the signed-in person) against `api`, a FakeApi
 * answering `fetch`; `router.navigate(-1)` goes back as the browser's Back does. Reads fail at once
 * (no retry), so an error state shows after one failed request.
 */
export function renderAdmin(ui: ReactElement, { api = new FakeApi(), path = '/admin' } = {}) {
  cleanUpAfterThisTest();
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // No pointer-events check (it computes styles too, see per-test.ts); no delay between key strokes.
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  // A data router as main.tsx has, with the navigation blocker of unsaved changes.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthProvider>
            {ui}
            <LeaveGuard />
          </AuthProvider>
        ),
      },
    ],
    { basename: '/admin', initialEntries: [path] },
  );
  const result = render(
    <StyleProvider cache={styles} mock="server">
      <AdminTheme>
        <ToastHost>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ToastHost>
      </AdminTheme>
    </StyleProvider>,
  );
  return { ...result, api, user, queryClient, router };
}

/** The toast (antd notification) with this title, once it shows. */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-notification-notice-title' });
  return heading.closest<HTMLElement>('.ant-notification-notice') ?? heading;
}

/** Whether an antd Modal is shown (a closed one that is not destroyed stays, hidden, in the document). */
const shown = (dialog: HTMLElement) =>
  dialog.isConnected && dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none';

/** The shown dialog titled `title`, or null. */
export function queryDialog(title: string): HTMLElement | null {
  const dialogs = screen
    .queryAllByText(title, { selector: '.ant-modal-title' })
    .map((heading) => heading.closest<HTMLElement>('[role="dialog"]')!);
  return dialogs.find(shown) ?? null;
}

/**
 * The dialog (antd Modal) titled `title`, once it is shown. Found by its title, not by its
 * accessible name: under NODE_ENV=test Ant Design gives every generated id the same value
 * ("test-id"), so `aria-labelledby` can name a dialog after another element of the page.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let dialog: HTMLElement | null = null;
  await waitFor(() => {
    dialog = queryDialog(title);
    if (!dialog) throw new Error(`No dialog „${title}“ is shown`);
  });
  return dialog!;
}

export { screen, within };
