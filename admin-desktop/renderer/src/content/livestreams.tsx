import { Tag } from 'antd';
import { dayLabel } from '@admin/lib/days.js';
import type { ContentView } from './view.js';

const LIVE_TAG = <Tag color="red">LIVE</Tag>;

/** The plan: days in German (older spellings too), a LIVE tag for what runs now. */
export const livestreamsView: ContentView = {
  cells: {
    day: (entry) => dayLabel(String(entry.day)),
    isLive: (entry) => (entry.isLive ? LIVE_TAG : null),
  },
  card: { extra: 'isLive', meta: ['day', 'time'], text: 'description' },
};
