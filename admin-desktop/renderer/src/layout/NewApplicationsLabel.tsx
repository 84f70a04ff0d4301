import { Badge } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@shared/api-types.js';
import { adminPaths } from '../api/client.js';

const MINUTE = 60_000;

/**
 * The count of new applications beside „Bewerbungen“ in the sidebar (hidden at 0). Shares the
 * dashboard's statistics query; the application mutations refresh it, and so does coming back to
 * the window or a few minutes passing (applications arrive from the public site).
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

/** The sidebar label with its count; screen readers hear „Bewerbungen, 3 neu“. */
export function NewApplicationsLabel({ label }: { label: string }) {
  const count = useNewApplications();
  return (
    <span className="admin-nav__counted">
      {label}
      {count > 0 && (
        <>
          <span className="visually-hidden">, {count} neu</span>
          <Badge count={count} overflowCount={999} aria-hidden />
        </>
      )}
    </span>
  );
}
