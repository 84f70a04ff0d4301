import { Badge } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@shared/api-types.js';
import { adminPaths } from '../api/client.js';

const MINUTE = 60_000;

/**
 * The number of new applications, for the sidebar. Shares the dashboard's statistics query; the
 * application mutations refresh it, and so does coming back to the window or a few minutes
 * passing (applications arrive from the public site).
 */
export function useNewApplications(): number {
  const stats = useQuery<Stats>({
    queryKey: [adminPaths.stats],
    staleTime: MINUTE,
    refetchOnWindowFocus: true,
    refetchInterval: 3 * MINUTE,
  });
  return stats.data?.applications.new ?? 0;
}

/**
 * A sidebar entry's label and accessible name with a count at its end, hidden at 0: the badge
 * beside „Bewerbungen“ and „Bewerbungen, 3 neu“ for screen readers. The space between label and
 * badge keeps the visible words („Bewerbungen 3“) a part of that name, not one word „Bewerbungen3“.
 */
export function countedMenuLabel(label: string, count: number) {
  if (count === 0) return { label };
  return {
    label: (
      <span className="admin-nav__counted">
        {label} <Badge count={count} overflowCount={999} />
      </span>
    ),
    'aria-label': `${label}, ${count} neu`,
  };
}
