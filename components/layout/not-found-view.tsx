'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { MediaImage } from '@/components/ui/media-image';

/**
 * The 404 of the locale (app/[locale]/not-found.tsx loads it). A client component: Next renders
 * the not-found boundary apart from the layout that sets the request locale, so it reads its texts
 * from the layout's NextIntlClientProvider instead.
 */
export function NotFoundView() {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <div className="relative mb-6 grid size-36 place-items-center rounded-full bg-brand-50">
        <MediaImage src="/media/emoji/thinking-face.svg" alt="" width={80} height={80} />
      </div>
      <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{t('notFound.code')}</p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={`/${locale}`} className={buttonClass('primary')}>
          {t('common.goHome')}
        </Link>
        <Link href={`/${locale}/catalog`} className={buttonClass('secondary')}>
          {t('nav.catalog')}
        </Link>
      </div>
    </div>
  );
}
