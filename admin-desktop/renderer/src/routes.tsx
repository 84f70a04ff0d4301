import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Permission } from '@shared/roles.js';
import { useAuth } from './auth/AuthContext.js';
import { AdminLayout } from './layout/AdminLayout.js';
import { Loading } from './components/Loading.js';
import { NoAccess, NotFound } from './components/EdgeResult.js';
import { SCREENS } from './screens.js';
import { useCan } from './lib/permissions.js';

// The screens without a session, each its own chunk; the signed-in ones are in screens.tsx.
const LoginPage = lazy(() => import('./pages/LoginPage.js'));
const PasswordForgotPage = lazy(() => import('./pages/PasswordForgotPage.js'));
const PasswordResetPage = lazy(() => import('./pages/PasswordResetPage.js'));
const InvitationPage = lazy(() => import('./pages/InvitationPage.js'));
const EmailConfirmPage = lazy(() => import('./pages/EmailConfirmPage.js'));

const spinner = <Loading screen />;

/** Guarded screens: a spinner while the session is unknown, everyone not signed in goes to /admin. */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return spinner;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}

/** A screen the person's role does not open: said so, instead of a list of refused requests. */
function RequirePermission({ needs, children }: { needs: Permission; children: ReactNode }) {
  const can = useCan();
  if (can(needs)) return children;
  return <NoAccess />;
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
        {/* The links of the mails and the reset request: no session needed. */}
        <Route path="passwort-vergessen" element={<PasswordForgotPage />} />
        <Route path="passwort-zuruecksetzen" element={<PasswordResetPage />} />
        <Route path="einladung" element={<InvitationPage />} />
        <Route path="e-mail-bestaetigen" element={<EmailConfirmPage />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          {SCREENS.map(({ path, needs, page }) => (
            <Route
              key={path}
              path={path.slice(1)}
              element={<RequirePermission needs={needs}>{page}</RequirePermission>}
            />
          ))}
          {/* Any other address below /admin: a page that says so, under the address as typed. */}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
