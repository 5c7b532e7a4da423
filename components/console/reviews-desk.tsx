'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Star } from '@/components/ui/icons';
import { browserApi } from '@/lib/api/browser';
import { answerReview, consoleReviewsQuery, reviewKeys, setReviewHidden } from '@/lib/api/console-people';
import type { ConsoleReview } from '@/lib/contract/console-reviews';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { REVIEW_ANSWER_MAX } from '@/lib/domain/support-desk';
import { Link } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { useConsoleStore } from './store-switcher';
import { useUrlFilters } from './url-state';
import { LoadError, Loading, Pager, failureText, chipClass } from './list-parts';
import { AnswerForm } from './answer-form';

const PAGE_SIZE = 20;

/** The contract's schema of an answer, loaded with the form's first check (components/forms/contract-form.ts). */
const loadReviewAnswer = () => import('@/lib/contract/console-reviews').then((m) => m.ReviewAnswerInputSchema);

/**
 * /console/reviews (staff): the reviews of the caller's stores' products, newest first,
 * answered in place; an operator sees every store's (the console's store switcher filters them) and hides or shows them.
 */
export function ReviewsDesk() {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const scope = useConsoleScope();
  // The store comes from the console's switcher; visibility and page from the URL too.
  const [store] = useConsoleStore();
  const filters = useUrlFilters(['hidden'] as const);
  const hidden = filters.values.hidden === '0' || filters.values.hidden === '1' ? filters.values.hidden : undefined;
  const page = filters.page;
  const setPage = filters.setPage;
  const reviews = useQuery(consoleReviewsQuery(browserApi(), locale, { store, hidden, page, size: PAGE_SIZE }));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {scope.all_stores && (
          <div role="group" aria-label={t('reviews.visibility')} className="flex gap-2 overflow-x-auto pb-1 scrollbar-none">
            {([undefined, '0', '1'] as const).map((h) => (
              <button
                key={h ?? 'all'}
                type="button"
                aria-pressed={hidden === h}
                onClick={() => filters.set({ hidden: h })}
                className={chipClass(hidden === h, 'shrink-0 whitespace-nowrap')}
              >
                {h === undefined ? t('allStatuses') : h === '1' ? t('reviews.onlyHidden') : t('reviews.onlyVisible')}
              </button>
            ))}
          </div>
        )}
      </div>
      {reviews.isPending ? (
        <Loading />
      ) : reviews.isError ? (
        <LoadError onRetry={() => reviews.refetch()} />
      ) : reviews.data.empty ? (
        <EmptyState emoji="speech-balloon" title={t('reviews.none')} />
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('reviews.list')}>
            {reviews.data.content.map((review) => (
              <ReviewCard key={review.id} review={review} operator={scope.all_stores} />
            ))}
          </ul>
          <Pager page={reviews.data.number} pages={reviews.data.totalPages} first={reviews.data.first} last={reviews.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

function ReviewCard({ review, operator }: { review: ConsoleReview; operator: boolean }) {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one of the card's actions; throws what it threw, after the list is asked for again. */
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      toast(done);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    }
  };
  const failure = (e: unknown) => failureText(e, t('saveError'));

  return (
    <li data-testid="console-review" className={clsx('rounded-card bg-surface p-4 shadow-card', review.hidden && 'opacity-90 ring-2 ring-amber-300')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link href={`/products/${review.product.id}`} className="font-bold text-brand-700 hover:underline">
            {review.product.name}
          </Link>
          <p className="text-sm text-muted">
            {review.store.brand_name} · {review.name} · <time dateTime={review.created_at}>{formatDateTime(review.created_at, locale)}</time>
          </p>
        </div>
        <span className="inline-flex items-center gap-1 text-sm font-semibold">
          <Star aria-hidden="true" className="size-4 fill-star text-star" />
          <span className="sr-only">{t('reviews.rating', { rating: review.rating })}</span>
          <span aria-hidden="true">{review.rating}</span>
        </span>
      </div>
      {review.hidden && <p className="mt-1 inline-block rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800">{t('reviews.hidden')}</p>}
      <p className="mt-2 whitespace-pre-line">{review.comment}</p>
      {review.answers.length > 0 && (
        <ol className="mt-3 space-y-2 border-l-2 border-brand-200 pl-3 text-sm" aria-label={t('reviews.answers')}>
          {review.answers.map((a) => (
            <li key={a.id}>
              <span className="block text-muted">
                {a.name} · {formatDateTime(a.created_at, locale)}
              </span>
              <span className="whitespace-pre-line">{a.comment}</span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-control bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <AnswerForm
        load={loadReviewAnswer}
        label={t('reviews.answer')}
        max={REVIEW_ANSWER_MAX}
        rows={2}
        busy={busy}
        send={(text) => run(() => answerReview(browserApi(), review.id, text), t('reviews.answered'))}
        onFailure={setError}
        failure={failure}
      >
        {operator && (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              run(() => setReviewHidden(browserApi(), review.id, !review.hidden), review.hidden ? t('reviews.unhidden') : t('reviews.hiddenDone')).catch(
                (e: unknown) => setError(failure(e)),
              )
            }
            className={buttonClass('secondary')}
          >
            {review.hidden ? t('reviews.unhide') : t('reviews.hide')}
          </button>
        )}
      </AnswerForm>
    </li>
  );
}
