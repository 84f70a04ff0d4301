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
 * samples when the server returns nothing or fails. Only the fields the sections show are read:
 * TanStack Query re-renders a component for the fields it has read, so the refetch right after
 * hydration (zero stale time) that brings back the same list re-renders nothing; reading the
 * whole result (isFetching) re-rendered the hero, the feedbacks and the FAQ twice on every load.
 */
function useWithFallback<N extends 'feedbacks' | 'faqs'>(name: N, fallback: Array<ContentItems[N]>) {
  const { data, isError, isSuccess, isPending } = useQuery<Array<ContentItems[N]>>({
    queryKey: publicContentQueryKey(name),
    staleTime: 0,
    refetchInterval: FIVE_MINUTES,
  });
  const useFallback = isError || (isSuccess && data.length === 0);
  return { isPending, items: useFallback ? fallback : (data ?? []) };
}

export const useFeedbacks = () => useWithFallback('feedbacks', FALLBACK_FEEDBACK_ITEMS);
export const useFaqs = () => useWithFallback('faqs', FALLBACK_FAQ_ITEMS);
