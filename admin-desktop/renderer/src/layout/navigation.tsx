import {
  CalendarOutlined,
  DashboardOutlined,
  MailOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** One entry per admin screen (spec section 2), in the sidebar and the mobile drawer. */
export const NAVIGATION: { path: string; label: string; icon: ReactNode }[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { path: '/bewerbungen', label: 'Bewerbungen', icon: <SolutionOutlined /> },
  { path: '/livestream', label: 'Livestream-Plan', icon: <CalendarOutlined /> },
  { path: '/highlights', label: 'Highlights', icon: <StarOutlined /> },
  { path: '/streamer', label: 'Streamer', icon: <TeamOutlined /> },
  { path: '/feedbacks', label: 'Feedbacks', icon: <MessageOutlined /> },
  { path: '/faq', label: 'FAQ', icon: <QuestionCircleOutlined /> },
  { path: '/nachrichten', label: 'Nachrichten', icon: <MailOutlined /> },
  { path: '/auskunft', label: 'Auskunft & Löschung', icon: <SafetyOutlined /> },
];
