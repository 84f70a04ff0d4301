import { lazy, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from './auth/AuthContext.js';
import { AdminLayout } from './layout/AdminLayout.js';

// Each screen is its own chunk (route-level code splitting).
const LoginPage = lazy(() => import('./pages/LoginPage.js'));
const DashboardPage = lazy(() => import('./pages/DashboardPage.js'));
const ApplicationsPage = lazy(() => import('./pages/ApplicationsPage.js'));
const LivestreamsPage = lazy(() => import('./pages/LivestreamsPage.js'));
const HighlightsPage = lazy(() => import('./pages/HighlightsPage.js'));
const StreamersPage = lazy(() => import('./pages/StreamersPage.js'));
const FeedbacksPage = lazy(() => import('./pages/FeedbacksPage.js'));
const FaqsPage = lazy(() => import('./pages/FaqsPage.js'));
const MessagesPage = lazy(() => import('./pages/MessagesPage.js'));
const DataRequestsPage = lazy(() => import('./pages/DataRequestsPage.js'));

const spinner = <Spin size="large" className="admin-spinner" aria-label="Wird geladen" />;

/** Guarded screens: a spinner while the session is unknown, everyone not signed in goes to /admin. */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return spinner;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}

/** /admin itself is the login; a signed-in user is sent to the dashboard. */
function LoginRoute() {
  const { status } = useAuth();
  if (status === 'loading') return spinner;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <LoginPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={spinner}>
      <Routes>
        <Route index element={<LoginRoute />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="bewerbungen" element={<ApplicationsPage />} />
          <Route path="livestream" element={<LivestreamsPage />} />
          <Route path="highlights" element={<HighlightsPage />} />
          <Route path="streamer" element={<StreamersPage />} />
          <Route path="feedbacks" element={<FeedbacksPage />} />
          <Route path="faq" element={<FaqsPage />} />
          <Route path="nachrichten" element={<MessagesPage />} />
          <Route path="auskunft" element={<DataRequestsPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
