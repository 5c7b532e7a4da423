'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api/http';
import { LoadError as SharedLoadError } from '@/components/ui/load-error';
import { inputClass } from './field';

/** The pieces every console list and page shares: loading, a failed load, pages, filter chips. */

export function Loading({ className = 'h-64' }: { className?: string }) {
  return <div aria-busy="true" className={clsx('animate-pulse rounded-card bg-line/50', className)} />;
}

/** A pressable chip of the console (a filter, a store to pick), filled while pressed. */
export const chipClass = (pressed: boolean, className?: string) =>
  clsx(
    'min-h-11 rounded-full border px-4 text-sm font-semibold',
    pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-surface hover:bg-brand-50',
    className,
  );

/**
 * A row of chips: scrolling sideways on a phone; from 768 px they wrap onto a second line instead,
 * so that none hides past the screen's edge (the board's nine statuses are wider than a 1366 px
 * laptop's column in Uzbek).
 */
export const chipRowClass = '-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none md:mx-0 md:flex-wrap md:overflow-visible md:px-0';

/** A row of filter chips (one pressed), as chipRowClass lays them out. */
export function FilterChips<T>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className={chipRowClass}>
      {options.map((o) => (
        <button
          key={String(o.value ?? 'all')}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={chipClass(value === o.value, 'shrink-0 whitespace-nowrap')}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('console');
  return <SharedLoadError message={t('loadError')} retryLabel={t('retry')} onRetry={onRetry} />;
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
/** Why an upload (a photo, a logo, a picture) was refused: the file's own reason when the server gives one. */
export function uploadFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? (error.fields?.file ?? error.message) : fallback;
}

export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.code !== 'invalid_response' ? error.message : fallback;
}

/** A list's search box and, unless a new item's form is open, its "new" button (the promo codes' pages). */
export function SearchToolbar({
  label,
  findLabel,
  newLabel,
  creating,
  onSearch,
  onNew,
}: {
  label: string;
  findLabel: string;
  newLabel: string;
  creating: boolean;
  onSearch: (q: string) => void;
  onNew: () => void;
}) {
  const [draft, setDraft] = useState('');
  const searchId = useId();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-2">
      <form
        role="search"
        className="flex min-w-0 flex-1 items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
            {label}
          </label>
          <input id={searchId} type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {findLabel}
        </button>
      </form>
      {!creating && (
        <button type="button" onClick={onNew} className={buttonClass('primary')}>
          {newLabel}
        </button>
      )}
    </div>
  );
}
