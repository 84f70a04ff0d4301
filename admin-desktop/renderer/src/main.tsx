import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp } from 'antd';
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
import './styles.css';

dayjs.locale('de');
// Admin requests of an ended session wait for the in-place sign-in (only here, not on the public site).
setSessionRecovery(sessionRecovery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminTheme>
      {/* Toasts: one at a time, 5 s. */}
      <AntApp
        message={{ maxCount: 1, duration: 5 }}
        notification={{ maxCount: 1, duration: 5, placement: 'topRight' }}
      >
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
      </AntApp>
    </AdminTheme>
  </StrictMode>,
);
