import { useQuery } from '@tanstack/react-query';
import type * as Api from '../../../shared/api-types.js';
import { FALLBACK_FAQS, FALLBACK_FEEDBACKS } from '../../../shared/fallback-content.js';
import { queryKeys } from '../page-data.js';

const FIVE_MINUTES = 5 * 60_000;

export const useLivestreams = () => useQuery<Api.Livestream[]>({ queryKey: queryKeys.livestreams });
export const useHighlights = () => useQuery<Api.Highlight[]>({ queryKey: queryKeys.highlights });
export const useStreamers = () => useQuery<Api.Streamer[]>({ queryKey: queryKeys.streamers });

const fallbackFeedbacks: Api.Feedback[] = FALLBACK_FEEDBACKS.map((entry, index) => ({
  id: -1 - index,
  ...entry,
}));
const fallbackFaqs: Api.Faq[] = FALLBACK_FAQS.map((entry, index) => ({ id: -1 - index, ...entry }));

/**
 * Feedbacks and FAQ refetch every 5 minutes with zero stale time and fall back to the built-in
 * samples when the server returns nothing or fails (spec sections 4 and 7).
 */
function useWithFallback<T>(queryKey: readonly string[], fallback: T[]) {
  const query = useQuery<T[]>({ queryKey, staleTime: 0, refetchInterval: FIVE_MINUTES });
  const useFallback = query.isError || (query.isSuccess && query.data.length === 0);
  return { ...query, items: useFallback ? fallback : (query.data ?? []) };
}

export const useFeedbacks = () => useWithFallback<Api.Feedback>(queryKeys.feedbacks, fallbackFeedbacks);
export const useFaqs = () => useWithFallback<Api.Faq>(queryKeys.faqs, fallbackFaqs);
