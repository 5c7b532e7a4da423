'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api/http';

/** Small pieces the users, audit and reviews pages share (issue 18). */

export const fieldClass = 'min-h-11 w-full rounded-control border border-line bg-surface px-3 aria-[invalid]:border-red-600';

export function Loading() {
  return <div aria-busy="true" className="h-64 animate-pulse rounded-card bg-line/50" />;
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('console');
  return (
    <p role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-red-50 p-4 text-sm text-red-700">
      {t('loadError')}
      <button type="button" onClick={onRetry} className="min-h-11 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50">
        {t('retry')}
      </button>
    </p>
  );
}

export function Pager({ page, pages, first, last, onPage }: { page: number; pages: number; first: boolean; last: boolean; onPage: (page: number) => void }) {
  const t = useTranslations('console');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" disabled={first} onClick={() => onPage(page - 1)} className={buttonClass('secondary')}>
        {t('previous')}
      </button>
      <span className="text-sm text-muted">{t('pageOf', { page, pages })}</span>
      <button type="button" disabled={last} onClick={() => onPage(page + 1)} className={buttonClass('secondary')}>
        {t('next')}
      </button>
    </nav>
  );
}

/** The server's own words (sent in the caller's language) for a refusal; ours for anything else. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.code !== 'invalid_response' ? error.message : fallback;
}
