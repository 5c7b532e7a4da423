import { infiniteQueryOptions } from './query-options';
import type { Http } from './http';
import { getComments } from './products';
import type { Locale } from '@/lib/contract/values';

/** Comments are read 5 at a time by default. */
export const COMMENTS_PAGE_SIZE = 5;

export const commentKeys = {
  all: ['comments'] as const,
  list: (locale: Locale, productId: number, rating: number | null) => [...commentKeys.all, locale, productId, rating ?? 'all'] as const,
};

/** A product's comments, optionally of one star rating, page after page ("show more"). */
export const commentsInfiniteQuery = (http: Http, locale: Locale, productId: number, rating: number | null) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(locale, productId, rating),
    queryFn: ({ pageParam }) => getComments(http, productId, { page: pageParam, size: COMMENTS_PAGE_SIZE, rating: rating ?? undefined }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    staleTime: 60_000,
  });
