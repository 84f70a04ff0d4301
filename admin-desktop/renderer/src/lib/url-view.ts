import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ViewCodec<V> {
  /** The view in the address's search parameters (leniently: defaults for what is missing). */
  read(params: URLSearchParams): V;
  /** The view as search parameters. */
  write(view: V): URLSearchParams;
}

export type ViewUpdate<V> = (change: Partial<V>, options?: { replace?: boolean }) => void;

/**
 * Applies each change of a view to the address as it is at that moment, never to a copy from the
 * last render. The router renders a navigation as a transition, so a render can lag behind the
 * address: a search typed right after choosing a filter (its timer holding the older render's
 * callback) would otherwise write the old view back and drop the filter.
 */
export function urlViewUpdater<V>(
  codec: ViewCodec<V>,
  currentSearch: () => string,
  navigate: (params: URLSearchParams, options: { replace: boolean }) => void,
): ViewUpdate<V> {
  return (change, { replace = false } = {}) =>
    navigate(codec.write({ ...codec.read(new URLSearchParams(currentSearch())), ...change }), { replace });
}

/**
 * A view kept in the URL (so Reload, Back and a shared link show the same): the view as last
 * rendered, and the update that changes it (a new history entry, or in place of the current one).
 */
export function useUrlView<V>(codec: ViewCodec<V>): [V, ViewUpdate<V>] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => codec.read(searchParams), [codec, searchParams]);
  const update = useMemo(
    () => urlViewUpdater(codec, () => window.location.search, setSearchParams),
    [codec, setSearchParams],
  );
  return [view, update];
}
