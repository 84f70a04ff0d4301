import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { setSessionRecovery } from '@shared/http-client.js';
import { queryClient } from './api/query-client.js';
import { AuthProvider } from './auth/AuthContext.js';
import { SessionRecovery } from './auth/SessionRecovery.js';
import { sessionRecovery } from './auth/session-recovery.js';
import { AppRoutes } from './routes.js';
import { DesktopGate } from './desktop/DesktopGate.js';
import { AdminTheme } from './theme.js';
import { ToastHost } from './lib/toast.js';
// The site's own font, self-hosted (the public site uses the same package).
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import './target-size.css';

dayjs.locale('de');
// Admin requests of an ended session wait for the in-place sign-in (only here, not on the public site).
setSessionRecovery(sessionRecovery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminTheme>
      <ToastHost>
        <QueryClientProvider client={queryClient}>
          <DesktopGate>
            <BrowserRouter basename="/admin">
              <AuthProvider>
                <AppRoutes />
                <SessionRecovery />
              </AuthProvider>
            </BrowserRouter>
          </DesktopGate>
        </QueryClientProvider>
      </ToastHost>
    </AdminTheme>
  </StrictMode>,
);
