import type { ReactNode } from 'react';
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
import { iconOf } from '../content/icons.js';

/**
 * One entry per admin screen, in the sidebar and the mobile drawer: the applications, each content
 * type (its definition's menu entry, shared/content/), the messages, the data requests, the team,
 * the activity log, the site's settings and one's own account; each with the permission it needs (a person without it
 * does not see the entry or the screen).
 */
export const NAVIGATION: { path: string; label: string; icon: ReactNode; needs: Permission }[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined />, needs: 'dashboard' },
  { path: '/bewerbungen', label: 'Bewerbungen', icon: <SolutionOutlined />, needs: 'applications.read' },
  ...CONTENT_TYPE_NAMES.map((name) => ({
    path: CONTENT[name].admin.path,
    label: CONTENT[name].admin.menu,
    icon: iconOf(name),
    needs: 'content.read' as const,
  })),
  { path: '/nachrichten', label: 'Nachrichten', icon: <MailOutlined />, needs: 'messages.read' },
  { path: '/vorlagen', label: 'Vorlagen', icon: <MessageOutlined />, needs: 'templates.read' },
  { path: '/newsletter', label: 'Newsletter', icon: <NotificationOutlined />, needs: 'newsletter.issues' },
  { path: '/auskunft', label: 'Auskunft & Löschung', icon: <SafetyOutlined />, needs: 'dataRequests' },
  { path: '/team', label: 'Team', icon: <TeamOutlined />, needs: 'team.read' },
  { path: '/protokoll', label: 'Protokoll', icon: <AuditOutlined />, needs: 'activity.read' },
  { path: '/einstellungen', label: 'Einstellungen', icon: <SettingOutlined />, needs: 'settings.read' },
  { path: '/konto', label: 'Mein Konto', icon: <UserOutlined />, needs: 'account' },
];
