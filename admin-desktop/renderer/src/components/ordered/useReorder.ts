import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf, type ContentCrud } from '@admin/api/client.js';
import type { OrderUpdate } from '@admin/lib/order.js';

/**
 * Reordering of a list: the given order updates are sent as PATCH {order} calls (only the order
 * field), then the list is refetched once, also after a failure, so the screen always shows what
 * the server holds. `isPending` lasts until the refetch is in, so a further move never starts from
 * stale order values.
 */
export function useReorder(group: ContentCrud) {
  const queryClient = useQueryClient();
  const mutation = useMutation<void, Error, OrderUpdate[]>({
    mutationFn: async (updates) => {
      for (const { id, order } of updates) await callApi(group.update, { params: { id }, body: { order } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(group.list) }),
  });

  const apply = (
    updates: readonly OrderUpdate[] | null,
    callbacks: { onSuccess?: () => void; onError: (error: Error) => void },
  ) => {
    if (updates && updates.length > 0) mutation.mutate([...updates], callbacks);
  };

  return { apply, isPending: mutation.isPending };
}
