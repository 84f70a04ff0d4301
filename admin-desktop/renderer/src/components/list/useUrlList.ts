import { useEffect } from 'react';
import type { AnswerOf, Endpoint } from '@shared/api/endpoint.js';
import { useApiPage } from '../../api/client.js';
import { useUrlView, type ViewCodec, type ViewUpdate } from '../../lib/url-view.js';

/** What every server-paged view of the control centre has besides its filters. */
export interface PagedView {
  page: number;
  pageSize: number;
}

export interface UrlListOptions<E extends Endpoint, V extends PagedView> {
  /** The list's endpoint: GET of a page, its total in X-Total-Count. */
  endpoint: E;
  /** The view in the address (?status=new&page=2), leniently read. */
  codec: ViewCodec<V>;
  /** The request of one page: the filters, and page and size always (so the server answers a page). */
  request: (view: V) => URLSearchParams;
  /** Asked again whenever the screen opens (a list other writes change, as the activity log). */
  fresh?: boolean;
}

/** One screen's server-paged list whose view lives in the URL: the view, its page and its changes. */
export interface UrlList<T, V extends PagedView> {
  view: V;
  navigateTo: ViewUpdate<V>;
  /** A filter (or the order) changed: back to page 1. `replace` for a search being typed. */
  filterBy: (change: Partial<Omit<V, keyof PagedView>>, options?: { replace?: boolean }) => void;
  /** The pager: a new size starts again at page 1. */
  turnTo: (page: number, pageSize: number) => void;
  rows: T[];
  total: number;
  /** The page shown: a page past the end shows the last one (and the address follows). */
  page: number;
  loading: boolean;
  /** Nothing to show: the first load failed. */
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

/** The rows of a list endpoint's answer. */
type RowOf<E extends Endpoint> = AnswerOf<E> extends readonly (infer R)[] ? R : never;

/**
 * The state of a URL-synced, server-paged list (applications, Protokoll): the view read from the
 * address, one page from the server (the previous page stays while the next loads), and a page past
 * the end (its last rows were deleted, an old link, a narrower filter) replaced by the last page.
 * The list is its declared endpoint (the rows' type comes from it).
 */
export function useUrlList<E extends Endpoint, V extends PagedView>(
  options: UrlListOptions<E, V>,
): UrlList<RowOf<E>, V> {
  const [view, navigateTo] = useUrlView(options.codec);
  const list = useApiPage(options.endpoint, options.request(view), { fresh: options.fresh });
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / view.pageSize));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && view.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) navigateTo({ page: lastPage } as Partial<V>, { replace: true });
  }, [pastTheEnd, lastPage, navigateTo]);

  return {
    view,
    navigateTo,
    filterBy: (change, filterOptions) => navigateTo({ ...change, page: 1 } as Partial<V>, filterOptions),
    turnTo: (page, pageSize) =>
      navigateTo({ page: pageSize === view.pageSize ? page : 1, pageSize } as Partial<V>),
    rows: list.data?.rows ?? [],
    total,
    page: Math.min(view.page, lastPage),
    loading: list.isPending || list.isPlaceholderData,
    failed: list.isError && !list.data,
    retrying: list.isFetching,
    retry: () => void list.refetch(),
  };
}
