import { Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LastChangeAnswer } from '@shared/api-types.js';
import type { Permission } from '@shared/roles.js';
import type { Endpoint } from '@shared/api/endpoint.js';
import { callApi } from '../api/client.js';
import { formatDateTime } from '../lib/date.js';
import { useCan } from '../lib/permissions.js';

interface Props {
  /** The entry's last-change endpoint (GET …/:id/last-change). */
  endpoint: Endpoint<`${string}/:id/last-change`, LastChangeAnswer>;
  id: number;
  /** The list's read permission, which the server asks for too: without it nothing is asked or shown. */
  needs: Permission;
  /** Counts the dialog's own saves: each one asks again. */
  saves?: number;
}

/**
 * „Zuletzt geändert von Ida am 28.11.2026, 10:14“ under an entry's dialog, from the activity log
 * (GET …/:id/last-change). Nothing while it loads, when the log holds no change of it, or when the
 * question fails: the dialog works without it.
 */
export function LastChange({ endpoint, id, needs, saves = 0 }: Props) {
  const allowed = useCan()(needs);
  const { data } = useQuery({
    // Not under the list's key: a delete from the open dialog would ask again for a gone entry (404).
    queryKey: ['last-change', endpoint.path, id, saves],
    queryFn: () => callApi(endpoint, { params: { id } }),
    enabled: allowed,
    // After a save the line stays until the new answer replaces it.
    placeholderData: keepPreviousData,
    // Someone else may have changed it since: asked again at every opening.
    staleTime: 0,
  });
  const change = allowed ? data?.lastChange : null;
  if (!change) return null;
  return (
    <Typography.Paragraph type="secondary" className="last-change">
      Zuletzt geändert von {change.actorName} am {formatDateTime(change.at)}
    </Typography.Paragraph>
  );
}
