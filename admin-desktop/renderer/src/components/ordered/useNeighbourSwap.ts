import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ListPath } from '../../api/client.js';
import { neighbourSwap, type Direction, type Ordered, type OrderUpdate } from '../../lib/order.js';

/**
 * Move up/down of highlights and streamers (spec section 4): the entry and its neighbour swap
 * their order values with two PATCH {order} calls. The list is refetched once afterwards, also
 * after a failure, so the table always shows what the server holds.
 */
export function useNeighbourSwap(listPath: ListPath) {
  const queryClient = useQueryClient();
  const mutation = useMutation<void, Error, OrderUpdate[]>({
    mutationFn: async (updates) => {
      for (const { id, order } of updates) await apiRequest('PATCH', `${listPath}/${id}`, { order });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listPath] }),
  });

  const move = (
    items: readonly Ordered[],
    id: number,
    direction: Direction,
    onError: (error: Error) => void,
  ) => {
    const updates = neighbourSwap(items, id, direction);
    if (updates) mutation.mutate(updates, { onError });
  };

  return { move, isPending: mutation.isPending };
}
