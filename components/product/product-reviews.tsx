'use client';

import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { Star } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { clientOnly } from '@/components/ui/lazy';
import { MediaImage } from '@/components/ui/media-image';
import { Rating } from '@/components/ui/rating';
import type { Comment, CommentsPage, RatingCount } from '@/lib/contract/catalog';
import type { Locale } from '@/lib/contract/values';
import { formatDate } from '@/lib/domain/datetime';
import { meanRating, REVIEW_FORM_ANCHOR } from '@/lib/domain/reviews';
import { mediaUrl } from '@/lib/media/url';
import { useLoggedIn } from '@/lib/stores/hooks';

/** The review form: loaded only for a logged-in shopper (a visitor's page carries none of it). */
const ReviewWriter = clientOnly(() => import('./review-form').then((m) => m.ReviewWriter));

const STARS = [5, 4, 3, 2, 1] as const;

/** The pages read so far for one star filter ("all" or 1-5). */
interface Pages {
  pages: CommentsPage[];
  fetching: boolean;
  error: boolean;
}

/** The API client and the request, fetched with the first request (not in the page's first load). */
async function fetchComments(productId: number, page: number, rating: number | null): Promise<CommentsPage> {
  const [{ browserApi }, { getComments }, { COMMENTS_PAGE_SIZE }] = await Promise.all([
    import('@/lib/api/browser'),
    import('@/lib/api/products'),
    import('@/lib/api/comments'),
  ]);
  return getComments(browserApi(), productId, { page, size: COMMENTS_PAGE_SIZE, rating: rating ?? undefined });
}

/**
 * The reviews page after page, per star filter, kept while the page is open (switching back to a
 * filter shows what was read). The first page of all reviews comes from the server.
 */
function useReviewPages(productId: number, rating: number | null, initial: CommentsPage | null) {
  const key = rating === null ? 'all' : String(rating);
  const [byFilter, setByFilter] = useState<Record<string, Pages | undefined>>(() =>
    initial ? { all: { pages: [initial], fetching: false, error: false } } : {},
  );
  const entry = byFilter[key];

  const load = useCallback(
    (page: number) => {
      setByFilter((all) => ({ ...all, [key]: { pages: all[key]?.pages ?? [], fetching: true, error: false } }));
      fetchComments(productId, page, rating).then(
        (next) =>
          setByFilter((all) => ({
            ...all,
            [key]: { pages: [...(all[key]?.pages ?? []).filter((p) => p.number < next.number), next], fetching: false, error: false },
          })),
        () => setByFilter((all) => ({ ...all, [key]: { pages: all[key]?.pages ?? [], fetching: false, error: true } })),
      );
    },
    [key, productId, rating],
  );

  const missing = !entry;
  useEffect(() => {
    if (missing) load(1);
  }, [missing, load]);

  const pages = entry?.pages ?? [];
  const last = pages[pages.length - 1];
  return {
    pages,
    isPending: pages.length === 0 && !entry?.error,
    isError: Boolean(entry?.error),
    isFetching: Boolean(entry?.fetching) || missing,
    isFetchingNextPage: Boolean(entry?.fetching) && pages.length > 0,
    hasNextPage: Boolean(last && !last.last),
    fetchNextPage: () => last && load(last.number + 1),
    refetch: () => load(1),
    /** After the shopper's own review: the first page of all reviews, read again; the other filters forgotten. */
    reload: () =>
      fetchComments(productId, 1, null).then(
        (first) => setByFilter({ all: { pages: [first], fetching: false, error: false } }),
        () => setByFilter({}),
      ),
  };
}

/**
 * The reviews of a product: counts per star as bars that filter the list, the list itself and
 * "show more" for the next 5. The first page of all reviews comes from the server with the page.
 */
