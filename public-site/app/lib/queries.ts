import { useQuery } from '@tanstack/react-query';
import { FALLBACK_FAQ_ITEMS, FALLBACK_FEEDBACK_ITEMS } from '@shared/fallback-content.js';
import { publicContentQueryKey, type ContentItems, type ContentTypeName } from '@shared/content-types.js';

const FIVE_MINUTES = 5 * 60_000;

/** A public content list; the server renders the page with it already in the cache. */
const useContent = <N extends ContentTypeName>(name: N) =>
  useQuery<Array<ContentItems[N]>>({ queryKey: publicContentQueryKey(name) });

export const useLivestreams = () => useContent('livestreams');
export const useHighlights = () => useContent('highlights');
export const useStreamers = () => useContent('streamers');

/**
 * Feedbacks and FAQ refetch every 5 minutes with zero stale time and fall back to the built-in
 * samples when the server returns nothing or fails.
 */
function useWithFallback<N extends 'feedbacks' | 'faqs'>(name: N, fallback: Array<ContentItems[N]>) {
  const query = useQuery<Array<ContentItems[N]>>({
    queryKey: publicContentQueryKey(name),
    staleTime: 0,
    refetchInterval: FIVE_MINUTES,
  });
  const useFallback = query.isError || (query.isSuccess && query.data.length === 0);
  return { ...query, items: useFallback ? fallback : (query.data ?? []) };
}

export const useFeedbacks = () => useWithFallback('feedbacks', FALLBACK_FEEDBACK_ITEMS);
export const useFaqs = () => useWithFallback('faqs', FALLBACK_FAQ_ITEMS);
