import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setSessionRecovery } from '@shared/http-client.js';
import { queryClient } from './api/query-client.js';
import { AuthProvider } from './auth/AuthContext.js';
import { SessionRecovery } from './auth/SessionRecovery.js';
import { sessionRecovery } from './auth/session-recovery.js';
import { AppRoutes } from './routes.js';
import { DesktopGate } from './desktop/DesktopGate.js';
import { AdminTheme } from './theme.js';
import { ToastHost } from './lib/toast.js';
import { LeaveGuard } from './components/LeaveGuard.js';
// The site's own font, self-hosted (the public site uses the same package).
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import './target-size.css';

dayjs.locale('de');
// Admin requests of an ended session wait for the in-place sign-in (only here, not on the public site).
setSessionRecovery(sessionRecovery);

/**
 * A data router (one route holding the app's own <Routes>) for its navigation blocker: every way
 * out of unsaved changes asks first (components/LeaveGuard.tsx).
 */
const router = createBrowserRouter(
  [
    {
      path: '*',
      element: (
        <AuthProvider>
          <AppRoutes />
          <SessionRecovery />
          <LeaveGuard />
        </AuthProvider>
      ),
    },
  ],
  { basename: '/admin' },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminTheme>
      <ToastHost>
        <QueryClientProvider client={queryClient}>
          <DesktopGate>
            <RouterProvider router={router} />
          </DesktopGate>
        </QueryClientProvider>
      </ToastHost>
    </AdminTheme>
  </StrictMode>,
);
