import { lazy, type ReactNode } from 'react';
import {
  AuditOutlined,
  DashboardOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import type { Permission } from '@shared/roles.js';
import { iconOf } from './content/icons.js';

// Each screen is its own chunk (route-level code splitting).
const DashboardPage = lazy(() => import('./pages/DashboardPage.js'));
const ApplicationsPage = lazy(() => import('./pages/ApplicationsPage.js'));
// One screen for every content type, from its definition.
const ContentPage = lazy(() =>
  import('./pages/ContentPage.js').then(({ ContentPage }) => ({ default: ContentPage })),
);
const MessagesPage = lazy(() => import('./pages/MessagesPage.js'));
const ReplyTemplatesPage = lazy(() => import('./pages/ReplyTemplatesPage.js'));
const DataRequestsPage = lazy(() => import('./pages/DataRequestsPage.js'));
const AccountPage = lazy(() => import('./pages/AccountPage.js'));
const TeamPage = lazy(() => import('./pages/TeamPage.js'));
const ActivityPage = lazy(() => import('./pages/ActivityPage.js'));
const SettingsPage = lazy(() => import('./pages/SettingsPage.js'));
const NewsletterPage = lazy(() => import('./pages/NewsletterPage.js'));

/** One screen of the signed-in control centre: its address, its menu entry, its permission, its page. */
export interface Screen {
  /** The address below /admin (`/bewerbungen`). */
  path: string;
  /** The entry in the sidebar and the mobile drawer. */
  label: string;
  icon: ReactNode;
  /** A person without it sees neither the entry nor the screen (the server asks for it too). */
  needs: Permission;
  page: ReactNode;
}

/**
 * Every screen behind the sign-in, in the menu's order: adding a screen is one entry here
 * (docs/development.md, "Adding an admin screen"); routes.tsx and the layout's menu read it.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    icon: <DashboardOutlined />,
    needs: 'dashboard',
    page: <DashboardPage />,
  },
  {
    path: '/bewerbungen',
    label: 'Bewerbungen',
    icon: <SolutionOutlined />,
    needs: 'applications.read',
    page: <ApplicationsPage />,
  },
  ...CONTENT_TYPE_NAMES.map((name) => ({
    path: CONTENT[name].admin.path,
    label: CONTENT[name].admin.menu,
    icon: iconOf(name),
    needs: 'content.read' as const,
    // Keyed by type: another type's screen starts afresh.
    page: <ContentPage key={name} name={name} />,
  })),
  {
    path: '/nachrichten',
    label: 'Nachrichten',
    icon: <MailOutlined />,
    needs: 'messages.read',
    page: <MessagesPage />,
  },
  {
    path: '/vorlagen',
    label: 'Vorlagen',
    icon: <MessageOutlined />,
    needs: 'templates.read',
    page: <ReplyTemplatesPage />,
  },
  {
    path: '/newsletter',
    label: 'Newsletter',
    icon: <NotificationOutlined />,
    needs: 'newsletter.issues',
    page: <NewsletterPage />,
  },
  {
    path: '/auskunft',
    label: 'Auskunft & Löschung',
    icon: <SafetyOutlined />,
    needs: 'dataRequests',
    page: <DataRequestsPage />,
  },
  { path: '/team', label: 'Team', icon: <TeamOutlined />, needs: 'team.read', page: <TeamPage /> },
  {
    path: '/protokoll',
    label: 'Protokoll',
    icon: <AuditOutlined />,
    needs: 'activity.read',
    page: <ActivityPage />,
  },
  {
    path: '/einstellungen',
    label: 'Einstellungen',
    icon: <SettingOutlined />,
    needs: 'settings.read',
    page: <SettingsPage />,
  },
  { path: '/konto', label: 'Mein Konto', icon: <UserOutlined />, needs: 'account', page: <AccountPage /> },
];
