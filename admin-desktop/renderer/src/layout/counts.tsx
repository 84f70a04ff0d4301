import { Badge } from 'antd';
import { API, useApiQuery } from '../api/client.js';
import { useCan } from '../lib/permissions.js';

const MINUTE = 60_000;

/**
 * How the sidebar's counts stay current: the mutations of their list refresh them, and so does
 * coming back to the window or a few minutes passing (applications and messages arrive from the
 * public site).
 */
const FOLLOW = { staleTime: MINUTE, refetchOnWindowFocus: true, refetchInterval: 3 * MINUTE } as const;

/** The number of new applications; shares the dashboard's statistics query. */
export function useNewApplications(): number {
  const stats = useApiQuery(API.stats.summary, null, FOLLOW);
  return stats.data?.applications?.new ?? 0;
}

/** The number of unread contact messages, for those who may read them; shares the dashboard's query. */
export function useUnreadMessages(): number {
  const can = useCan();
  const counts = useApiQuery(API.messages.counts, null, { ...FOLLOW, enabled: can('messages.read') });
  return counts.data?.unread ?? 0;
}

/**
 * A sidebar entry's label and accessible name with a count at its end, hidden at 0: the badge
 * beside „Bewerbungen“ and „Bewerbungen, 3 neu“ for screen readers („Nachrichten, 2 ungelesen“).
 * The space between label and badge keeps the visible words („Bewerbungen 3“) a part of that
 * name, not one word „Bewerbungen3“.
 */
export function countedMenuLabel(label: string, count: number, what = 'neu') {
  if (count === 0) return { label };
  return {
    label: (
      <span className="admin-nav__counted">
        {label} <Badge count={count} overflowCount={999} />
      </span>
    ),
    'aria-label': `${label}, ${count} ${what}`,
  };
}
