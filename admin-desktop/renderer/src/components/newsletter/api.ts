import { useCallback } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { API, queryKeyOf, useApiQuery } from '../../api/client.js';

const { overview, issues, subscribers } = API.newsletter;

/** While an issue is being sent, its figures are asked for this often. */
export const PROGRESS_POLL_MS = 2000;

/** Counts, whether the newsletter is offered (and why not). */
export const useNewsletterOverview = (enabled = true) => useApiQuery(overview, undefined, { enabled });

/** The issues, newest first; asked again every 2 s while one of them is being sent (its figures). */
export const useNewsletterIssues = () =>
  useApiQuery(issues.list, undefined, {
    refetchInterval: (query) =>
      query.state.data?.some((issue) => issue.status === 'sending') ? PROGRESS_POLL_MS : false,
  });

/** The query key of one issue (its editor writes a saved draft there). */
export const issueKey = (id: number) => queryKeyOf(issues.get, { params: { id } });

/** One issue with its text; asked again every 2 s while it is being sent, until it is sent. */
export const useNewsletterIssue = (id: number | null) =>
  useApiQuery(
    issues.get,
    { params: { id: id ?? 0 } },
    {
      enabled: id !== null,
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
    },
  );

/** One page of subscribers (server-side search, status filter and pages). */
export const useNewsletterSubscribers = (params: URLSearchParams) =>
  useApiQuery(subscribers.list, { query: params }, { placeholderData: keepPreviousData });

/** After a write: the lists, the counts and (when given) the one issue are asked again. */
export function useNewsletterRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (id?: number) =>
      Promise.all([
        ...[overview, issues.list, subscribers.list].map((read) =>
          queryClient.invalidateQueries({ queryKey: [read.path] }),
        ),
        ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: issueKey(id) })]),
      ]),
    [queryClient],
  );
}
