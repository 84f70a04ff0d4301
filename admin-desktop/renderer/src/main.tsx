import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import deDE from 'antd/locale/de_DE';
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
import './styles.css';

dayjs.locale('de');
// Admin requests of an ended session wait for the in-place sign-in (only here, not on the public site).
setSessionRecovery(sessionRecovery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider
      locale={deDE}
      theme={{
        algorithm: theme.darkAlgorithm,
        token: {
          colorPrimary: '#e0357d',
          colorInfo: '#8b5cf6',
          borderRadius: 10,
          colorBgLayout: '#0b0a12',
          // Lighter than the dark algorithm's, so secondary text, links and red text (danger
          // buttons, field errors) reach a 4.5:1 contrast on the dark backgrounds.
          colorTextDescription: 'rgba(255, 255, 255, 0.6)',
          colorError: '#ff6b6b',
          colorLink: '#a78bfa',
          colorLinkHover: '#c4b5fd',
          colorLinkActive: '#8b5cf6',
        },
      }}
    >
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
    </ConfigProvider>
  </StrictMode>,
);
