import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NewsletterIssue,
  NewsletterIssueSummary,
  NewsletterOverview,
  NewsletterSubscriberPage,
} from '@shared/api-types.js';
import { apiRequest } from '../../api/client.js';

/** The newsletter's admin API (docs: the issue 40 contract); the query keys are these paths. */
export const newsletterPaths = {
  overview: '/api/admin/newsletter',
  issues: '/api/admin/newsletter/issues',
  issue: (id: number) => `/api/admin/newsletter/issues/${id}`,
  test: (id: number) => `/api/admin/newsletter/issues/${id}/test`,
  send: (id: number) => `/api/admin/newsletter/issues/${id}/send`,
  subscribers: '/api/admin/newsletter/subscribers',
  subscriber: (id: number) => `/api/admin/newsletter/subscribers/${id}`,
  export: '/api/admin/newsletter/subscribers/export',
} as const;

/** While an issue is being sent, its figures are asked for this often. */
export const PROGRESS_POLL_MS = 2000;

/** Counts, whether the newsletter is offered (and why not). */
export const useNewsletterOverview = (enabled = true) =>
  useQuery<NewsletterOverview>({ queryKey: [newsletterPaths.overview], enabled });

/** The issues, newest first; asked again every 2 s while one of them is being sent (its figures). */
export const useNewsletterIssues = () =>
  useQuery<NewsletterIssueSummary[]>({
    queryKey: [newsletterPaths.issues],
    refetchInterval: (query) =>
      query.state.data?.some((issue) => issue.status === 'sending') ? PROGRESS_POLL_MS : false,
  });

/** One issue with its text; asked again every 2 s while it is being sent, until it is sent. */
export const useNewsletterIssue = (id: number | null) =>
  useQuery<NewsletterIssue>({
    queryKey: [newsletterPaths.issue(id ?? 0)],
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });

/** One page of subscribers (server-side search, status filter and pages). */
export function useNewsletterSubscribers(params: URLSearchParams) {
  const search = params.toString();
  return useQuery<NewsletterSubscriberPage>({
    queryKey: [newsletterPaths.subscribers, search],
    queryFn: async () =>
      (await (
        await apiRequest('GET', `${newsletterPaths.subscribers}?${search}`)
      ).json()) as NewsletterSubscriberPage,
    placeholderData: keepPreviousData,
  });
}

/** After a write: the lists, the counts and (when given) the one issue are asked again. */
export function useNewsletterRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (id?: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [newsletterPaths.overview] }),
        queryClient.invalidateQueries({ queryKey: [newsletterPaths.issues] }),
        queryClient.invalidateQueries({ queryKey: [newsletterPaths.subscribers] }),
        ...(id === undefined
          ? []
          : [queryClient.invalidateQueries({ queryKey: [newsletterPaths.issue(id)] })]),
      ]),
    [queryClient],
  );
}