export function ProductReviews({ productId, initial }: { productId: number; initial: CommentsPage | null }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const loggedIn = useLoggedIn();
  const [rating, setRating] = useState<number | null>(null);
  const query = useReviewPages(productId, rating, initial);
  const pages = query.pages;
  const comments = pages.flatMap((p) => p.content);
  const counts: RatingCount | undefined = pages[0]?.rating_count ?? initial?.rating_count;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const shownTotal = pages[0]?.totalElements ?? 0;
  const { reload } = query;

  // The shopper's review is in: the list, the counts and the mean from the API again, and the
  // page's own figures (the rating by the title) from the server, without leaving the page.
  const saved = useCallback(() => {
    setRating(null);
    void reload();
    router.refresh();
  }, [reload, router]);

  const writer = loggedIn && (
    <div id={REVIEW_FORM_ANCHOR} className="scroll-mt-28">
      <ReviewWriter productId={productId} onSaved={saved} />
    </div>
  );

  if (counts && total === 0)
    return (
      <div className="space-y-4">
        {writer}
        <p className="text-muted">{t('product.noReviews')}</p>
      </div>
    );

  const mean = counts ? meanRating(counts) : null;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
      {writer && <div className="lg:col-span-2">{writer}</div>}
      {counts && mean && (
        <div role="group" aria-label={t('productPage.reviewsFilter')} className="space-y-1 self-start rounded-card bg-surface p-4 shadow-card">
          {/* The mean and the count as the product's figures are computed (lib/domain/reviews.ts): they follow a new review at once. */}
          <div className="flex items-center gap-3 px-3 pb-2" data-testid="reviews-summary">
            <span className="sr-only">{t('product.rating', { rating: mean.rating.toFixed(1) })}</span>
            <span className="text-3xl font-bold tabular-nums" aria-hidden="true" data-testid="reviews-average">
              {mean.rating.toFixed(1)}
            </span>
            <span className="text-sm text-muted">
              <span aria-hidden="true" className="flex">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} className={clsx('size-4', n <= Math.round(mean.rating) ? 'fill-star text-star' : 'text-line')} />
                ))}
              </span>
              <span className="block" data-testid="reviews-count">
                {t('product.reviewsCount', { count: mean.count })}
              </span>
            </span>
          </div>
          <button
            type="button"
            aria-pressed={rating === null}
            onClick={() => setRating(null)}
            className={clsx(
              'flex min-h-11 w-full items-center rounded-control px-3 text-left text-sm font-semibold',
              rating === null ? 'bg-brand-50 text-brand-800' : 'hover:bg-canvas',
            )}
          >
            {t('productPage.allReviews', { count: total })}
          </button>
          {STARS.map((stars) => {
            const count = counts[String(stars) as keyof RatingCount];
            const share = total ? Math.round((count / total) * 100) : 0;
            return (
              <button
                key={stars}
                type="button"
                aria-pressed={rating === stars}
                disabled={count === 0}
                onClick={() => setRating(stars)}
                className={clsx(
                  'flex min-h-11 w-full items-center gap-2 rounded-control px-3 text-sm disabled:opacity-50',
                  rating === stars ? 'bg-brand-50 text-brand-800' : 'enabled:hover:bg-canvas',
                )}
              >
                {/* The name is this text, not an aria-label that differs from the figures shown (axe's label-content-name-mismatch). */}
                <span className="sr-only">{t('productPage.starsCount', { stars, count })}</span>
                <span aria-hidden="true" className="inline-flex w-8 items-center gap-0.5 font-semibold tabular-nums">
                  {stars}
                  <Star className="size-3.5 fill-star text-star" />
                </span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line">
                  <span className="block h-full rounded-full bg-star" style={{ width: `${share}%` }} />
                </span>
                <span aria-hidden="true" className="w-8 text-right tabular-nums text-muted">
                  {count}
                </span>
              </button>
            );
          })}
        </div>
      )}

      <div className="space-y-4" aria-live="polite" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ul className="grid grid-cols-1 gap-3" aria-label={t('common.loading')}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-28 animate-pulse rounded-card bg-surface shadow-card" />
            ))}
          </ul>
        ) : query.isError && comments.length === 0 ? (
          <div className="rounded-card bg-surface p-5 shadow-card">
            <p className="text-muted">{t('common.somethingWentWrong')}</p>
            <button
              type="button"
              onClick={() => query.refetch()}
              className="mt-3 min-h-11 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('common.retry')}
            </button>
          </div>
        ) : comments.length === 0 ? (
          <p className="text-muted">{t('productPage.noReviewsForRating')}</p>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3" data-testid="reviews-list">
              {comments.map((comment) => (
                <ReviewItem key={comment.id} comment={comment} locale={locale} answerLabel={t('product.answer')} />
              ))}
            </ul>
            <p className="text-sm text-muted">{t('productPage.reviewsShown', { shown: comments.length, total: shownTotal })}</p>
            {query.hasNextPage && (
              <button
                type="button"
                onClick={() => query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                className="min-h-11 rounded-control border border-line bg-surface px-5 text-sm font-semibold hover:bg-canvas disabled:opacity-60"
              >
                {query.isFetchingNextPage ? t('common.loading') : t('productPage.showMore')}
              </button>
            )}
            {query.isError && <p className="text-sm text-sale-700">{t('common.somethingWentWrong')}</p>}
          </>
        )}
      </div>
    </div>
  );
}

function ReviewItem({ comment, locale, answerLabel }: { comment: Comment; locale: Locale; answerLabel: string }) {
  const t = useTranslations('reviews');
  return (
    <li className="rounded-card bg-surface p-5 shadow-card" data-rating={comment.rating} data-testid="review">
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold">{comment.name}</p>
        <time dateTime={comment.created_at} className="text-xs text-muted">
          {formatDate(comment.created_at, locale)}
        </time>
      </div>
      <Rating rating={comment.rating} className="mt-1" />
      <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-ink/85">{comment.comment}</p>
      {comment.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {comment.images.map((image, i) => {
            const url = mediaUrl(image.image);
            if (!url) return null;
            const alt = t('photoOf', { name: comment.name, index: i + 1 });
            return (
              <li key={image.id}>
                {/* The photo at its stored size, in a new tab. */}
                <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-tile focus-visible:ring-2 focus-visible:ring-brand-600">
                  <MediaImage src={image.image} alt={alt} width={80} height={80} className="size-20 rounded-tile bg-canvas object-cover" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {comment.answers.map((answer) => (
        <div key={answer.id} className="mt-3 rounded-tile bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-brand-800">
            {answerLabel} · {answer.name}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-ink/85">{answer.comment}</p>
        </div>
      ))}
    </li>
  );
}
