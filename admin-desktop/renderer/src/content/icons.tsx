import type { ReactNode } from 'react';
import {
  CalendarOutlined,
  FileTextOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ContentTypeName } from '@shared/content-types.js';

/** Each content type's icon in the sidebar (light: the sidebar is in the first chunk). */
const ICONS: Partial<Record<ContentTypeName, ReactNode>> = {
  livestreams: <CalendarOutlined />,
  highlights: <StarOutlined />,
  streamers: <TeamOutlined />,
  feedbacks: <MessageOutlined />,
  faqs: <QuestionCircleOutlined />,
};

export const iconOf = (name: ContentTypeName): ReactNode => ICONS[name] ?? <FileTextOutlined />;
