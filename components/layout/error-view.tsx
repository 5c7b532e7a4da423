'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { MediaImage } from '@/components/ui/media-image';

/** The error boundary's view of the locale (app/[locale]/error.tsx loads it when an error shows). */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <div className="mb-6 grid size-36 place-items-center rounded-full bg-sale-50">
        <MediaImage src="/media/emoji/warning.svg" alt="" width={80} height={80} />
      </div>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('error.title')}</h1>
      <p className="mt-3 text-muted">{t('error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() =>
            startTransition(() => {
              // Fetch the server part again, then render the segment anew.
              router.refresh();
              reset();
            })
          }
          className={buttonClass('primary')}
        >
          {/* lucide's rotate-ccw, inline */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-4"
          >
            <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
            <path d="M3 3v5h5" />
          </svg>
          {t('common.retry')}
        </button>
        <Link href={`/${locale}`} className={buttonClass('secondary')}>
          {t('common.goHome')}
        </Link>
      </div>
    </div>
  );
}
