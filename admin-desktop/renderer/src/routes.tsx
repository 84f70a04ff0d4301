import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Permission } from '@shared/roles.js';
import { useAuth } from './auth/AuthContext.js';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { AdminLayout } from './layout/AdminLayout.js';
import { Loading } from './components/Loading.js';
import { NoAccess, NotFound } from './components/EdgeResult.js';
import { NAVIGATION } from './layout/navigation.js';
import { useCan } from './lib/permissions.js';

// Each screen is its own chunk (route-level code splitting).
const LoginPage = lazy(() => import('./pages/LoginPage.js'));
const DashboardPage = lazy(() => import('./pages/DashboardPage.js'));
const ApplicationsPage = lazy(() => import('./pages/ApplicationsPage.js'));
// One screen for every content type, from its definition.
const ContentPage = lazy(() =>
  import('./pages/ContentPage.js').then(({ ContentPage }) => ({ default: ContentPage })),
);
const MessagesPage = lazy(() => import('./pages/MessagesPage.js'));
const ReplyTemplatesPage = lazy(() => import('./pages/ReplyTemplatesPage.js'));
const DataRequestsPage = lazy(() => import('./pages/DataRequestsPage.js'));
const PasswordForgotPage = lazy(() => import('./pages/PasswordForgotPage.js'));
const PasswordResetPage = lazy(() => import('./pages/PasswordResetPage.js'));
const InvitationPage = lazy(() => import('./pages/InvitationPage.js'));
const EmailConfirmPage = lazy(() => import('./pages/EmailConfirmPage.js'));
const AccountPage = lazy(() => import('./pages/AccountPage.js'));
const TeamPage = lazy(() => import('./pages/TeamPage.js'));
const ActivityPage = lazy(() => import('./pages/ActivityPage.js'));
const SettingsPage = lazy(() => import('./pages/SettingsPage.js'));
const NewsletterPage = lazy(() => import('./pages/NewsletterPage.js'));

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

/** The screen of a navigation entry, behind the entry's permission. */
const guarded = (path: string, screen: ReactNode) => (
  <RequirePermission needs={NAVIGATION.find((item) => item.path === path)!.needs}>{screen}</RequirePermission>
);

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
          <Route path="dashboard" element={guarded('/dashboard', <DashboardPage />)} />
          <Route path="bewerbungen" element={guarded('/bewerbungen', <ApplicationsPage />)} />
          {CONTENT_TYPE_NAMES.map((name) => (
            // Keyed by type: another type's screen starts afresh.
            <Route
              key={name}
              path={CONTENT[name].admin.path.slice(1)}
              element={guarded(CONTENT[name].admin.path, <ContentPage key={name} name={name} />)}
            />
          ))}
          <Route path="nachrichten" element={guarded('/nachrichten', <MessagesPage />)} />
          <Route path="vorlagen" element={guarded('/vorlagen', <ReplyTemplatesPage />)} />
          <Route path="newsletter" element={guarded('/newsletter', <NewsletterPage />)} />
          <Route path="auskunft" element={guarded('/auskunft', <DataRequestsPage />)} />
          <Route path="team" element={guarded('/team', <TeamPage />)} />
          <Route path="protokoll" element={guarded('/protokoll', <ActivityPage />)} />
          <Route path="einstellungen" element={guarded('/einstellungen', <SettingsPage />)} />
          <Route path="konto" element={guarded('/konto', <AccountPage />)} />
          {/* Any other address below /admin: a page that says so, under the address as typed. */}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
