import type { ReactNode } from 'react';
import { DashboardOutlined, MailOutlined, SafetyOutlined, SolutionOutlined } from '@ant-design/icons';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { iconOf } from '../content/icons.js';

/**
 * One entry per admin screen, in the sidebar and the mobile drawer: the applications, each content
 * type (its definition's menu entry, shared/content/), the messages and the data requests.
 */
export const NAVIGATION: { path: string; label: string; icon: ReactNode }[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { path: '/bewerbungen', label: 'Bewerbungen', icon: <SolutionOutlined /> },
  ...CONTENT_TYPE_NAMES.map((name) => ({
    path: CONTENT[name].admin.path,
    label: CONTENT[name].admin.menu,
    icon: iconOf(name),
  })),
  { path: '/nachrichten', label: 'Nachrichten', icon: <MailOutlined /> },
  { path: '/auskunft', label: 'Auskunft & Löschung', icon: <SafetyOutlined /> },
];
