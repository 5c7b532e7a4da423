import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReloadButton } from '@/components/layout/reload-button';
import { Heart, ShoppingBasket, WifiOff } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/section';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * What the service worker shows for a page it cannot fetch and never kept (app/sw.ts, ADR 0014):
 * precached with each build, in each language. Also reachable at its address; never indexed.
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/offline',
    title: t('offlinePage.title'),
    description: t('offlinePage.metaDescription'),
    siteName: t('common.siteName'),
    index: false,
  });
}

export default async function OfflinePage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <div className="mx-auto max-w-xl">
      <div className="mt-8 grid size-20 place-items-center rounded-full bg-amber-100 text-amber-950">
        <WifiOff aria-hidden="true" className="size-9" />
      </div>
      <PageTitle>{t('offlinePage.title')}</PageTitle>
      <p className="text-muted">{t('offlinePage.text')}</p>
      <div className="mt-6">
        <ReloadButton>{t('common.retry')}</ReloadButton>
      </div>
      <section aria-labelledby="offline-works" className="mt-8 rounded-card bg-surface p-5 shadow-card">
        <h2 id="offline-works" className="text-lg font-bold">
          {t('offlinePage.worksTitle')}
        </h2>
        <ul className="mt-3 space-y-3">
          <li>
            <Link href="/cart" className={buttonClass('secondary', 'w-full justify-start')}>
              <ShoppingBasket aria-hidden="true" className="size-5" />
              {t('offlinePage.cart')}
            </Link>
          </li>
          <li>
            <Link href="/favourites" className={buttonClass('secondary', 'w-full justify-start')}>
              <Heart aria-hidden="true" className="size-5" />
              {t('offlinePage.favourites')}
            </Link>
          </li>
          <li className="px-1 text-sm">{t('offlinePage.seen')}</li>
        </ul>
        <p className="mt-4 text-sm text-muted">{t('offlinePage.needsNetwork')}</p>
      </section>
    </div>
  );
}
