import clsx from 'clsx';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoreCard } from '@/components/catalog/store-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageTitle } from '@/components/ui/section';
import { orNull } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import { getStoreIndex, getStores } from '@/lib/api/stores';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { intParam, letterParam, param, type SearchParams } from '@/lib/i18n/search-params';

const PAGE_SIZE = 24;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/stores', title: t('stores.title'), description: t('stores.description'), siteName: t('common.siteName') });
}

/** The A–Z index (store/all/) and the stores, filtered by ?letter=. */
export default async function StoresPage({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const letter = letterParam(param(query, 'letter'));
  const page = intParam(param(query, 'page'), 10_000) ?? 1;
  const t = await getTranslations();
  const api = serverApi(locale);
  const [index, stores] = await Promise.all([orNull(getStoreIndex(api)), getStores(api, { letter, page, size: PAGE_SIZE })]);

  const chip = 'inline-grid min-h-11 min-w-11 place-items-center rounded-control px-3 text-sm font-semibold';
  const hrefFor = (p: number) => `/stores?${new URLSearchParams({ ...(letter ? { letter } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;

  return (
    <>
      <PageTitle>{letter ? t('stores.letterTitle', { letter: letter.toUpperCase() }) : t('stores.title')}</PageTitle>
      {index && index.length > 0 && (
        <nav aria-label={t('stores.index')} className="mt-4">
          <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
            <li>
              <Link
                href="/stores"
                aria-current={!letter ? 'page' : undefined}
                className={clsx(chip, !letter ? 'bg-brand-700 text-white' : 'bg-surface shadow-card hover:bg-brand-50')}
              >
                {t('stores.allLetters')}
              </Link>
            </li>
            {index.map((group) => {
              const active = letter?.toLowerCase() === group.letter.toLowerCase();
              return (
                <li key={group.letter}>
                  <Link
                    href={`/stores?letter=${encodeURIComponent(group.letter.toLowerCase())}`}
                    aria-current={active ? 'page' : undefined}
                    title={group.stores.map((s) => s.brand_name).join(', ')}
                    className={clsx(chip, active ? 'bg-brand-700 text-white' : 'bg-surface shadow-card hover:bg-brand-50')}
                  >
                    {group.letter.toUpperCase()}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {stores.content.length ? (
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {stores.content.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState emoji="convenience-store" title={t('stores.empty')} />
      )}
      <Pagination page={stores.number} totalPages={stores.totalPages} hrefFor={hrefFor} />
    </>
  );
}
