'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { MediaImage } from '@/components/ui/media-image';
import { Link } from '@/lib/i18n/navigation';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
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
        <button type="button" onClick={() =>
            startTransition(() => {
              // Fetch the server part again, then render the segment anew.
              router.refresh();
              reset();
            })
          } className={buttonClass('primary')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('common.retry')}
        </button>
        <Link href="/" className={buttonClass('secondary')}>
          {t('common.goHome')}
        </Link>
      </div>
    </div>
  );
}
